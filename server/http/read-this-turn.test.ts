import { PassThrough, Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { readThisTurn } from "./read-this-turn.ts";

const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString();

/** Everything `source` still gives, once it flows again. */
async function rest(source: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

describe("reading what a stream gives before the next turn", () => {
  it("reads a body that ends in the turn it starts in whole", async () => {
    const read = await readThisTurn(Readable.from([Buffer.from("<html>"), Buffer.from("</html>")]));
    expect(read).toMatchObject({ ended: true, failed: false });
    expect(text(read.chunks)).toBe("<html></html>");
  });

  it("hands back a body still coming, paused, and loses none of it", async () => {
    const source = new PassThrough();
    source.write("shell;");
    const read = await readThisTurn(source);
    expect(read).toMatchObject({ ended: false, failed: false });
    expect(text(read.chunks)).toBe("shell;");
    expect(source.isPaused()).toBe(true);
    await nextTurn();
    source.end("data");
    expect(await rest(source)).toBe("data");
  });

  it("records a failure after the hand-back, before anyone else listens, instead of leaving it unhandled", async () => {
    const source = new PassThrough();
    source.write("shell;");
    const read = await readThisTurn(source);
    source.destroy(new Error("render failed late"));
    await nextTurn();
    expect(read).toMatchObject({ ended: false, failed: true });
    expect(read.error?.message).toBe("render failed late");
  });

  it("hands back a body past its limit even if it would end in the turn", async () => {
    const source = new PassThrough();
    for (const part of ["aaaa", "bbbb", "cccc"]) source.write(part);
    source.end();
    const read = await readThisTurn(source, 6);
    expect(read.ended).toBe(false);
    expect(text(read.chunks)).toBe("aaaabbbb");
    expect(await rest(source)).toBe("cccc");
  });

  it("reports a body that fails, and one that closes before its end", async () => {
    const failing = new PassThrough();
    failing.write("half");
    failing.destroy(new Error("render failed"));
    const failed = await readThisTurn(failing);
    expect(failed).toMatchObject({ ended: false, failed: true });
    expect(failed.error?.message).toBe("render failed");

    const cut = new PassThrough();
    const reading = readThisTurn(cut);
    cut.destroy();
    const closed = await reading;
    expect(closed).toMatchObject({ ended: false, failed: true });
    expect(closed.error).toBeUndefined();

    const gone = new PassThrough().on("error", () => {});
    gone.destroy(new Error("hung up"));
    await nextTurn();
    const late = await readThisTurn(gone);
    expect(late).toMatchObject({ ended: false, failed: true });
    expect(late.error?.message).toBe("hung up");
  });
});
