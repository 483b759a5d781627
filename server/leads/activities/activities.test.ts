// Contact Activities' domain functions on both databases: the tabs as SPEC 4 defines them around
// midnight and across time zones, the overdue and upcoming boundaries, the hub's productivity score
// against hand-computed cases, completion, the form's rules, and admins-only access everywhere.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import {
  type ActivityPrefill,
  quickSchedulePrefill,
  templatePrefill,
} from "#core/leads/activities/activity-prefill.ts";
import {
  activityCompletionSchema,
  activityFormSchema,
  activityMessages,
} from "#core/leads/activities/activity-schema.ts";
import { templateById } from "#core/leads/activities/activity-templates.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { consultations, contactActivities, profiles } from "#server/db/schema.ts";
import { makeConsultation } from "#server/seed/factories.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import type { ActivityClock } from "./activity-conditions.ts";
import { completeActivity } from "./complete-activity.ts";
import { createActivity } from "./create-activity.ts";
import { deleteActivity } from "./delete-activity.ts";
import { getActivity } from "./get-activity.ts";
import { getActivityHub } from "./get-activity-hub.ts";
import { activityTable, listActivitiesPage } from "./list-activities-page.ts";
import { listAssignableAdmins } from "./list-assignable-admins.ts";
import { searchActivityContacts } from "./search-activity-contacts.ts";
import { updateActivity } from "./update-activity.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // The operator exists: completed_by and assigned_to point at a profile.
  await t.services.db.insert(profiles).values({ id: admin.id, email: admin.email, name: "Operator" });
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.services.db.delete(contactActivities);
  await t.services.db.delete(consultations);
});

const person = (role: "admin" | "member"): SessionUser => ({
  id: "00000000-0000-4000-8000-0000000000a1",
  email: `${role}@example.com`,
  name: role,
  firstName: null,
  lastName: null,
  emailVerified: true,
  role,
});
const admin = person("admin");
const forbidden = { code: "forbidden", status: 403 };
const HOUR = 3_600_000;

type Row = Partial<typeof contactActivities.$inferInsert>;
async function insert(...rows: Row[]) {
  return t.services.db
    .insert(contactActivities)
    .values(rows.map((r) => ({ activityType: "scheduled", contactMethod: "phone", subject: "s", ...r })))
    .returning({ id: contactActivities.id, subject: contactActivities.subject });
}
const subjectsIn = async (tab: string, clock: ActivityClock) => {
  const page = await listActivitiesPage(
    t.services.db,
    admin,
    parseTableQuery(new URLSearchParams(`tab=${tab}&sort=scheduledAt`), activityTable(clock)),
    clock,
  );
  return { subjects: page.rows.map((r) => r.subject), counts: page.tabCounts };
};

