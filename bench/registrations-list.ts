// Member Registrations at scale: 100,000 registrations (25,000 members, each registered for the four
// programs, statuses mixed), timing the list paths and the counters the screen loads
// (bench/list-bench.ts).
import { sql } from "drizzle-orm";
import { parseTableQuery } from "#core/admin/table-query.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import {
  getRegistrationCounters,
  listRegistrationsPage,
  registrationTable,
} from "#server/members/registrations/list-registrations-page.ts";
import { benchAdmin } from "./bench-databases.ts";
import { runListBench } from "./list-bench.ts";

const MEMBERS = 25_000;
const PROGRAMS = 4;
const COUNTERS = "counters";

export async function seedRegistrations(handle: DatabaseHandle) {
  await handle.db.execute(sql`
    INSERT INTO profiles (email, name, first_name, last_name, email_verified, created_at, updated_at)
    SELECT 'member' || i || '@example.com', 'First' || i || ' Last' || i, 'First' || i, 'Last' || i,
           true, now(), now()
    FROM generate_series(1, ${MEMBERS}) AS i`);
  await handle.db.execute(sql`
    INSERT INTO programs (name, duration, description, display_order)
    SELECT 'Program ' || i, i || ' weeks', 'A program', i FROM generate_series(1, ${PROGRAMS}) AS i`);
  // Mostly finished history, a few hundred waiting for an operator: as a running portal looks.
  await handle.db.execute(sql`
    INSERT INTO member_program_registrations
      (member_id, program_id, status, progress_percentage, registration_date)
    SELECT m.id, p.id, s.status, s.progress, now() - (row_number() OVER () || ' minutes')::interval
    FROM profiles m CROSS JOIN programs p
    -- A stable per-row pick in [0, 1) (random() in a lateral subquery is evaluated once).
    CROSS JOIN LATERAL (SELECT abs(hashtext(m.id::text || p.id::text)) % 1000 / 1000.0 AS r) AS pick
    CROSS JOIN LATERAL (SELECT
      CASE WHEN pick.r < 0.005 THEN 'pending' WHEN pick.r < 0.2 THEN 'active'
           WHEN pick.r < 0.9 THEN 'completed' ELSE 'cancelled' END AS status,
      CASE WHEN pick.r < 0.2 THEN (pick.r * 400)::int % 100 ELSE 100 END AS progress) AS s`);
  // As a long-running database would be: statistics fresh and the trigram indexes' pending lists merged.
  await handle.db.execute(sql`VACUUM ANALYZE`);
}

export const benchRegistrationsList = () =>
  runListBench({
    label: "Member Registrations list",
    seeded: `${(MEMBERS * PROGRAMS).toLocaleString("en")} registrations`,
    seed: seedRegistrations,
    paths: [
      ["first page (newest first)", ""],
      ["search 'member4242'", "q=member4242"],
      ["tab pending", "tab=pending"],
      ["filter program 'Program 3'", "f.program=Program%203"],
      ["sort by member", "sort=member&dir=asc"],
      ["deep page (4,000 of 5,000)", "page=4000"],
      ["the four counters", COUNTERS],
    ],
    async run(handle, search) {
      if (search === COUNTERS) return (await getRegistrationCounters(handle.db, benchAdmin)).total;
      const query = parseTableQuery(new URLSearchParams(search), registrationTable);
      return (await listRegistrationsPage(handle.db, benchAdmin, query)).matching;
    },
  });

if (import.meta.url === `file://${process.argv[1]}`) await benchRegistrationsList();
