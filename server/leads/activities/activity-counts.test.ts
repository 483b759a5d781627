// The stored activity counts (decision 114) checked against a count of the table itself, on both
// databases: after inserts, updates that move activities between statuses, methods and priorities,
// deletes (direct and by a lead's cascade), a rolled-back transaction, a truncate and a recount; then
// the hub and the tabs that read them, unfiltered, searched and filtered, against counts of the table.
import { and, count, eq, gte, ilike, inArray, lt, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { dayIn } from "#core/dates/dates.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { consultations, contactActivities, contactActivityCounts } from "#server/db/schema.ts";
import { makeConsultation } from "#server/seed/factories.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { type StoredActivityCounts, storedActivityCounts } from "./activity-counts.ts";
import { getActivityHub } from "./get-activity-hub.ts";
import { activityTable, listActivitiesPage } from "./list-activities-page.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.services.db.delete(contactActivities);
  await t.services.db.delete(consultations);
});

const admin: SessionUser = {
  id: "00000000-0000-4000-8000-0000000000a1",
  email: "admin@example.com",
  name: "admin",
  firstName: null,
  lastName: null,
  emailVerified: true,
  role: "admin",
};
const HOUR = 3_600_000;
const ca = contactActivities;

type Row = Partial<typeof ca.$inferInsert>;
async function insert(...rows: Row[]) {
  return t.services.db
    .insert(ca)
    .values(rows.map((r) => ({ activityType: "scheduled", contactMethod: "phone", subject: "s", ...r })))
    .returning({ id: ca.id });
}

/** The same numbers, counted from the table itself. */
async function countedFromTheTable(): Promise<StoredActivityCounts> {
  const { db } = t.services;
  const by = async (column: typeof ca.status | typeof ca.contactMethod | typeof ca.priority) =>
    Object.fromEntries(
      (await db.select({ value: column, n: count() }).from(ca).groupBy(column)).map((r) => [r.value, r.n]),
    );
  return {
    total: await db.$count(ca),
    byStatus: await by(ca.status),
    byMethod: await by(ca.contactMethod),
    byPriority: await by(ca.priority),
  };
}

async function expectExact() {
  const stored = await storedActivityCounts(t.services.db);
  expect(stored).toEqual(await countedFromTheTable());
  expect(await t.services.db.$count(contactActivityCounts, lt(contactActivityCounts.activities, 0))).toBe(0);
  return stored;
}

