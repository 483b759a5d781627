// Browse Programs (SPEC 2, 7): every program with its details, in display order, and whether the
// signed-in member is registered for it (a registration counts unless cancelled, SPEC 4).
import { and, asc, eq, ne } from "drizzle-orm";
import { parseProgramFeatures } from "#core/content/programs/program-features.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { programDetailColumns } from "#server/content/programs/program-detail-columns.ts";
import type { Database } from "#server/db/client.ts";
import { memberProgramRegistrations, programImages, programs } from "#server/db/schema.ts";

export async function listProgramsToRegister(db: Database, member: SessionUser) {
  assertMember(member);
  const rows = await db
    .select({
      ...programDetailColumns,
      imageUrl: programImages.imageUrl,
      imageAlt: programImages.altText,
      registrationStatus: memberProgramRegistrations.status,
    })
    .from(programs)
    .leftJoin(programImages, and(eq(programImages.programId, programs.id), eq(programImages.isPrimary, true)))
    .leftJoin(
      memberProgramRegistrations,
      and(
        eq(memberProgramRegistrations.programId, programs.id),
        eq(memberProgramRegistrations.memberId, member.id),
        ne(memberProgramRegistrations.status, "cancelled"),
      ),
    )
    .orderBy(asc(programs.displayOrder), asc(programs.name));
  return rows.map(({ features, imageUrl, imageAlt, ...program }) => ({
    ...program,
    features: parseProgramFeatures(features),
    image: imageUrl ? { url: imageUrl, alt: imageAlt ?? "" } : null,
  }));
}
