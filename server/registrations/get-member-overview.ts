import { desc, eq } from "drizzle-orm";
import { averageProgress } from "#core/members/progress.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { memberProgramRegistrations, programs } from "#server/db/schema.ts";

/** The members dashboard (SPEC 2): the 3 most recent registrations and the average progress. */
export async function getMemberOverview(db: Database, member: SessionUser) {
  const registrations = await db
    .select({
      id: memberProgramRegistrations.id,
      status: memberProgramRegistrations.status,
      progressPercentage: memberProgramRegistrations.progressPercentage,
      registrationDate: memberProgramRegistrations.registrationDate,
      programName: programs.name,
      programDuration: programs.duration,
    })
    .from(memberProgramRegistrations)
    .innerJoin(programs, eq(programs.id, memberProgramRegistrations.programId))
    .where(eq(memberProgramRegistrations.memberId, member.id))
    .orderBy(desc(memberProgramRegistrations.registrationDate));
  return {
    recent: registrations.slice(0, 3),
    total: registrations.length,
    averageProgress: averageProgress(registrations.map((r) => r.progressPercentage)),
  };
}
