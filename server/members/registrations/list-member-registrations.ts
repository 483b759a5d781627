// My Programs (SPEC 2, 7): the signed-in member's registrations with their program, newest first.
import { desc, eq, sql } from "drizzle-orm";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase } from "#server/db/prepared-statement.ts";
import { memberProgramRegistrations, programs } from "#server/db/schema.ts";
import { registrationColumns } from "./registration-columns.ts";

/** The members' home and My Programs read it on every visit: built once per database. */
const memberRegistrations = preparedPerDatabase((db) =>
  db
    .select({
      id: memberProgramRegistrations.id,
      ...registrationColumns,
      notes: memberProgramRegistrations.notes,
      programId: programs.id,
      programName: programs.name,
      programDescription: programs.description,
      programDuration: programs.duration,
      programTargetAudience: programs.targetAudience,
    })
    .from(memberProgramRegistrations)
    .innerJoin(programs, eq(programs.id, memberProgramRegistrations.programId))
    .where(eq(memberProgramRegistrations.memberId, sql.placeholder("memberId")))
    .orderBy(desc(memberProgramRegistrations.registrationDate), desc(memberProgramRegistrations.id))
    .prepare("member_registrations"),
);

export async function listMemberRegistrations(db: Database, member: SessionUser) {
  assertMember(member);
  return memberRegistrations(db).execute({ memberId: member.id });
}
