// PostgreSQL only (PGlite has one connection): writers on several connections at once keep the stored
// activity counts exact (decision 114), and two transactions that change different counts in opposite
// orders queue on the 'all' row instead of deadlocking.
import { count, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { contactActivities } from "#server/db/schema.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { storedActivityCounts } from "./activity-counts.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.services.db.delete(contactActivities);
});

const ca = contactActivities;

async function expectExact() {
  const { db } = t.services;
  const by = async (column: typeof ca.status | typeof ca.contactMethod | typeof ca.priority) =>
    Object.fromEntries(
      (await db.select({ value: column, n: count() }).from(ca).groupBy(column)).map((r) => [r.value, r.n]),
    );
  const stored = await storedActivityCounts(db);
  expect(stored).toEqual({
    total: await db.$count(ca),
    byStatus: await by(ca.status),
    byMethod: await by(ca.contactMethod),
    byPriority: await by(ca.priority),
  });
  return stored;
}

async function pending(n: number) {
  const rows = await t.services.db
    .insert(ca)
    .values(Array.from({ length: n }, () => ({ activityType: "scheduled", contactMethod: "phone" })))
    .returning({ id: ca.id });
  return rows.map((r) => r.id);
}

it("stay exact under concurrent inserts, updates and deletes on many connections", async () => {
  const ids = await pending(30);
  const { db } = t.services;
  const methods = ["email", "whatsapp", "video_call"];
  await Promise.all([
    ...ids.slice(0, 10).map((id, i) =>
      db
        .update(ca)
        .set({ status: "completed", activityType: "completed", contactMethod: methods[i % 3]! })
        .where(eq(ca.id, id)),
    ),
    ...ids.slice(10, 20).map((id) => db.delete(ca).where(eq(ca.id, id))),
    ...Array.from({ length: 10 }, (_, i) =>
      db.transaction(async (tx) => {
        await tx.insert(ca).values({ activityType: "scheduled", contactMethod: "zoom", priority: "urgent" });
        await tx
          .update(ca)
          .set({ priority: "high" })
          .where(eq(ca.id, ids[20 + i]!));
      }),
    ),
  ]);
  expect(await expectExact()).toEqual({
    total: 30,
    byStatus: { completed: 10, pending: 20 },
    byMethod: { phone: 10, zoom: 10, email: 4, whatsapp: 3, video_call: 3 },
    byPriority: { normal: 10, high: 10, urgent: 10 },
  });
});

it("queue two transactions changing different counts in opposite orders, without a deadlock", async () => {
  const [a, b, c, d] = await pending(4);
  const connect = async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    return client;
  };
  const [first, second, watcher] = await Promise.all([connect(), connect(), connect()]);
  try {
    const secondPid = (await second.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
    await first.query("BEGIN");
    await first.query("UPDATE contact_activities SET status = 'completed' WHERE id = $1", [a]);
    await second.query("BEGIN");
    // Locks the counts in key order, 'all' first: it waits for the first transaction there, before
    // taking the contact-method rows the first one is about to need.
    const secondChange = second.query(
      "UPDATE contact_activities SET contact_method = 'email' WHERE id = $1",
      [b],
    );
    await waitUntil(async () => {
      const { rows } = await watcher.query<{ waiting: boolean }>(
        "SELECT wait_event_type = 'Lock' AS waiting FROM pg_stat_activity WHERE pid = $1",
        [secondPid],
      );
      return rows[0]?.waiting === true;
    }, "the second transaction to wait for the counts' lock");
    await first.query("UPDATE contact_activities SET contact_method = 'email' WHERE id = $1", [c]);
    await first.query("COMMIT");
    await secondChange;
    await second.query("UPDATE contact_activities SET status = 'completed' WHERE id = $1", [d]);
    await second.query("COMMIT");
  } finally {
    await Promise.all([first.end(), second.end(), watcher.end()]);
  }
  expect(await expectExact()).toMatchObject({
    byStatus: { completed: 2, pending: 2 },
    byMethod: { email: 2, phone: 2 },
  });
});

/** Polls a state of the server, failing with what it waited for after ten seconds. */
async function waitUntil(state: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await state())) {
    if (Date.now() > deadline) throw new Error(`waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
