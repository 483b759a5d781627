// What the compose dialog opens with (decision 215): whom it writes to (name and address, from the
// record) and the operator's signature (their display name and the firm's name), which the templates
// are filled with. Null for a record that is not there (the dialog does not open).
import { eq } from "drizzle-orm";
import { operatorSignature } from "#core/leads/activities/record-email.ts";
import { displayName } from "#core/users/display-name.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { consultations, profiles, userRolesTable } from "#server/db/schema.ts";
import { leadRecipient, memberRecipient, type RecordEmailTarget } from "./record-email-recipient.ts";

async function recipient(db: Database, target: RecordEmailTarget) {
  if (target.kind === "consultation") {
    const [lead] = await db
      .select(leadRecipient.columns)
      .from(consultations)
      .where(leadRecipient.where(target.id));
    return lead;
  }
  const [member] = await db
    .select(memberRecipient.columns)
    .from(profiles)
    .innerJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(memberRecipient.where(target.id));
  return member;
}

export async function getRecordEmailDraft(
  db: Database,
  actor: SessionUser,
  target: RecordEmailTarget,
  siteName: string,
) {
  assertAdmin(actor);
  if (!isUuid(target.id)) return null;
  const person = await recipient(db, target);
  if (!person) return null;
  return {
    ...target,
    name: displayName(person),
    email: person.email,
    signature: operatorSignature(displayName(actor), siteName),
  };
}
