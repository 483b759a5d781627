// The rules engine: achievements earned from real events, counted from the member's rows, awarded once
// per member and definition in the event's own transaction, even when events arrive at the same time.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AchievementRule } from "#core/members/achievements/achievement-rules.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import {
  achievementDefinitions,
  achievementProgress,
  memberAchievements,
  memberEventBookings,
  memberProgramRegistrations,
} from "#server/db/schema.ts";
import { updateOwnProfile } from "#server/members/profiles/update-own-profile.ts";
import { registerForProgram } from "#server/members/registrations/register-for-program.ts";
import { approveRegistration } from "#server/members/registrations/registration-decision.ts";
import { completeRegistration } from "#server/members/registrations/registration-progress.ts";
import { makeProgram, makeTrainingEvent, uniqueSuffix } from "#server/seed/factories.ts";
import { makeAdminActor, makeMemberActor } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { getMemberAchievements } from "./get-member-achievements.ts";
import { recordAchievementEvent, refreshAchievements } from "./record-achievement-event.ts";

let t: TestContext;
let admin: SessionUser;
const ids: Record<string, string> = {};

async function define(
  key: string,
  rule: AchievementRule,
  target: number,
  extra: { isActive?: boolean; points?: number } = {},
) {
  const [row] = await t.services.db
    .insert(achievementDefinitions)
    .values({
      name: `${key} ${uniqueSuffix()}`,
      description: `${key} description`,
      icon: "award",
      points: extra.points ?? target * 10,
      rarity: "common",
      category: "test",
      badgeColor: "#b08d57",
      isActive: extra.isActive ?? true,
      rule,
      target,
    })
    .returning({ id: achievementDefinitions.id });
  ids[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeAdminActor(t.services);
  await define("approvedOnce", "registrations_approved", 1);
  await define("approvedThrice", "registrations_approved", 3);
  await define("graduate", "programs_completed", 1, { points: 150 });
  await define("twoGraduations", "programs_completed", 2);
  await define("attendedOnce", "events_attended", 1);
  await define("profile", "profile_completed", 1);
  await define("retired", "registrations_approved", 1, { isActive: false });
});
afterAll(() => t.close());

const earnedBy = async (memberId: string) =>
  (
    await t.services.db
      .select({ id: memberAchievements.achievementId })
      .from(memberAchievements)
      .where(eq(memberAchievements.memberId, memberId))
  ).map((r) => r.id);
const progressOf = async (memberId: string, key: string) =>
  (
    await t.services.db
      .select()
      .from(achievementProgress)
      .where(
        and(eq(achievementProgress.memberId, memberId), eq(achievementProgress.achievementId, ids[key]!)),
      )
  )[0];

async function activeRegistration(member: SessionUser) {
  const program = await makeProgram(t.services.db);
  const { id } = await registerForProgram(t.services.db, member, program.id);
  await approveRegistration(t.services, admin, id);
  return id;
}

