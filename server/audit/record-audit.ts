// The one way an audit row is written (decision 144). Domain functions call it with the transaction
// that makes their change, so a change without its row (or a row without its change) cannot commit.

import { redactAuditValue } from "#core/audit/audit-redaction.ts";
import type { AuditAction, AuditEntity } from "#core/audit/audit-vocabulary.ts";
import { changedFields } from "#core/audit/changed-fields.ts";
import type { Database } from "#server/db/client.ts";
import { auditEvents } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";

type Fields = Record<string, unknown>;

export type AuditEntry = {
  /** Who did it; null when nobody is signed in (a failed sign-in). */
  actor: AuditActor | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  /** An update: pass both whole rows; only the changed fields are kept. */
  before?: Fields | null;
  after?: Fields | null;
};

/** Who acted: a session user fits. */
export type AuditActor = { id: string; email: string };

// The row's own bookkeeping: the audit row's time already says when.
const bookkeeping = new Set(["updatedAt"]);

const redacted = (fields: Fields | null | undefined) =>
  fields
    ? (redactAuditValue(
        Object.fromEntries(Object.entries(fields).filter(([key]) => !bookkeeping.has(key))),
      ) as Fields)
    : null;

export async function recordAudit(db: Database | Transaction, entry: AuditEntry): Promise<void> {
  let { before, after } = entry;
  if (before && after) ({ before, after } = changedFields(before, after));
  await db.insert(auditEvents).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: redacted(before),
    after: redacted(after),
  });
}
