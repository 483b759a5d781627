export { getAuditEvent } from "#server/audit/get-audit-event.ts";
export { auditEventTable, listAuditEventsPage } from "#server/audit/list-audit-events-page.ts";
