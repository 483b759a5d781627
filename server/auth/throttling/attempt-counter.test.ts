// The database counters behind every attempt budget: a fixed window, refusals that do not extend it,
// slots given back, and (on PostgreSQL, with a real connection pool) no overshoot under concurrency.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { clearAttempts, giveBackAttempt, takeAttempt } from "./attempt-counter.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const limit = { max: 3, windowMs: 60_000 };
const T0 = Date.parse("2030-01-01T10:00:00Z");

it("allows max attempts per window, says how long to wait, and starts afresh when the window ends", async () => {
  const take = (at: number) => takeAttempt(t.services.db, "test:window", limit, at);
  for (let i = 0; i < 3; i++) expect(await take(T0 + i * 1000)).toEqual({ allowed: true });
  expect(await take(T0 + 10_000)).toEqual({ allowed: false, retryAfterMs: 50_000, firstRefusal: true });
  // Refusals neither extend the window nor log again.
  expect(await take(T0 + 30_000)).toEqual({ allowed: false, retryAfterMs: 30_000, firstRefusal: false });
  expect(await take(T0 + 60_000)).toEqual({ allowed: true });
});

it("a slot given back can be taken again; cleared attempts are forgotten", async () => {
  const take = () => takeAttempt(t.services.db, "test:give-back", limit, T0);
  for (let i = 0; i < 3; i++) await take();
  expect((await take()).allowed).toBe(false);
  await clearAttempts(t.services.db, "test:give-back");
  for (let i = 0; i < 2; i++) await take();
  await giveBackAttempt(t.services.db, "test:give-back");
  expect((await take()).allowed).toBe(true);
  expect((await take()).allowed).toBe(true);
  expect((await take()).allowed).toBe(false);
});

it("forty concurrent attempts on one key: exactly max are allowed", async () => {
  const decisions = await Promise.all(
    Array.from({ length: 40 }, () => takeAttempt(t.services.db, "test:race", { max: 10, windowMs: 60_000 })),
  );
  expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  expect(decisions.filter((d) => !d.allowed && d.firstRefusal)).toHaveLength(1);
});
