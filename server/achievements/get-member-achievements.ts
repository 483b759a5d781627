// The Achievements page (SPEC 2, 7, 9): the member's earned achievements (newest first), the active
// definitions by points with the member's progress on each, those in progress, overall completion and
// points. Only the signed-in member's own rows are read.
import { and, desc, eq } from "drizzle-orm";
import type { AchievementRule } from "#core/members/achievement-rules.ts";
import { describeRule } from "#core/members/achievement-rules.ts";
import { achievementCompletion, isInProgress } from "#core/members/achievements.ts";
import { assertMember } from "#server/auth/assert-member.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { achievementDefinitions, achievementProgress, memberAchievements } from "#server/db/schema.ts";

const definitionColumns = {
  id: achievementDefinitions.id,
  name: achievementDefinitions.name,
  description: achievementDefinitions.description,
  icon: achievementDefinitions.icon,
  points: achievementDefinitions.points,
  rarity: achievementDefinitions.rarity,
  category: achievementDefinitions.category,
  badgeColor: achievementDefinitions.badgeColor,
  rule: achievementDefinitions.rule,
  target: achievementDefinitions.target,
};

export async function getMemberAchievements(db: Database, member: SessionUser) {
  assertMember(member);
  const [earnedRows, definitions, progressRows] = await Promise.all([
    db
      .select({ ...definitionColumns, earnedAt: memberAchievements.earnedAt })
      .from(memberAchievements)
      .innerJoin(achievementDefinitions, eq(achievementDefinitions.id, memberAchievements.achievementId))
      .where(eq(memberAchievements.memberId, member.id))
      .orderBy(desc(memberAchievements.earnedAt), desc(achievementDefinitions.points)),
    db
      .select(definitionColumns)
      .from(achievementDefinitions)
      .where(eq(achievementDefinitions.isActive, true))
      .orderBy(desc(achievementDefinitions.points), achievementDefinitions.name),
    db
      .select({
        achievementId: achievementProgress.achievementId,
        currentValue: achievementProgress.currentValue,
        targetValue: achievementProgress.targetValue,
        lastUpdated: achievementProgress.lastUpdated,
      })
      .from(achievementProgress)
      .innerJoin(
        achievementDefinitions,
        and(
          eq(achievementDefinitions.id, achievementProgress.achievementId),
          eq(achievementDefinitions.isActive, true),
        ),
      )
      .where(eq(achievementProgress.memberId, member.id))
      .orderBy(desc(achievementProgress.lastUpdated)),
  ]);
  const earnedIds = new Set(earnedRows.map((e) => e.id));
  const progressOf = new Map(progressRows.map((p) => [p.achievementId, p]));
  const withRule = <T extends { rule: string; target: number }>(d: T) => ({
    ...d,
    requirement: describeRule(d.rule as AchievementRule, d.target),
  });

  const available = definitions.map((d) => {
    const progress = progressOf.get(d.id);
    return {
      ...withRule(d),
      earned: earnedIds.has(d.id),
      currentValue: progress?.currentValue ?? 0,
      targetValue: progress?.targetValue ?? d.target,
    };
  });
  const byId = new Map(available.map((d) => [d.id, d]));
  const inProgress = progressRows
    .filter((p) => !earnedIds.has(p.achievementId) && isInProgress(p))
    .flatMap((p) => {
      const definition = byId.get(p.achievementId);
      return definition ? [{ ...definition, lastUpdated: p.lastUpdated }] : [];
    });
  const earnedActive = definitions.filter((d) => earnedIds.has(d.id)).length;
  return {
    earned: earnedRows.map(withRule),
    available,
    inProgress,
    completion: achievementCompletion(earnedActive, definitions.length),
    total: definitions.length,
    earnedCount: earnedActive,
    points: earnedRows.reduce((sum, e) => sum + e.points, 0),
  };
}
