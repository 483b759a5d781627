// Where React's server renderer writes a document (decision 267). The renderer we use writes its markup
// as strings, one per tag, attribute name, value and text, and calls `flush()` when it has written all
// it can for now (the shell, then each boundary or data chunk as it resolves). Each string is appended
// here, and each flush passes the text on as one Buffer, encoded once: streaming keeps its points (the
// same flushes), with one compression step and one socket write each. React's Node build instead
// encoded every string on its own into a 4 KB buffer through a view made for it (`writeChunk`: a tenth
// of a signed-in page's CPU) and wrote the buffer to a stream 4 KB at a time.
//
// What the renderer calls is all there is: `write`, `flush`, `end`, `destroy` (on a failure), and `on`
// for the stream's close (a client that left stops the render). The document is read as a Node stream:
// by the compression middleware, then the socket (node-body.ts).
import { Readable } from "node:stream";

export class RenderedDocument extends Readable {
  private pending = "";

  override _read() {}

  /** Text is kept until the next flush; bytes (none from the renderer today) go on in their place. */
  write(chunk: string | Uint8Array): boolean {
    if (typeof chunk === "string") this.pending += chunk;
    else {
      this.flush();
      this.push(chunk);
    }
    return true;
  }

  /** Called by React after each round of writes: what it wrote goes on as one chunk. */
  flush() {
    if (this.pending === "") return;
    this.push(Buffer.from(this.pending, "utf8"));
    this.pending = "";
  }

  /** The render is complete. */
  end() {
    this.flush();
    this.push(null);
  }
}
