// Every dashboard figure on both databases against a fixture whose answers are counted by hand
// (decision 147): now is Wednesday 15 July 2026 10:00 UTC, the range the last 7 days (9 to 15 July),
// the previous period 2 to 8 July.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDateRange } from "#core/dashboard/date-range.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import {
  achievementDefinitions,
  contactActivities,
  memberAchievements,
  memberEventBookings,
  memberProgramRegistrations,
} from "#server/db/schema.ts";
import { makeConsultation, makeProgram, makeTrainingEvent } from "#server/seed/factories.ts";
import { makeAdminActor, makeMemberActor } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { type DashboardInsights, getDashboardInsights } from "./get-dashboard-insights.ts";

const now = new Date("2026-07-15T10:00:00Z");
const at = (iso: string) => new Date(`2026-${iso}:00Z`);
let t: TestContext;
let admin: SessionUser;
let figures: DashboardInsights;
let upcomingId: string;

beforeAll(async () => {
  t = await createTestContext();
  const { db } = t.services;
  admin = await makeAdminActor(t.services);
  const [m1, m2, m3, m4] = await Promise.all([1, 2, 3, 4].map(() => makeMemberActor(t.services)));
  const alpha = await makeProgram(db, { name: "Alpha" });
  const bravo = await makeProgram(db, { name: "Bravo" });

  // Leads: L1 kept and converted, with a call; L2 contacted late by e-mail; L3 overdue; L4 still
  // waiting (2 hours old); P1 the previous period's, kept, with a call; O1 long before, never contacted.
  const l1 = await makeConsultation(db, {
    programId: alpha.id,
    createdAt: at("07-09T10:00"),
    firstContactAt: at("07-10T09:00"),
    memberId: m1!.id,
  });
  const l2 = await makeConsultation(db, {
    programId: alpha.id,
    createdAt: at("07-10T12:00"),
    firstContactAt: at("07-13T12:00"),
  });
  await makeConsultation(db, { programId: bravo.id, createdAt: at("07-13T08:00") });
  await makeConsultation(db, { programId: null, createdAt: at("07-15T08:00") });
  const p1 = await makeConsultation(db, {
    programId: bravo.id,
    createdAt: at("07-03T10:00"),
    firstContactAt: at("07-03T12:00"),
  });
  await makeConsultation(db, { programId: alpha.id, createdAt: at("06-01T10:00") });

  const activity = { activityType: "completed", status: "completed" } as const;
  await db.insert(contactActivities).values([
    {
      ...activity,
      consultationId: l1.id,
      contactMethod: "phone",
      outcome: "successful",
      completedAt: at("07-10T09:00"),
      completedByUserId: admin.id,
    },
    {
      ...activity,
      consultationId: l2.id,
      contactMethod: "email",
      outcome: "interested",
      completedAt: at("07-13T12:00"),
      assignedToUserId: admin.id,
    },
    {
      ...activity,
      consultationId: p1.id,
      contactMethod: "phone",
      outcome: "successful",
      completedAt: at("07-03T12:00"),
    },
    { consultationId: l2.id, contactMethod: "phone", scheduledAt: at("07-14T09:00") },
    { consultationId: l2.id, contactMethod: "phone", scheduledAt: at("07-20T09:00") },
  ]);

  // Training: E1 (this period) with attended, absent, no-show and cancelled bookings; E2 (previous);
  // E3 upcoming, 2 of 10 seats and one waiting; E4 upcoming but cancelled.
  const event = (title: string, eventType: string, start: string, extra = {}) =>
    makeTrainingEvent(db, {
      title,
      eventType,
      startTime: at(start),
      endTime: new Date(at(start).getTime() + 3_600_000),
      ...extra,
    });
  const e1 = await event("E1", "training", "07-10T09:00");
  const e2 = await event("E2", "workshop", "07-05T09:00");
  const e3 = await event("E3", "assessment", "07-20T09:00", { maxCapacity: 10, currentCapacity: 2 });
  await event("E4", "training", "07-21T09:00", { status: "cancelled" });
  upcomingId = e3.id;
  await db.insert(memberEventBookings).values([
    { eventId: e1.id, memberId: m1!.id, attendanceStatus: "attended" },
    { eventId: e1.id, memberId: m2!.id, attendanceStatus: "absent" },
    { eventId: e1.id, memberId: m3!.id, bookingStatus: "cancelled" },
    { eventId: e1.id, memberId: m4!.id, bookingStatus: "no_show" },
    { eventId: e2.id, memberId: m1!.id, attendanceStatus: "attended" },
    { eventId: e3.id, memberId: m1!.id },
    { eventId: e3.id, memberId: m3!.id },
    { eventId: e3.id, memberId: m2!.id, bookingStatus: "waitlist" },
  ]);

  // Members: two registrations this period (Alpha: active 40%, pending), one before (Bravo,
  // completed), one long ago (Bravo, active 80%): average progress of the active ones, 60.
  await db.insert(memberProgramRegistrations).values([
    {
      memberId: m1!.id,
      programId: alpha.id,
      status: "active",
      progressPercentage: 40,
      registrationDate: at("07-10T10:00"),
    },
    { memberId: m2!.id, programId: alpha.id, status: "pending", registrationDate: at("07-11T10:00") },
    {
      memberId: m4!.id,
      programId: bravo.id,
      status: "completed",
      progressPercentage: 100,
      registrationDate: at("07-05T10:00"),
    },
    {
      memberId: m3!.id,
      programId: bravo.id,
      status: "active",
      progressPercentage: 80,
      registrationDate: at("06-01T10:00"),
    },
  ]);
  const [badge] = await db
    .insert(achievementDefinitions)
    .values({
      name: "First",
      description: "d",
      icon: "star",
      category: "c",
      badgeColor: "#fff",
      rule: "events_attended",
    })
    .returning();
  await db.insert(memberAchievements).values([
    { memberId: m1!.id, achievementId: badge!.id, earnedAt: at("07-10T10:00") },
    { memberId: m2!.id, achievementId: badge!.id, earnedAt: at("07-12T10:00") },
    { memberId: m3!.id, achievementId: badge!.id, earnedAt: at("07-05T10:00") },
  ]);

  figures = await getDashboardInsights(
    db,
    admin,
    parseDateRange(new URLSearchParams("range=7"), "UTC", now),
    "UTC",
    now,
  );
}, 60_000);
afterAll(() => t.close());