describe("the tabs", () => {
  it("today is the operator's calendar day: midnight belongs to the day it starts", async () => {
    // 23:59 and 00:00 in London on 10 March 2026 (GMT, so UTC).
    await insert(
      { subject: "before midnight", scheduledAt: new Date("2026-03-09T23:59:59Z") },
      { subject: "at midnight", scheduledAt: new Date("2026-03-10T00:00:00Z") },
      { subject: "last minute", scheduledAt: new Date("2026-03-10T23:59:59Z") },
      { subject: "next midnight", scheduledAt: new Date("2026-03-11T00:00:00Z") },
    );
    const london = { now: new Date("2026-03-10T12:00:00Z"), timeZone: "Europe/London" };
    expect((await subjectsIn("today", london)).subjects).toEqual(["at midnight", "last minute"]);
  });

  it("today differs across time zones at the same instant", async () => {
    await insert(
      { subject: "Kiritimati morning", scheduledAt: new Date("2026-03-10T20:00:00Z") }, // 11th, 10:00 +14
      { subject: "Los Angeles afternoon", scheduledAt: new Date("2026-03-10T23:00:00Z") }, // 10th, 16:00 -7
    );
    const now = new Date("2026-03-10T21:00:00Z");
    expect((await subjectsIn("today", { now, timeZone: "Pacific/Kiritimati" })).subjects).toEqual([
      "Kiritimati morning",
      "Los Angeles afternoon",
    ]);
    expect((await subjectsIn("today", { now, timeZone: "America/Los_Angeles" })).subjects).toEqual([
      "Kiritimati morning",
      "Los Angeles afternoon",
    ]);
    expect((await subjectsIn("today", { now, timeZone: "Asia/Tokyo" })).subjects).toEqual([
      "Kiritimati morning",
      "Los Angeles afternoon",
    ]);
    // 21:00 UTC is the 11th in Kiritimati (until 10:00 UTC on the 11th): the 10th's evening in Tokyo is gone.
    const early = new Date("2026-03-10T09:00:00Z");
    expect((await subjectsIn("today", { now: early, timeZone: "Pacific/Kiritimati" })).subjects).toEqual([]);
    expect((await subjectsIn("today", { now: early, timeZone: "America/Los_Angeles" })).subjects).toEqual([
      "Kiritimati morning",
      "Los Angeles afternoon",
    ]);
  });

  it("scheduled is scheduled and pending; overdue is that with a time already past; completed is the status", async () => {
    const now = new Date("2026-03-10T12:00:00Z");
    await insert(
      { subject: "due a second ago", status: "pending", scheduledAt: new Date(now.getTime() - 1000) },
      { subject: "due now", status: "pending", scheduledAt: now },
      { subject: "due later", status: "pending", scheduledAt: new Date(now.getTime() + HOUR) },
      { subject: "in progress, past", status: "in_progress", scheduledAt: new Date(now.getTime() - HOUR) },
      { subject: "done", activityType: "completed", status: "completed", completedAt: now },
      { subject: "cancelled", activityType: "cancelled", status: "cancelled" },
    );
    const clock = { now, timeZone: "Europe/London" };
    expect((await subjectsIn("scheduled", clock)).subjects).toEqual([
      "due a second ago",
      "due now",
      "due later",
    ]);
    expect((await subjectsIn("overdue", clock)).subjects).toEqual(["due a second ago"]);
    const { subjects, counts } = await subjectsIn("completed", clock);
    expect(subjects).toEqual(["done"]);
    expect(counts).toEqual({ all: 6, scheduled: 3, today: 4, overdue: 1, completed: 1 });
  });
});

describe("the hub", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const clock = { now, timeZone: "Europe/London" };
  const old = new Date("2026-01-01T00:00:00Z");

  it("shows at most 3 upcoming, within one day, the earliest first", async () => {
    await insert(
      ...[1, 2, 3, 4].map((h) => ({
        subject: `in ${h}h`,
        status: "pending",
        scheduledAt: new Date(now.getTime() + h * HOUR),
      })),
      { subject: "in 25h", status: "pending", scheduledAt: new Date(now.getTime() + 25 * HOUR) },
    );
    const hub = await getActivityHub(t.services.db, admin, clock);
    expect(hub.upcoming.map((u) => u.subject)).toEqual(["in 1h", "in 2h", "in 3h"]);
    expect(hub.tiles).toMatchObject({ total: 5, scheduled: 5, overdue: 0, completed: 0 });
  });

  it("upcoming ends exactly 24 hours ahead and includes what is already due, the earliest first", async () => {
    await insert(
      { subject: "exactly 24h", status: "pending", scheduledAt: new Date(now.getTime() + 24 * HOUR) },
      // Room is left for a third: the 3-item cap does not hide it.
      { subject: "24h and 1 ms", status: "pending", scheduledAt: new Date(now.getTime() + 24 * HOUR + 1) },
      { subject: "due an hour ago", status: "pending", scheduledAt: new Date(now.getTime() - HOUR) },
      // Not scheduled and pending: never upcoming, due or not.
      { subject: "in progress", status: "in_progress", scheduledAt: new Date(now.getTime() + HOUR) },
      {
        subject: "done",
        activityType: "completed",
        status: "completed",
        scheduledAt: new Date(now.getTime() + HOUR),
      },
    );
    const hub = await getActivityHub(t.services.db, admin, clock);
    expect(hub.upcoming.map((u) => u.subject)).toEqual(["due an hour ago", "exactly 24h"]);
  });

  it("scores none overdue: 40 x ratio + 30 + 3 per recent activity", async () => {
    // 4 activities, 1 completed, none overdue, all created long ago: 40 * 0.25 + 30 + 0 = 40 (orange).
    await insert(
      { status: "completed", activityType: "completed", createdAt: old },
      ...[1, 2, 3].map((h) => ({
        status: "pending",
        scheduledAt: new Date(now.getTime() + h * HOUR),
        createdAt: old,
      })),
    );
    const hub = await getActivityHub(t.services.db, admin, clock);
    expect([hub.score, hub.scoreBand, hub.completionRate]).toEqual([40, "orange", 25]);
  });

  it("floors the overdue part at 0 and caps the recent part at 30", async () => {
    // 7 overdue (30 - 35 floors at 0), 12 created this week (36 caps at 30), 5 of 12 completed:
    // 40 * 5/12 = 16.67 -> 16.67 + 0 + 30 = 46.67, rounded 47 (orange); rate 42 %.
    await insert(
      ...Array.from({ length: 7 }, (_, i) => ({
        status: "pending",
        scheduledAt: new Date(now.getTime() - (i + 1) * HOUR),
        createdAt: new Date(now.getTime() - HOUR),
      })),
      ...Array.from({ length: 5 }, () => ({
        status: "completed",
        activityType: "completed",
        createdAt: new Date(now.getTime() - HOUR),
      })),
    );
    const hub = await getActivityHub(t.services.db, admin, clock);
    expect([hub.score, hub.scoreBand, hub.completionRate]).toEqual([47, "orange", 42]);
    expect(hub.tiles.overdue).toBe(7);
  });

  it("reaches green with everything done on time and a busy week, and red with nothing at all", async () => {
    expect((await getActivityHub(t.services.db, admin, clock)).score).toBe(30);
    await insert(
      ...Array.from({ length: 10 }, () => ({
        status: "completed",
        activityType: "completed",
        createdAt: new Date(now.getTime() - HOUR),
      })),
    );
    const hub = await getActivityHub(t.services.db, admin, clock);
    expect([hub.score, hub.scoreBand, hub.byStatus]).toEqual([100, "green", { completed: 10 }]);
  });
});