describe("the stored counts", () => {
  it("start at zero and follow inserts, one row or many in a statement", async () => {
    expect(await expectExact()).toEqual({ total: 0, byStatus: {}, byMethod: {}, byPriority: {} });
    await insert({ status: "pending" });
    await insert(
      { status: "pending", contactMethod: "email", priority: "high" },
      { status: "completed", activityType: "completed", contactMethod: "video_call", priority: "urgent" },
      { status: "cancelled", activityType: "cancelled", contactMethod: "whatsapp", priority: "low" },
      { status: "in_progress", contactMethod: "phone" },
    );
    expect(await expectExact()).toMatchObject({
      total: 5,
      byStatus: { pending: 2, completed: 1, cancelled: 1, in_progress: 1 },
      byMethod: { phone: 2, email: 1, video_call: 1, whatsapp: 1 },
      byPriority: { normal: 2, high: 1, urgent: 1, low: 1 },
    });
  });

  it("follow updates that change status, method or priority, one row or many; other edits change nothing", async () => {
    const [a, b, c] = await insert({ status: "pending" }, { status: "pending" }, { status: "pending" });
    const { db } = t.services;
    await db.update(ca).set({ status: "completed", activityType: "completed" }).where(eq(ca.id, a!.id));
    await db.update(ca).set({ contactMethod: "email" }).where(eq(ca.id, b!.id));
    await db.update(ca).set({ priority: "urgent", status: "in_progress" }).where(eq(ca.id, c!.id));
    expect(await expectExact()).toEqual({
      total: 3,
      byStatus: { completed: 1, pending: 1, in_progress: 1 },
      byMethod: { phone: 2, email: 1 },
      byPriority: { normal: 2, urgent: 1 },
    });
    // Every row at once, and back and forth within one statement's rows.
    await db.update(ca).set({ contactMethod: "whatsapp", priority: "low" });
    await db
      .update(ca)
      .set({ status: sql`CASE WHEN ${ca.status} = 'pending' THEN 'completed' ELSE 'pending' END` });
    expect(await expectExact()).toEqual({
      total: 3,
      byStatus: { completed: 1, pending: 2 },
      byMethod: { whatsapp: 3 },
      byPriority: { low: 3 },
    });
    const before = await t.services.db.select().from(contactActivityCounts);
    await db.update(ca).set({ subject: "renamed", notes: "edited" });
    await db.update(ca).set({ status: "pending" }).where(eq(ca.id, "00000000-0000-4000-8000-00000000dead"));
    expect(await t.services.db.select().from(contactActivityCounts)).toEqual(before);
    await expectExact();
  });

  it("follow deletes, one row, many, and a lead's activities going with the lead", async () => {
    const consultation = await makeConsultation(t.services.db);
    const [first] = await insert(
      { status: "pending" },
      { status: "completed", activityType: "completed", contactMethod: "email" },
      { status: "pending", consultationId: consultation.id, priority: "high" },
      { status: "completed", activityType: "completed", consultationId: consultation.id, priority: "high" },
    );
    await t.services.db.delete(ca).where(eq(ca.id, first!.id));
    expect((await expectExact()).total).toBe(3);
    await t.services.db.delete(consultations).where(eq(consultations.id, consultation.id));
    expect(await expectExact()).toEqual({
      total: 1,
      byStatus: { completed: 1 },
      byMethod: { email: 1 },
      byPriority: { normal: 1 },
    });
    await t.services.db.delete(ca);
    expect((await expectExact()).total).toBe(0);
  });

  it("are untouched by a transaction that rolls back", async () => {
    const [kept] = await insert({ status: "pending" }, { status: "completed", activityType: "completed" });
    const before = await expectExact();
    await expect(
      t.services.db.transaction(async (tx) => {
        await tx.insert(ca).values([
          { activityType: "scheduled", contactMethod: "email", status: "pending" },
          { activityType: "scheduled", contactMethod: "whatsapp", status: "in_progress", priority: "urgent" },
        ]);
        await tx
          .update(ca)
          .set({ status: "cancelled", activityType: "cancelled" })
          .where(eq(ca.id, kept!.id));
        await tx.delete(ca).where(eq(ca.status, "completed"));
        // Inside the transaction the counts already say what it did.
        expect((await storedActivityCounts(tx)).byStatus).toEqual({
          pending: 1,
          in_progress: 1,
          cancelled: 1,
        });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await expectExact()).toEqual(before);
  });

  it("return to zero on a truncate, and count again afterwards", async () => {
    await insert({ status: "pending" }, { status: "completed", activityType: "completed" });
    await t.services.db.execute(sql`TRUNCATE ${ca}`);
    expect(await expectExact()).toEqual({ total: 0, byStatus: {}, byMethod: {}, byPriority: {} });
    await insert({ status: "pending", contactMethod: "email" });
    expect((await expectExact()).byMethod).toEqual({ email: 1 });
  });

  it("are what a full recount finds (the operators' repair)", async () => {
    await insert({ status: "pending" }, { status: "completed", activityType: "completed", priority: "low" });
    await t.services.db.update(contactActivityCounts).set({ activities: 99 });
    await t.services.db.execute(sql`SELECT contact_activity_counts_recount()`);
    expect(await expectExact()).toMatchObject({ total: 2, byPriority: { normal: 1, low: 1 } });
  });
});

describe("the hub and the tabs read them", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const clock = { now, timeZone: "Europe/London" };
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);

  async function seed() {
    const consultation = await makeConsultation(t.services.db, { firstName: "Amira", lastName: "Haddad" });
    await insert(
      // Yesterday, overdue; created two days ago.
      {
        subject: "Call Amira",
        status: "pending",
        scheduledAt: at(-30),
        createdAt: at(-48),
        consultationId: consultation.id,
      },
      { subject: "Call back", status: "pending", scheduledAt: at(-1), createdAt: at(-2), priority: "urgent" },
      {
        subject: "Call later",
        status: "pending",
        scheduledAt: at(5),
        createdAt: at(-3),
        contactMethod: "email",
      },
      // Today but in progress: neither scheduled nor overdue.
      { subject: "Brochure", status: "in_progress", scheduledAt: at(2), createdAt: at(-24 * 30) },
      ...[1, 2, 3].map((h) => ({
        subject: `Call done ${h}`,
        activityType: "completed",
        status: "completed",
        scheduledAt: at(-h),
        completedAt: at(-h),
        createdAt: at(-24 * 10),
      })),
      {
        subject: "Dropped",
        activityType: "cancelled",
        status: "cancelled",
        createdAt: at(-24 * 6),
        consultationId: consultation.id,
      },
    );
  }

  /** One tab's count straight from the table, under an extra condition. */
  const countOf = (where: SQL | undefined) => t.services.db.$count(ca, where);
  const day = dayIn(clock.timeZone, now);
  const tabConditions = {
    all: undefined,
    scheduled: and(eq(ca.activityType, "scheduled"), eq(ca.status, "pending")),
    today: and(gte(ca.scheduledAt, day.start), lt(ca.scheduledAt, day.end)),
    overdue: and(eq(ca.activityType, "scheduled"), eq(ca.status, "pending"), lt(ca.scheduledAt, now)),
    completed: eq(ca.status, "completed"),
  };
  async function expectedTabs(filter: SQL | undefined) {
    const entries = await Promise.all(
      Object.entries(tabConditions).map(async ([tab, c]) => [tab, await countOf(and(filter, c))] as const),
    );
    return Object.fromEntries(entries);
  }
  const page = (search: string) =>
    listActivitiesPage(
      t.services.db,
      admin,
      parseTableQuery(new URLSearchParams(search), activityTable(clock)),
      clock,
    );

  it("the hub's tiles and breakdowns are the table's counts", async () => {
    await seed();
    const hub = await getActivityHub(t.services.db, admin, clock);
    expect(hub.tiles).toEqual({
      total: 8,
      scheduled: 3,
      today: 6,
      overdue: 2,
      completed: 3,
      createdLastWeek: 4,
    });
    const stored = await expectExact();
    expect([hub.byStatus, hub.byMethod, hub.byPriority]).toEqual([
      stored.byStatus,
      stored.byMethod,
      stored.byPriority,
    ]);
    // 3 of 8 completed: 40 * 3/8 = 15; 2 overdue: 30 - 10 = 20; 4 this week: 12. 47, orange.
    expect([hub.score, hub.scoreBand, hub.completionRate]).toEqual([47, "orange", 38]);
  });

  it("every tab's badge, matching and total, unfiltered, searched and filtered", async () => {
    await seed();
    const unfiltered = await expectedTabs(undefined);
    for (const tab of Object.keys(tabConditions)) {
      const result = await page(`tab=${tab}`);
      expect(result.tabCounts).toEqual(unfiltered);
      expect([result.matching, result.total]).toEqual([unfiltered[tab], 8]);
      expect(result.rows).toHaveLength(unfiltered[tab]!);
    }
    expect(unfiltered).toEqual({ all: 8, scheduled: 3, today: 6, overdue: 2, completed: 3 });

    // "call" finds subjects, and the lead's name finds its activities.
    const searched = await page("tab=overdue&q=call");
    const calls = await expectedTabs(ilike(ca.subject, "%call%"));
    expect(searched.tabCounts).toEqual(calls);
    expect([searched.matching, searched.total]).toEqual([calls.overdue, 8]);
    const consultation = await page("tab=all&q=haddad");
    expect(consultation.tabCounts).toEqual({ all: 2, scheduled: 1, today: 0, overdue: 1, completed: 0 });

    const filtered = await page("tab=completed&f.priority=normal&f.contactMethod=phone");
    const normalPhone = await expectedTabs(
      and(inArray(ca.priority, ["normal"]), inArray(ca.contactMethod, ["phone"])),
    );
    expect(filtered.tabCounts).toEqual(normalPhone);
    expect([filtered.matching, filtered.total]).toEqual([normalPhone.completed, 8]);
    expect(filtered.rows.map((r) => r.subject).sort()).toEqual(["Call done 1", "Call done 2", "Call done 3"]);
  });
});
