import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { primaryId } from "./columns.ts";

/**
 * The audit trail (decision 144): one row per admin write, sign-in and password change, inserted in the
 * same transaction as the change (server/audit/record-audit.ts). Append-only: triggers refuse UPDATE,
 * DELETE and TRUNCATE (drizzle/0013). No foreign key to profiles: the trail outlives a deleted account,
 * so the actor's e-mail is copied as it was. `before`/`after` hold only the changed fields, redacted.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: primaryId(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid(),
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    // The Audit Log's default order (newest first, read backwards: decision 157) and each filter followed
    // by that order, the tie-breaker included so no page needs a sort.
    index("audit_events_occurred_at_idx").on(t.occurredAt, t.id),
    index("audit_events_actor_idx").on(t.actorId, t.occurredAt, t.id),
    // The Person filter is a "contains" on the e-mail: a trigram index keeps it fast at scale (pg_trgm).
    index("audit_events_actor_email_trgm_idx").using("gin", t.actorEmail.op("gin_trgm_ops")),
    index("audit_events_entity_idx").on(t.entity, t.occurredAt, t.id),
    index("audit_events_action_idx").on(t.action, t.occurredAt, t.id),
    index("audit_events_entity_id_idx").on(t.entityId),
  ],
);
