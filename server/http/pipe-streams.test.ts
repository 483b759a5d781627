import { once } from "node:events";
import { PassThrough, Writable } from "node:stream";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { closed } from "#tests/support/listening-server.ts";
import { pipeStreams } from "./pipe-streams.ts";

/** A destination that keeps what it is given, as a socket would send it. */
function collector() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

/** A render's stream joined to zlib, and zlib to a connection, as the server joins them. */
function renderThroughGzip() {
  const source = new PassThrough();
  const gzip = zlib.createGzip();
  const sink = collector();
  pipeStreams(source, gzip);
  pipeStreams(gzip, sink.stream);
  return { source, gzip, sink };
}

describe("pipeStreams (a rendered document through zlib to the connection)", () => {
  it("passes every byte on and finishes the destination when the source ends", async () => {
    const { source, sink } = renderThroughGzip();
    source.write("<html><body>");
    source.end("</body></html>");
    await once(sink.stream, "finish");
    expect(zlib.gunzipSync(sink.bytes()).toString()).toBe("<html><body></body></html>");
  });

  it("destroys the destination with the source's error, and no error goes unhandled", async () => {
    const source = new PassThrough();
    const sink = collector();
    pipeStreams(source, sink.stream);
    source.write("half a page");
    source.destroy(new Error("render failed"));
    await closed(sink.stream);
    expect(sink.stream.destroyed).toBe(true);
    expect(sink.stream.errored?.message).toBe("render failed");
  });

  it("destroys the destination when the source is destroyed before its end (an aborted render)", async () => {
    const source = new PassThrough();
    const sink = collector();
    pipeStreams(source, sink.stream);
    source.write("the shell");
    source.destroy();
    await closed(sink.stream);
    expect(sink.stream.destroyed).toBe(true);
    expect(sink.stream.writableFinished).toBe(false);
  });

  it("destroys the source when the destination closes before it finished (a client that hung up)", async () => {
    const { source, gzip, sink } = renderThroughGzip();
    source.write("the shell");
    sink.stream.destroy();
    await closed(source);
    expect(gzip.destroyed).toBe(true);
    expect(source.destroyed).toBe(true);
  });

  it("destroys the source with the destination's error", async () => {
    const source = new PassThrough();
    const failing = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error("connection reset"));
      },
    });
    pipeStreams(source, failing);
    source.write("bytes");
    await closed(source);
    expect(source.errored?.message).toBe("connection reset");
  });

  it("leaves both streams whole after a normal end", async () => {
    const source = new PassThrough();
    const sink = collector();
    pipeStreams(source, sink.stream);
    source.end("all of it");
    await once(sink.stream, "finish");
    expect(source.readableEnded).toBe(true);
    expect(source.errored).toBeNull();
    expect(sink.stream.errored).toBeNull();
    expect(sink.bytes().toString()).toBe("all of it");
  });
});
