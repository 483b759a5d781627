// The achievements rules engine. An event (a registration approved, a program completed, an event
// attended, a profile saved) re-counts the rules it can move from the member's real rows, keeps their
// progress current and awards every active definition whose target is reached: once (unique per member
// and definition), in the caller's transaction, so the award commits or rolls back with the event.
//
// Counting from the rows (rather than adding one per event) makes a repeated or replayed event harmless
// and lets a new definition catch up with history. Two transactions counting for the same member at
// once could each miss the other's uncommitted row, so the count runs under a per-member advisory lock
// taken after the event's own write: the second waits, then counts what the first committed.
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  type AchievementEvent,
  type AchievementRule,
  achievementEvents,
  profileCompleteness,
} from "#core/members/achievements/achievement-rules.ts";
import {
  achievementDefinitions,
  achievementProgress,
  memberAchievements,
  memberEventBookings,
  memberProgramRegistrations,
  profiles,
} from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";

/** The advisory-lock namespace of achievement counting (the second key is the member). */
const ACHIEVEMENT_LOCK = 7_202_612;

export type EarnedAchievement = { id: string; name: string; points: number };

async function countRule(tx: Transaction, memberId: string, rule: AchievementRule): Promise<number> {
  const registrations = (statuses: string[]) =>
    tx.$count(
      memberProgramRegistrations,
      and(
        eq(memberProgramRegistrations.memberId, memberId),
        inArray(memberProgramRegistrations.status, statuses),
      ),
    );
  switch (rule) {
    // Approved: active now, or completed since (approval is the only way to active).
    case "registrations_approved":
      return registrations(["active", "completed"]);
    case "programs_completed":
      return registrations(["completed"]);
    case "events_attended":
      return tx.$count(
        memberEventBookings,
        and(eq(memberEventBookings.memberId, memberId), eq(memberEventBookings.attendanceStatus, "attended")),
      );
    case "profile_completed": {
      const [profile] = await tx
        .select({ firstName: profiles.firstName, lastName: profiles.lastName, phone: profiles.phone })
        .from(profiles)
        .where(eq(profiles.id, memberId));
      return profile ? profileCompleteness(profile) : 0;
    }
  }
}

/**
 * Re-counts the given rules for one member, updates their progress and awards what is now reached.
 * Answers the achievements this call awarded (empty when nothing new was earned).
 */
export async function refreshAchievements(
  tx: Transaction,
  memberId: string,
  rules: readonly AchievementRule[],
): Promise<EarnedAchievement[]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ACHIEVEMENT_LOCK}, hashtext(${memberId}))`);
  const definitions = await tx
    .select({
      id: achievementDefinitions.id,
      name: achievementDefinitions.name,
      points: achievementDefinitions.points,
      rule: achievementDefinitions.rule,
      target: achievementDefinitions.target,
    })
    .from(achievementDefinitions)
    .where(and(eq(achievementDefinitions.isActive, true), inArray(achievementDefinitions.rule, [...rules])));
  if (definitions.length === 0) return [];

  const counts = new Map<string, number>();
  for (const rule of new Set(definitions.map((d) => d.rule as AchievementRule)))
    counts.set(rule, await countRule(tx, memberId, rule));
  const valued = definitions.map((d) => ({ ...d, value: counts.get(d.rule) ?? 0 }));

  // A count of zero with no row yet needs none: "in progress" starts above zero.
  const progressRows = valued.filter((d) => d.value > 0);
  if (progressRows.length > 0)
    await tx
      .insert(achievementProgress)
      .values(
        progressRows.map((d) => ({
          memberId,
          achievementId: d.id,
          currentValue: d.value,
          targetValue: d.target,
        })),
      )
      .onConflictDoUpdate({
        target: [achievementProgress.memberId, achievementProgress.achievementId],
        set: {
          currentValue: sql`excluded.current_value`,
          targetValue: sql`excluded.target_value`,
          lastUpdated: sql`now()`,
        },
        // Unchanged counts keep their last_updated, so "recently moved" means moved.
        setWhere: sql`${achievementProgress.currentValue} <> excluded.current_value OR ${achievementProgress.targetValue} <> excluded.target_value`,
      });
  const fallen = valued.filter((d) => d.value === 0).map((d) => d.id);
  if (fallen.length > 0)
    await tx
      .update(achievementProgress)
      .set({ currentValue: 0, lastUpdated: sql`now()` })
      .where(
        and(
          eq(achievementProgress.memberId, memberId),
          inArray(achievementProgress.achievementId, fallen),
          sql`${achievementProgress.currentValue} <> 0`,
        ),
      );

  const reached = valued.filter((d) => d.value >= d.target);
  if (reached.length === 0) return [];
  const awarded = await tx
    .insert(memberAchievements)
    .values(reached.map((d) => ({ memberId, achievementId: d.id })))
    .onConflictDoNothing({ target: [memberAchievements.memberId, memberAchievements.achievementId] })
    .returning({ id: memberAchievements.achievementId });
  const awardedIds = new Set(awarded.map((a) => a.id));
  return reached.filter((d) => awardedIds.has(d.id)).map(({ id, name, points }) => ({ id, name, points }));
}

/** What an event's write calls, inside its own transaction, after the write. */
export function recordAchievementEvent(
  tx: Transaction,
  memberId: string,
  event: AchievementEvent,
): Promise<EarnedAchievement[]> {
  return refreshAchievements(tx, memberId, achievementEvents[event]);
}
