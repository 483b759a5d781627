import { describe, expect, it } from "vitest";
import { CoalescingStream } from "./coalescing-stream.ts";

/** Collects what the stream passes on, chunk by chunk. */
function reader(stream: CoalescingStream) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

describe("CoalescingStream (React's render destination)", () => {
  it("passes on what was written since the last flush as one chunk, and nothing for an empty flush", () => {
    const stream = new CoalescingStream();
    const chunks = reader(stream);
    stream.write("<html>");
    stream.write("<body>");
    stream.write("<main>");
    expect(chunks).toEqual([]);
    stream.flush();
    stream.flush();
    expect(chunks).toEqual(["<html><body><main>"]);
  });

  it("keeps streaming at each flush, and passes on the rest when it ends", async () => {
    const stream = new CoalescingStream();
    const chunks = reader(stream);
    stream.write("shell");
    stream.flush();
    stream.write("late ");
    stream.end("boundary");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks).toEqual(["shell", "late boundary"]);
  });
});