describe("leads", () => {
  it("counts applications per week by program", () => {
    expect(figures.applications).toEqual([
      { week: "2026-07-06", program: "Alpha", n: 2 },
      { week: "2026-07-13", program: "Bravo", n: 1 },
      { week: "2026-07-13", program: null, n: 1 },
    ]);
  });

  it("follows the period's applicants down the funnel, and the previous period's", () => {
    expect(figures.funnel).toEqual({
      current: { applied: 4, contacted: 2, held: 1, converted: 1 },
      previous: { applied: 1, contacted: 1, held: 1, converted: 0 },
    });
  });

  it("shares the 48-hour promise kept per week among the decided leads", () => {
    expect(figures.promise.weeks).toEqual([
      { week: "2026-07-06", decided: 2, kept: 1 },
      { week: "2026-07-13", decided: 1, kept: 0 },
    ]);
    expect([figures.promise.current, figures.promise.previous]).toEqual([
      { decided: 3, kept: 1 },
      { decided: 1, kept: 1 },
    ]);
    // Now, whatever the range: L3 (50 hours old) and O1, uncontacted, are overdue; L4 (2 hours) is not at risk yet.
    expect(figures.promise.now).toEqual({ atRisk: 0, overdue: 2 });
  });
});

describe("follow-up work", () => {
  it("counts completed activities per operator and method, the previous total and overdue now", () => {
    expect(figures.followUps).toEqual({
      byOperator: [{ operator: admin.email, n: 2 }],
      byMethod: [
        { method: "email", n: 1 },
        { method: "phone", n: 1 },
      ],
      current: 2,
      previous: 1,
      overdue: 1,
    });
  });
});

describe("training", () => {
  it("counts bookings, attendance and no-shows per event type, seats filled and the waitlist", () => {
    expect(figures.training.byType).toEqual([{ type: "training", bookings: 3, attended: 1, noShows: 2 }]);
    expect(figures.training.current).toEqual({ bookings: 3, attended: 1, noShows: 2 });
    expect(figures.training.previous).toEqual({ bookings: 1, attended: 1, noShows: 0 });
    expect(figures.training.upcoming).toEqual([
      { id: upcomingId, title: "E3", start: "2026-07-20T09:00:00Z", booked: 2, capacity: 10, waitlist: 1 },
    ]);
    expect(figures.training.waitlist).toBe(1);
  });
});

describe("members", () => {
  it("counts registrations by status per program, average progress and achievements per month", () => {
    expect(figures.members).toEqual({
      byProgram: [
        { program: "Alpha", status: "active", n: 1 },
        { program: "Alpha", status: "pending", n: 1 },
      ],
      registrations: { current: 2, previous: 1 },
      averageProgress: 60,
      active: 2,
      achievementsPerMonth: [{ month: "2026-07", n: 2 }],
      achievements: { current: 2, previous: 1 },
    });
  });
});

describe("the range", () => {
  it("changes every figure when the range does", async () => {
    const year = await getDashboardInsights(
      t.services.db,
      admin,
      parseDateRange(new URLSearchParams("range=year"), "UTC", now),
      "UTC",
      now,
    );
    expect(year.funnel.current.applied).toBe(6);
    expect(year.members.achievementsPerMonth).toEqual([{ month: "2026-07", n: 3 }]);
    expect(year.members.registrations.current).toBe(4);
  });

  it("refuses a member", async () => {
    const member = await makeMemberActor(t.services);
    await expect(
      getDashboardInsights(
        t.services.db,
        member,
        parseDateRange(new URLSearchParams(), "UTC", now),
        "UTC",
        now,
      ),
    ).rejects.toMatchObject({ code: "forbidden" });
  });
});
