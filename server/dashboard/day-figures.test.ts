// What the dashboard's stored figures rest on (decision 154), kept by triggers in the same transaction
// as every write: consultations.consultation_held_at (the funnel rule of core/dashboard/funnel-rules.ts,
// method by method and outcome by outcome), and lead_day_figures and activity_day_figures, which after
// every write path (activity create, edit, complete, delete, a lead's conversion, erasure, the retention
// job) must equal the figures counted again from the tables.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSULTATION_METHODS, PROMISE_HOURS, UNREACHED_OUTCOMES } from "#core/dashboard/funnel-rules.ts";
import { activityOutcomes, contactMethods } from "#core/enums.ts";
import { activityCompletionSchema, activityFormSchema } from "#core/leads/activities/activity-schema.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { consultations, contactActivities } from "#server/db/schema.ts";
import { completeActivity } from "#server/leads/activities/complete-activity.ts";
import { createActivity } from "#server/leads/activities/create-activity.ts";
import { deleteActivity } from "#server/leads/activities/delete-activity.ts";
import { updateActivity } from "#server/leads/activities/update-activity.ts";
import { convertConsultationToMember } from "#server/leads/consultations/convert-consultation-to-member.ts";
import { erasePerson } from "#server/privacy/erase-person.ts";
import { eraseDueLeads } from "#server/privacy/lead-retention.ts";
import { makeConsultation, makeProgram } from "#server/seed/factories.ts";
import { makeAdminActor } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let admin: SessionUser;
let programId: string;
const db = () => t.services.db;
const form = (fields: Record<string, string>) => activityFormSchema("UTC").parse(fields);

beforeAll(async () => {
  t = await createTestContext({ LEAD_RETENTION_MONTHS: "6" });
  admin = await makeAdminActor(t.services);
  programId = (await makeProgram(db(), { name: `Figures ${Date.now()}` })).id;
});
afterAll(() => t.close());

const heldAt = async (id: string) =>
  (await db().select().from(consultations).where(eq(consultations.id, id)))[0]?.consultationHeldAt ?? null;

