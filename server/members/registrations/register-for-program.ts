// Browse Programs' Register (SPEC 4, 7, 8): a pending registration with progress 0 for the signed-in
// member. One live registration per member and program is the database's rule (a partial unique index
// that leaves cancelled ones out), so two clicks at once still make one.
import { eq } from "drizzle-orm";
import { registrationMessages } from "#core/members/registrations/registration-messages.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { type Database, pgErrorCode } from "#server/db/client.ts";
import { memberProgramRegistrations, programs } from "#server/db/schema.ts";
import { DomainError, notFound } from "#server/errors/domain-error.ts";

export async function registerForProgram(
  db: Database,
  member: SessionUser,
  programId: string,
): Promise<{ id: string; programName: string }> {
  assertMember(member);
  const [program] = await db
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(eq(programs.id, programId));
  if (!program) throw notFound("Program");
  try {
    const [row] = await db
      .insert(memberProgramRegistrations)
      .values({
        memberId: member.id,
        programId: program.id,
        status: "pending",
        progressPercentage: 0,
        registeredBy: member.id,
      })
      .returning({ id: memberProgramRegistrations.id });
    return { id: row!.id, programName: program.name };
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === "23505") throw new DomainError("conflict", registrationMessages.duplicate, { cause: error });
    // The program was deleted between the read and the insert.
    if (code === "23503") throw notFound("Program");
    throw error;
  }
}