describe("writing activities", () => {
  const zone = "Europe/London";
  const form = (fields: Record<string, string>) => activityFormSchema(zone).parse(fields);

  it("says which field a type needs, in the spec's words", () => {
    const errors = activityFormSchema(zone).safeParse({
      activityType: "scheduled",
      contactMethod: "phone",
      followUpRequired: "on",
    });
    expect(errors.success).toBe(false);
    const messages = errors.error!.issues.map((i) => i.message);
    expect(messages).toEqual([activityMessages.scheduledAt, activityMessages.nextFollowUpDate]);
    expect(
      activityFormSchema(zone)
        .safeParse({})
        .error!.issues.map((i) => i.message),
    ).toEqual(["Activity type is required", "Contact method is required"]);
    expect(activityCompletionSchema.safeParse({ durationMinutes: "2.5" }).error!.issues[0]!.message).toBe(
      activityMessages.duration,
    );
  });

  it("creates, edits, completes and deletes; completing stops the lead's 48-hour clock", async () => {
    const consultation = await makeConsultation(t.services.db);
    const { id } = await createActivity(
      t.services.db,
      admin,
      form({
        activityType: "scheduled",
        contactMethod: "phone",
        scheduledAt: "2026-03-11T09:00",
        consultationId: consultation.id,
        subject: "Call",
      }),
    );
    const stored = await getActivity(t.services.db, admin, id);
    expect(stored).toMatchObject({
      status: "pending",
      priority: "normal",
      scheduledAt: new Date("2026-03-11T09:00:00Z"),
    });
    expect(stored!.consultationContactName).toBe(`${consultation.firstName} ${consultation.lastName}`);

    await updateActivity(
      t.services.db,
      admin,
      id,
      form({
        activityType: "scheduled",
        contactMethod: "email",
        scheduledAt: "2026-03-12T10:30",
        consultationId: consultation.id,
      }),
    );
    expect((await getActivity(t.services.db, admin, id))!.contactMethod).toBe("email");

    const at = new Date("2026-03-12T10:45:00Z");
    await completeActivity(
      t.services.db,
      admin,
      id,
      activityCompletionSchema.parse({ outcome: "successful", durationMinutes: "12", notes: "Spoke" }),
      at,
    );
    const [done] = await t.services.db.select().from(contactActivities).where(eq(contactActivities.id, id));
    expect(done).toMatchObject({
      status: "completed",
      completedAt: at,
      completedByUserId: admin.id,
      outcome: "successful",
      durationMinutes: 12,
      notes: "Spoke",
    });
    const [contacted] = await t.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, consultation.id));
    expect(contacted!.firstContactAt).toEqual(at);
    await expect(
      completeActivity(t.services.db, admin, id, activityCompletionSchema.parse({})),
    ).rejects.toMatchObject({ code: "conflict" });

    await deleteActivity(t.services.db, admin, id);
    expect(await getActivity(t.services.db, admin, id)).toBeNull();
    const [again] = await t.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, consultation.id));
    expect(again!.firstContactAt).toBeNull();
  });

  it("keeps a scheduled activity's planned duration: the quick call's 15 min, a template's 30", async () => {
    const consultation = await makeConsultation(t.services.db);
    const planned = async (prefill: ActivityPrefill) => {
      const { id } = await createActivity(
        t.services.db,
        admin,
        form({
          activityType: "scheduled",
          contactMethod: prefill.contactMethod!,
          scheduledAt: "2026-03-11T09:00",
          durationMinutes: String(prefill.durationMinutes),
          consultationId: consultation.id,
        }),
      );
      return id;
    };
    const call = await planned(quickSchedulePrefill("call", { id: consultation.id, name: "Lead" }));
    const meeting = await planned(templatePrefill(templateById("consultation-call")!, null));
    expect((await getActivity(t.services.db, admin, call))!.durationMinutes).toBe(15);
    expect((await getActivity(t.services.db, admin, meeting))!.durationMinutes).toBe(30);
    // Edited to 20 while still scheduled; cancelled (no duration field shown), it keeps what it had.
    const edit = (fields: Record<string, string>) =>
      updateActivity(t.services.db, admin, call, form({ contactMethod: "phone", ...fields }));
    await edit({ activityType: "scheduled", scheduledAt: "2026-03-11T09:00", durationMinutes: "20" });
    expect((await getActivity(t.services.db, admin, call))!.durationMinutes).toBe(20);
    await edit({ activityType: "cancelled" });
    expect((await getActivity(t.services.db, admin, call))!.durationMinutes).toBe(20);
  });

  it("does not stop the clock for an attempt that did not reach the person", async () => {
    const consultation = await makeConsultation(t.services.db);
    const [row] = await insert({
      consultationId: consultation.id,
      status: "pending",
      scheduledAt: new Date(),
    });
    await completeActivity(
      t.services.db,
      admin,
      row!.id,
      activityCompletionSchema.parse({ outcome: "no_response" }),
    );
    const [waiting] = await t.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, consultation.id));
    expect(waiting!.firstContactAt).toBeNull();
  });

  it("refuses a related lead that does not exist, changing nothing", async () => {
    await expect(
      createActivity(
        t.services.db,
        admin,
        form({
          activityType: "scheduled",
          contactMethod: "phone",
          scheduledAt: "2026-03-11T09:00",
          consultationId: "00000000-0000-4000-8000-00000000dead",
        }),
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(await t.services.db.$count(contactActivities)).toBe(0);
  });
});

