// Save Profile (SPEC 6, 7): a member edits their own first name, last name and phone (never the
// e-mail). The display name follows, and the profile rule of the achievements counts in the same
// transaction.

import { eq } from "drizzle-orm";
import type { ProfileInput } from "#core/members/profiles/profile-schema.ts";
import { fullName } from "#core/users/display-name.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { profiles } from "#server/db/schema.ts";
import { notFound } from "#server/errors/domain-error.ts";
import { recordAchievementEvent } from "#server/members/achievements/record-achievement-event.ts";

export async function updateOwnProfile(db: Database, member: SessionUser, input: ProfileInput) {
  assertMember(member);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(profiles)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        name: fullName(input),
      })
      .where(eq(profiles.id, member.id))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw notFound("Profile");
    return { earned: await recordAchievementEvent(tx, member.id, "profile_updated") };
  });
}
