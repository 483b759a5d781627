// One registration for an operator's dialog (?edit={id}): null when the id is malformed or names nothing.
import { eq } from "drizzle-orm";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { profiles, programs, memberProgramRegistrations as registrations } from "#server/db/schema.ts";

export async function getRegistration(db: Database, actor: SessionUser, id: string) {
  assertAdmin(actor);
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      progressPercentage: registrations.progressPercentage,
      memberEmail: profiles.email,
      programName: programs.name,
    })
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.memberId))
    .innerJoin(programs, eq(programs.id, registrations.programId))
    .where(eq(registrations.id, id));
  return row ?? null;
}
