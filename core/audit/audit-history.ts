// A record's history: the Audit Log narrowed to the rows that name it (its ID), linked from a lead's
// view and a user's row. A lead's rows are all Consultation rows; a person's account is written under
// several entities (User, Password, Sign-in, Two-factor sign-in) with the same ID, so a user's history
// names the ID alone (docs/product-decisions.md).
import type { AuditEntity } from "./audit-vocabulary.ts";

export const auditHistoryMessages = {
  link: "Audit history",
  label: (name: string) => `Audit history: ${name}`,
} as const;

export function auditHistoryPath(id: string, entity?: AuditEntity): string {
  const params = new URLSearchParams();
  if (entity) params.set("f.entity", entity);
  params.set("f.id", id);
  return `/admin/audit-log?${params}`;
}
