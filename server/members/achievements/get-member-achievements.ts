// The Achievements page (SPEC 2, 7, 9): the member's earned achievements (newest first), the active
// definitions by points with the member's progress on each, those in progress, overall completion and
// points. Only the signed-in member's own rows are read.
import { and, desc, eq, sql } from "drizzle-orm";
import { achievementCompletion, isInProgress } from "#core/members/achievements/achievement-progress.ts";
import type { AchievementRule } from "#core/members/achievements/achievement-rules.ts";
import { describeRule } from "#core/members/achievements/achievement-rules.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase } from "#server/db/prepared-statement.ts";
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

export type AchievementRead = "earned" | "available";

// The page's three statements, built once per database (it is read on every visit).
const memberId = sql.placeholder("memberId");
const earnedStatement = preparedPerDatabase((db) =>
  db
    .select({ ...definitionColumns, earnedAt: memberAchievements.earnedAt })
    .from(memberAchievements)
    .innerJoin(achievementDefinitions, eq(achievementDefinitions.id, memberAchievements.achievementId))
    .where(eq(memberAchievements.memberId, memberId))
    .orderBy(desc(memberAchievements.earnedAt), desc(achievementDefinitions.points))
    .prepare("member_achievements_earned"),
);
const definitionsStatement = preparedPerDatabase((db) =>
  db
    .select(definitionColumns)
    .from(achievementDefinitions)
    .where(eq(achievementDefinitions.isActive, true))
    .orderBy(desc(achievementDefinitions.points), achievementDefinitions.name)
    .prepare("achievement_definitions_active"),
);
const progressStatement = preparedPerDatabase((db) =>
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
    .where(eq(achievementProgress.memberId, memberId))
    .orderBy(desc(achievementProgress.lastUpdated))
    .prepare("member_achievement_progress"),
);

/**
 * Reads the page. The earned list and the available definitions (with the member's progress) are read
 * apart: one failing leaves the other on the page (SPEC 8 names a failure text for each), and its
 * list and the counts that need it are null. `onReadFailure` hears the failure (the loader logs it).
 * Both failing throws: the page then says its own "Failed to load achievements".
 */
export async function getMemberAchievements(
  db: Database,
  member: SessionUser,
  onReadFailure: (read: AchievementRead, error: unknown) => void = () => {},
) {
  assertMember(member);
  const earnedRead = earnedStatement(db).execute({ memberId: member.id });
  const availableRead = Promise.all([
    definitionsStatement(db).execute(),
    progressStatement(db).execute({ memberId: member.id }),
  ]);
  const [earnedResult, availableResult] = await Promise.allSettled([earnedRead, availableRead]);
  // Nothing to show at all: the page's own failure ("Failed to load achievements").
  if (earnedResult.status === "rejected" && availableResult.status === "rejected") throw earnedResult.reason;
  if (earnedResult.status === "rejected") onReadFailure("earned", earnedResult.reason);
  if (availableResult.status === "rejected") onReadFailure("available", availableResult.reason);
  const earnedRows = earnedResult.status === "fulfilled" ? earnedResult.value : null;
  const [definitions, progressRows] =
    availableResult.status === "fulfilled" ? availableResult.value : [null, null];

  const withRule = <T extends { rule: string; target: number }>(d: T) => ({
    ...d,
    requirement: describeRule(d.rule as AchievementRule, d.target),
  });
  const earned = earnedRows?.map(withRule) ?? null;
  const points = earnedRows ? earnedRows.reduce((sum, e) => sum + e.points, 0) : null;
  if (!definitions || !progressRows) {
    return {
      earned,
      available: null,
      inProgress: null,
      completion: null,
      total: null,
      earnedCount: null,
      points,
    };
  }

  const earnedIds = new Set(earnedRows?.map((e) => e.id));
  const progressOf = new Map(progressRows.map((p) => [p.achievementId, p]));
  const available = definitions.map((d) => {
    const progress = progressOf.get(d.id);
    return {
      ...withRule(d),
      // Unknown while the earned list cannot be read: shown as not earned, its progress as it is.
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
  const earnedActive = earnedRows ? definitions.filter((d) => earnedIds.has(d.id)).length : null;
  return {
    earned,
    available,
    inProgress,
    completion: earnedActive === null ? null : achievementCompletion(earnedActive, definitions.length),
    total: definitions.length,
    earnedCount: earnedActive,
    points,
  };
}