describe("authorization", () => {
  it("names a member in the contact picker by first and last name, else the account's name, else the e-mail", async () => {
    const tag = `ynez${Date.now()}`;
    await t.services.db.insert(profiles).values([
      { email: `${tag}-c@example.com`, firstName: "Ynez", lastName: "Quayle", name: "Y Q" },
      { email: `${tag}-b@example.com`, name: "Ynez Account" },
      { email: `${tag}-a@example.com`, name: "" },
    ]);
    const found = await searchActivityContacts(t.services.db, admin, "member", tag);
    expect(found.map((c) => c.name)).toEqual([`${tag}-a@example.com`, "Ynez Account", "Ynez Quayle"]);
  });

  it("refuses members and signed-out callers for every read and write", async () => {
    const [row] = await insert({ status: "pending" });
    const clock = { now: new Date(), timeZone: "Europe/London" };
    const valid = activityFormSchema("Europe/London").parse({
      activityType: "cancelled",
      contactMethod: "phone",
    });
    for (const actor of [person("member"), null] as SessionUser[]) {
      const calls = [
        () =>
          listActivitiesPage(
            t.services.db,
            actor,
            parseTableQuery(new URLSearchParams(), activityTable(clock)),
            clock,
          ),
        () => getActivityHub(t.services.db, actor, clock),
        () => getActivity(t.services.db, actor, row!.id),
        () => listAssignableAdmins(t.services.db, actor),
        () => searchActivityContacts(t.services.db, actor, "lead", "ab"),
        () => createActivity(t.services.db, actor, valid),
        () => updateActivity(t.services.db, actor, row!.id, valid),
        () => completeActivity(t.services.db, actor, row!.id, activityCompletionSchema.parse({})),
        () => deleteActivity(t.services.db, actor, row!.id),
      ];
      for (const call of calls) await expect(call()).rejects.toMatchObject(forbidden);
    }
    expect(await getActivity(t.services.db, admin, row!.id)).toMatchObject({ status: "pending" });
  });
});
