// Whom a data-rights request is about (decision 145): a lead (a consultation) or a member's account,
// with what links the two: the account a lead became, the leads an account came from (by link or by
// e-mail address). Export and erasure both start here, so they always cover the same records.
import { eq, or, sql } from "drizzle-orm";
import type { PersonKind } from "#core/privacy/privacy-messages.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { consultations, profiles, userRolesTable } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";

export type PersonRef = { kind: PersonKind; id: string };

export type Person = {
  ref: PersonRef;
  profile: typeof profiles.$inferSelect | null;
  role: string | null;
  leads: (typeof consultations.$inferSelect)[];
};

/** The person, or null when the id names nobody. `lock` holds their rows until the transaction ends. */
export async function findPerson(
  db: Database | Transaction,
  ref: PersonRef,
  options: { lock?: boolean } = {},
): Promise<Person | null> {
  if (!isUuid(ref.id)) return null;
  let profileId: string | null = ref.kind === "member" ? ref.id : null;
  let lead: typeof consultations.$inferSelect | undefined;
  if (ref.kind === "lead") {
    const query = db.select().from(consultations).where(eq(consultations.id, ref.id));
    [lead] = options.lock ? await query.for("update") : await query;
    if (!lead) return null;
    profileId = lead.memberId;
  }
  let profile: typeof profiles.$inferSelect | null = null;
  if (profileId) {
    const query = db.select().from(profiles).where(eq(profiles.id, profileId));
    [profile = null] = options.lock ? await query.for("update") : await query;
  }
  if (ref.kind === "member" && !profile) return null;
  const [role] = profile
    ? await db
        .select({ role: userRolesTable.role })
        .from(userRolesTable)
        .where(eq(userRolesTable.userId, profile.id))
    : [];
  const leads = profile
    ? await db
        .select()
        .from(consultations)
        .where(
          or(
            eq(consultations.memberId, profile.id),
            sql`lower(${consultations.email}) = lower(${profile.email})`,
            lead ? eq(consultations.id, lead.id) : undefined,
          ),
        )
    : [lead!];
  return { ref, profile, role: profile ? (role?.role ?? "member") : null, leads };
}

/** Every e-mail address the person is known by. */
export const emailsOf = (person: Person): string[] => [
  ...new Set(
    [person.profile?.email, ...person.leads.map((l) => l.email)]
      .filter((e): e is string => !!e)
      .map((e) => e.trim().toLowerCase()),
  ),
];
