// My Profile (SPEC 7): the signed-in member's own profile row, and nobody else's.
import { eq } from "drizzle-orm";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { profiles } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";

export async function getOwnProfile(db: Database, member: SessionUser) {
  assertMember(member);
  const [profile] = await db
    .select({
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      createdAt: profiles.createdAt,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, member.id));
  if (!profile) throw notFound("Profile");
  return profile;
}
