import { describe, expect, it } from "vitest";
import { freshReads } from "./fresh-reads.ts";

/** A read whose answers the test releases one at a time, counting how often it started. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started += 1;
      pending.push(resolve);
    });
  return { read, started: () => started, answer: (value: number) => pending.shift()!(value) };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe("freshReads", () => {
  it("answers a caller with a read that started after it called, sharing reads among waiting callers", async () => {
    const source = controlledRead();
    const latest = freshReads(source.read);

    const first = latest();
    await flush();
    expect(source.started()).toBe(1);
    // Both arrive while the first read is in flight: it may predate what they must see, so they wait for
    // the next read, which they share.
    const second = latest();
    const third = latest();
    await flush();
    expect(source.started()).toBe(1);

    source.answer(1);
    expect(await first).toBe(1);
    await flush();
    expect(source.started()).toBe(2);
    source.answer(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it("passes a failed read on to its callers and keeps working", async () => {
    let fail = true;
    const latest = freshReads(async () => {
      if (fail) throw new Error("unreachable");
      return 7;
    });
    await expect(latest()).rejects.toThrow("unreachable");
    fail = false;
    expect(await latest()).toBe(7);
  });
});
