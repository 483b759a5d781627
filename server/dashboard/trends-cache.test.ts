import { describe, expect, it } from "vitest";
import { createTrendsCache } from "./trends-cache.ts";

/** A cache on a clock the test moves, and a count that answers how often it ran. */
function setUp(ttlMs = 1000) {
  let clock = 0;
  const cache = createTrendsCache({ ttlMs, now: () => clock });
  let runs = 0;
  const count = async () => ({ run: ++runs });
  return { cache, count, advance: (ms: number) => (clock += ms) };
}

describe("the dashboard's trends cache", () => {
  it("keeps an answer per key for its time, with the time it was counted, then counts again", async () => {
    const { cache, count, advance } = setUp();
    expect(await cache.read("a", count)).toEqual({ value: { run: 1 }, countedAt: new Date(0) });
    advance(999);
    expect((await cache.read("a", count)).value).toEqual({ run: 1 });
    expect((await cache.read("b", count)).value).toEqual({ run: 2 });
    advance(1);
    expect(await cache.read("a", count)).toEqual({ value: { run: 3 }, countedAt: new Date(1000) });
  });

  it("shares a count in progress, forgets everything on clear, and never keeps a failure", async () => {
    const { cache, count } = setUp();
    const [first, second] = await Promise.all([cache.read("a", count), cache.read("a", count)]);
    expect([first.value, second.value]).toEqual([{ run: 1 }, { run: 1 }]);
    cache.clear();
    expect((await cache.read("a", count)).value).toEqual({ run: 2 });
    await expect(cache.read("c", () => Promise.reject(new Error("database down")))).rejects.toThrow();
    expect((await cache.read("c", count)).value).toEqual({ run: 3 });
  });

  it("does not keep a count that was in progress when a change cleared the cache", async () => {
    const { cache, count } = setUp();
    let finish: (value: { run: number }) => void = () => {};
    const slow = cache.read("a", () => new Promise<{ run: number }>((resolve) => (finish = resolve)));
    cache.clear();
    finish({ run: 0 });
    expect((await slow).value).toEqual({ run: 0 });
    expect((await cache.read("a", count)).value).toEqual({ run: 1 });
  });
});