describe("achievements earned from events", () => {
  it("awards on approval and completion, keeps progress, never awards a retired definition", async () => {
    const member = await makeMemberActor(t.services);
    const first = await activeRegistration(member);
    expect(await earnedBy(member.id)).toEqual([ids.approvedOnce]);
    expect(await progressOf(member.id, "approvedThrice")).toMatchObject({ currentValue: 1, targetValue: 3 });

    const { earned } = await completeRegistration(t.services, admin, first);
    expect(earned.map((e) => e.id)).toEqual([ids.graduate]);
    expect(await progressOf(member.id, "twoGraduations")).toMatchObject({ currentValue: 1, targetValue: 2 });
    // A completed registration still counts as approved.
    await activeRegistration(member);
    expect(await progressOf(member.id, "approvedThrice")).toMatchObject({ currentValue: 2 });
    expect(await earnedBy(member.id)).not.toContain(ids.retired);
  });

  it("counts a completed profile, and events attended once the schedule emits them", async () => {
    const member = await makeMemberActor(t.services, { phone: null });
    await updateOwnProfile(t.services.db, member, { firstName: "Ada", lastName: "Byron", phone: null });
    expect(await earnedBy(member.id)).toEqual([]);
    const { earned } = await updateOwnProfile(t.services.db, member, {
      firstName: "Ada",
      lastName: "Byron",
      phone: "+44 20 7946 0999",
    });
    expect(earned.map((e) => e.id)).toEqual([ids.profile]);

    // The training schedule marks attendance and emits event_attended in the same transaction.
    const event = await makeTrainingEvent(t.services.db);
    const awarded = await t.services.db.transaction(async (tx) => {
      await tx
        .insert(memberEventBookings)
        .values({ memberId: member.id, eventId: event.id, attendanceStatus: "attended" });
      return recordAchievementEvent(tx, member.id, "event_attended");
    });
    expect(awarded.map((e) => e.id)).toEqual([ids.attendedOnce]);
  });

  it("rolls the award back with the event that earned it", async () => {
    const member = await makeMemberActor(t.services);
    const program = await makeProgram(t.services.db);
    const { id } = await registerForProgram(t.services.db, member, program.id);
    await approveRegistration(t.services, admin, id);
    const failed = t.services.db.transaction(async (tx) => {
      // The completion and its award happen, then the transaction fails.
      await tx
        .update(memberProgramRegistrations)
        .set({ status: "completed" })
        .where(eq(memberProgramRegistrations.id, id));
      expect((await recordAchievementEvent(tx, member.id, "program_completed")).map((e) => e.id)).toEqual([
        ids.graduate,
      ]);
      throw new Error("the event's transaction failed");
    });
    await expect(failed).rejects.toThrow("the event's transaction failed");
    expect(await earnedBy(member.id)).not.toContain(ids.graduate);
  });
});

describe("under concurrency", () => {
  it("awards exactly once when the same event is recorded many times at once", async () => {
    const member = await makeMemberActor(t.services);
    await activeRegistration(member);
    const rounds = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.services.db.transaction((tx) =>
          refreshAchievements(tx, member.id, ["programs_completed", "registrations_approved"]),
        ),
      ),
    );
    expect(rounds.flat()).toEqual([]); // approvedOnce was already awarded by the approval itself
    expect((await earnedBy(member.id)).filter((id) => id === ids.approvedOnce)).toHaveLength(1);
  });

  it("counts two completions committed at the same time as two, and awards once", async () => {
    const member = await makeMemberActor(t.services);
    const [a, b] = [await activeRegistration(member), await activeRegistration(member)];
    const outcomes = await Promise.all([
      completeRegistration(t.services, admin, a),
      completeRegistration(t.services, admin, b),
    ]);
    const awarded = outcomes.flatMap((o) => o.earned.map((e) => e.id));
    // Each achievement went to exactly one of the two transactions.
    expect(awarded.filter((id) => id === ids.graduate)).toHaveLength(1);
    expect(awarded.filter((id) => id === ids.twoGraduations)).toHaveLength(1);
    expect(await progressOf(member.id, "twoGraduations")).toMatchObject({ currentValue: 2, targetValue: 2 });
    const earned = await earnedBy(member.id);
    expect(earned.filter((id) => id === ids.twoGraduations)).toHaveLength(1);
  });
});

describe("the Achievements page's data", () => {
  it("shows earned, in progress, available by points and completion, for the member only", async () => {
    const member = await makeMemberActor(t.services);
    const other = await makeMemberActor(t.services);
    const registration = await activeRegistration(member);
    await completeRegistration(t.services, admin, registration);
    await activeRegistration(other);

    const page = await getMemberAchievements(t.services.db, member);
    expect(page.earned!.map((e) => e.id).sort()).toEqual([ids.approvedOnce, ids.graduate].sort());
    expect(page.earned![0]?.earnedAt).toBeInstanceOf(Date);
    expect(page.inProgress!.map((p) => p.id).sort()).toEqual([ids.approvedThrice, ids.twoGraduations].sort());
    expect(page.inProgress!.find((p) => p.id === ids.twoGraduations)).toMatchObject({
      currentValue: 1,
      targetValue: 2,
      requirement: "Complete 2 programs",
    });
    const points = page.available!.map((a) => a.points);
    expect(points).toEqual([...points].sort((x, y) => y - x));
    expect(page.available!.map((a) => a.id)).not.toContain(ids.retired);
    expect(page).toMatchObject({ total: 6, earnedCount: 2, completion: 33 });
    await expect(getMemberAchievements(t.services.db, admin)).rejects.toMatchObject({ code: "forbidden" });
  });
});
