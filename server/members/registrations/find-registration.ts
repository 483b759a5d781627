// One registration with the member and program it names: what an operator's dialog shows and what a
// transition's e-mail needs. Runs on the database or inside a transaction.
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { profiles, programs, memberProgramRegistrations as registrations } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { memberContactColumns } from "#server/members/profiles/member-contact-columns.ts";

export async function findRegistration(db: Database | Transaction, id: string) {
  const [row] = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      progressPercentage: registrations.progressPercentage,
      memberId: registrations.memberId,
      programName: programs.name,
      ...memberContactColumns,
    })
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.memberId))
    .innerJoin(programs, eq(programs.id, registrations.programId))
    .where(eq(registrations.id, id));
  return row ?? null;
}

export type RegistrationWithParties = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;