/** The stored figures, zero rows left out, against the same figures counted from the tables. */
async function expectFiguresExact() {
  const leads = await db().execute(sql`
    SELECT day::text, program_id, applied, contacted, held, converted, kept FROM lead_day_figures
    WHERE applied <> 0 OR contacted <> 0 OR held <> 0 OR converted <> 0 OR kept <> 0
    ORDER BY 1, 2`);
  const counted = await db().execute(sql`
    SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, program_id, count(*)::int AS applied,
      count(*) FILTER (WHERE first_contact_at IS NOT NULL)::int AS contacted,
      count(*) FILTER (WHERE first_contact_at IS NOT NULL AND consultation_held_at IS NOT NULL)::int AS held,
      count(*) FILTER (WHERE member_id IS NOT NULL)::int AS converted,
      count(*) FILTER (WHERE first_contact_at <= created_at + make_interval(hours => ${PROMISE_HOURS}))::int AS kept
    FROM consultations GROUP BY 1, 2 ORDER BY 1, 2`);
  expect(leads.rows).toEqual(counted.rows);
  const activities = await db().execute(sql`
    SELECT day::text, operator_id, contact_method, completed FROM activity_day_figures
    WHERE completed <> 0 ORDER BY 1, 2, 3`);
  const completed = await db().execute(sql`
    SELECT (completed_at AT TIME ZONE 'UTC')::date::text AS day,
      coalesce(completed_by_user_id, assigned_to_user_id) AS operator_id, contact_method, count(*)::int AS completed
    FROM contact_activities WHERE status = 'completed' AND completed_at IS NOT NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  expect(activities.rows).toEqual(completed.rows);
}

describe("consultation_held_at", () => {
  it("follows the funnel's rule for every contact method and outcome", async () => {
    const cases = contactMethods.flatMap((method) =>
      [null, ...activityOutcomes].map((outcome) => ({ method, outcome })),
    );
    const leads = await Promise.all(cases.map(() => makeConsultation(db(), { programId })));
    const completedAt = new Date("2026-05-04T10:00:00Z");
    // One statement for all of them, as a bulk load would write.
    await db()
      .insert(contactActivities)
      .values(
        cases.map((c, i) => ({
          consultationId: leads[i]!.id,
          activityType: "completed",
          status: "completed",
          contactMethod: c.method,
          outcome: c.outcome,
          completedAt,
        })),
      );
    const held = (c: (typeof cases)[number]) =>
      (CONSULTATION_METHODS as readonly string[]).includes(c.method) &&
      !(c.outcome !== null && (UNREACHED_OUTCOMES as readonly string[]).includes(c.outcome));
    const stored = await Promise.all(leads.map((l) => heldAt(l.id)));
    expect(cases.map((c, i) => [c.method, c.outcome, stored[i]])).toEqual(
      cases.map((c) => [c.method, c.outcome, held(c) ? completedAt : null]),
    );
    expect(cases.some(held)).toBe(true);
    expect(cases.every(held)).toBe(false);
    await expectFiguresExact();
  });

  it("is kept by every activity write: create, edit, complete and delete", async () => {
    const lead = await makeConsultation(db(), { programId, createdAt: new Date("2026-03-10T08:00:00Z") });
    await expectFiguresExact();
    const { id } = await createActivity(
      db(),
      admin,
      form({
        activityType: "completed",
        status: "completed",
        contactMethod: "phone",
        completedAt: "2026-03-11T09:00",
        outcome: "successful",
        consultationId: lead.id,
      }),
    );
    expect(await heldAt(lead.id)).toEqual(new Date("2026-03-11T09:00:00Z"));
    await expectFiguresExact();

    // An e-mail holds no consultation: the edit clears it.
    await updateActivity(
      db(),
      admin,
      id,
      form({
        activityType: "completed",
        status: "completed",
        contactMethod: "email",
        completedAt: "2026-03-11T09:00",
        outcome: "successful",
        consultationId: lead.id,
      }),
    );
    expect(await heldAt(lead.id)).toBeNull();
    await expectFiguresExact();

    const call = await createActivity(
      db(),
      admin,
      form({
        activityType: "scheduled",
        contactMethod: "video_call",
        scheduledAt: "2026-03-12T09:00",
        consultationId: lead.id,
      }),
    );
    expect(await heldAt(lead.id)).toBeNull();
    const at = new Date("2026-03-12T09:30:00Z");
    await completeActivity(
      db(),
      admin,
      call.id,
      activityCompletionSchema.parse({ outcome: "interested" }),
      at,
    );
    expect(await heldAt(lead.id)).toEqual(at);
    await expectFiguresExact();

    await deleteActivity(db(), admin, call.id);
    expect(await heldAt(lead.id)).toBeNull();
    await expectFiguresExact();
    await deleteActivity(db(), admin, id);
    await expectFiguresExact();
  });
});

describe("the day figures", () => {
  it("count a lead's conversion", async () => {
    const lead = await makeConsultation(db(), { programId, email: `figures.${Date.now()}@example.com` });
    await db().insert(contactActivities).values({
      consultationId: lead.id,
      activityType: "completed",
      contactMethod: "phone",
      status: "completed",
      completedAt: new Date(),
      outcome: "converted",
    });
    await expectFiguresExact();
    const { memberId } = await convertConsultationToMember(t.services, admin, lead.id);
    expect(memberId).toBeTruthy();
    const [row] = await db()
      .execute<{ converted: number }>(sql`
      SELECT converted FROM lead_day_figures
      WHERE day = (${lead.createdAt.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date AND program_id = ${programId}`)
      .then((r) => r.rows);
    expect(row!.converted).toBeGreaterThanOrEqual(1);
    await expectFiguresExact();
  });

  it("lose an erased lead, by an admin's request and by the retention job", async () => {
    const erased = await makeConsultation(db(), { programId });
    await db().insert(contactActivities).values({
      consultationId: erased.id,
      activityType: "completed",
      contactMethod: "zoom",
      status: "completed",
      completedAt: new Date(),
      completedByUserId: admin.id,
    });
    await expectFiguresExact();
    await erasePerson(t.services, admin, { kind: "lead", id: erased.id });
    expect(await db().$count(consultations, eq(consultations.id, erased.id))).toBe(0);
    await expectFiguresExact();

    // Due: untouched since 2020 (retention counts from the last contact, decision 175).
    const applied = new Date("2020-01-06T10:00:00Z");
    const called = new Date("2020-01-07T10:00:00Z");
    const due = await makeConsultation(db(), { programId, createdAt: applied, updatedAt: applied });
    await db().insert(contactActivities).values({
      consultationId: due.id,
      activityType: "completed",
      contactMethod: "phone",
      status: "completed",
      completedAt: called,
      createdAt: called,
      updatedAt: called,
    });
    await expectFiguresExact();
    expect(await eraseDueLeads(t.services)).toBeGreaterThanOrEqual(1);
    expect(await db().$count(consultations, eq(consultations.id, due.id))).toBe(0);
    await expectFiguresExact();
  });
});
