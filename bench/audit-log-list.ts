// The Audit Log at scale: 100,000 audit rows, timing the list paths the screen uses (first page, each
// filter, a date range, a deep page) through the real domain function (bench/list-bench.ts). Target:
// p99 under 50 ms on PostgreSQL.
import { sql } from "drizzle-orm";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { auditEventTable, listAuditEventsPage } from "#server/audit/list-audit-events-page.ts";
import { benchAdmin } from "./bench-databases.ts";
import { runListBench } from "./list-bench.ts";

const EVENTS = 100_000;

export const benchAuditLogList = () =>
  runListBench({
    label: "Audit Log list",
    seeded: `${EVENTS.toLocaleString("en")} audit events`,
    async seed(handle) {
      // One statement: 50 operators, the entities and actions in rotation, one event a minute back in time.
      await handle.db.execute(sql`
        INSERT INTO audit_events (occurred_at, actor_id, actor_email, action, entity, entity_id, before, after)
        SELECT now() - (i || ' minutes')::interval, gen_random_uuid(), 'operator' || (i % 50) || '@example.com',
               (ARRAY['create','update','delete','move','approve'])[1 + i % 5],
               (ARRAY['faq','program','consultation','activity','user','event','registration'])[1 + i % 7],
               gen_random_uuid()::text, jsonb_build_object('status', 'before'), jsonb_build_object('status', 'after')
        FROM generate_series(1, ${EVENTS}) AS i`);
      await handle.db.execute(sql`VACUUM ANALYZE audit_events`);
    },
    paths: [
      ["first page (newest first)", ""],
      ["person 'operator7@'", "f.actor=operator7%40"],
      ["entity = consultation", "f.entity=consultation"],
      ["action = delete", "f.action=delete"],
      ["entity + action", "f.entity=user&f.action=update"],
      // A record's history (the link from a lead's view or a user's row): audit_events_entity_id_idx.
      ["one record's history", "f.entity=consultation&f.id=00000000-0000-4000-8000-000000000000"],
      ["date range (one day)", `f.from=${day(-10)}&f.to=${day(-10)}`],
      ["deep page (3,000 of 4,000)", "page=3000"],
    ],
    run: async (handle, search) =>
      (
        await listAuditEventsPage(
          handle.db,
          benchAdmin,
          parseTableQuery(new URLSearchParams(search), auditEventTable("UTC")),
          "UTC",
        )
      ).matching,
  });

/** A day relative to today, as the date filter takes it (YYYY-MM-DD). */
function day(offset: number) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAuditLogList();
