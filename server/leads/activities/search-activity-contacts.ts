// The activity form's "related lead or member" picker: up to 8 leads or members whose name or e-mail
// contains what the operator typed (the leads' trigram index; members are few).
import { desc, eq, isNull, or, sql } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import {
  consultationExpressions,
  consultations,
  profileNames,
  profiles,
  userRolesTable,
} from "#server/db/schema.ts";
import { containsPattern } from "#server/db/table-definition.ts";

export const CONTACT_RESULTS = 8;
export type ContactKind = "lead" | "member";
export type ContactChoice = { id: string; name: string; email: string };

export async function searchActivityContacts(
  db: Database,
  actor: SessionUser,
  kind: ContactKind,
  typed: string,
): Promise<ContactChoice[]> {
  assertAdmin(actor);
  const text = typed.trim().slice(0, 100);
  if (text.length < 2) return [];
  const pattern = containsPattern(text);
  if (kind === "lead") {
    const c = consultations;
    return db
      .select({ id: c.id, name: consultationExpressions.name(c), email: c.email })
      .from(c)
      .where(sql`${consultationExpressions.searchText(c)} ILIKE ${pattern}`)
      .orderBy(desc(c.createdAt))
      .limit(CONTACT_RESULTS);
  }
  const p = profiles;
  return db
    .select({
      id: p.id,
      name: profileNames.display(p),
      email: p.email,
    })
    .from(p)
    .leftJoin(userRolesTable, eq(userRolesTable.userId, p.id))
    .where(
      // An erased account (decision 145) is nobody to contact.
      sql`${p.erasedAt} IS NULL AND (${or(isNull(userRolesTable.role), eq(userRolesTable.role, "member"))}) AND (${p.email} ILIKE ${pattern} OR ${p.firstName} ILIKE ${pattern} OR ${p.lastName} ILIKE ${pattern})`,
    )
    .orderBy(p.email)
    .limit(CONTACT_RESULTS);
}
