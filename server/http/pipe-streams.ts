// One Node stream piped into another with `stream.pipeline`'s guarantees for a pair: a failure or an
// early close on either side destroys the other, so a render that fails cuts the connection and a
// client that hangs up stops the render. Not `pipeline` itself: on Node 20 to 24 it makes an
// AbortController for every call and aborts it once the streams are done, and that abort builds a
// DOMException with its stack trace; a rendered document paid it twice (render to zlib, zlib to the
// socket): decision 254.
import type { Readable, Writable } from "node:stream";

export function pipeStreams(source: Readable, destination: Writable): void {
  source.pipe(destination);
  // Listeners with `on`: a stream may report a second error while it is torn down.
  source.on("error", (error) => destination.destroy(error));
  source.once("close", () => {
    if (!source.readableEnded) destination.destroy();
  });
  destination.on("error", (error) => source.destroy(error));
  destination.once("close", () => {
    if (!destination.writableFinished) source.destroy();
  });
}
