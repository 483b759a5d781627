// Export (the right of access, decision 145): an admin downloads everything held about a lead or a
// member, a member only their own. Each export is audited: who exported whom (the id only), and when.
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { forbiddenMessage } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { collectPersonData, type PersonData } from "./collect-person-data.ts";
import { findPerson, type PersonRef } from "./find-person.ts";

export type PersonExport = { fileName: string; data: PersonData };

export async function exportPersonData(
  { db, config }: { db: Database; config: { dataDir: string } },
  actor: SessionUser | null,
  ref: PersonRef,
  now = new Date(),
): Promise<PersonExport> {
  const own = ref.kind === "member" && actor?.id === ref.id;
  if (!actor || (actor.role !== "admin" && !own)) throw new DomainError("forbidden", forbiddenMessage);
  const person = await findPerson(db, ref);
  if (!person || person.profile?.erasedAt) throw new DomainError("not_found", privacyMessages.personNotFound);
  const data = await collectPersonData(db, config.dataDir, person, now);
  await recordAudit(db, {
    actor,
    action: "export",
    entity: ref.kind === "lead" ? "consultation" : "user",
    entityId: ref.id,
  });
  return { fileName: `personal-data-${ref.kind}-${ref.id}.json`, data };
}
