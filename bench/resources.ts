// Private resources at scale: 10,000 resources across 20 programs and 2,000 members, timing the member's
// My Resources (first page, a search, a deep page) and the operators' list with its per-row audience and
// opening counts, through the real domain functions (bench/list-bench.ts).
import { sql } from "drizzle-orm";
import { parseTableQuery } from "#core/admin/table-query.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { listMemberResources } from "#server/resources/list-member-resources.ts";
import { listResourcesPage, resourceTable } from "#server/resources/list-resources-page.ts";
import { benchAdmin } from "./bench-databases.ts";
import { runListBench } from "./list-bench.ts";

const RESOURCES = 10_000;
const MEMBERS = 2_000;
const PROGRAMS = 20;

const member: SessionUser = { ...benchAdmin, id: "", email: "member1@example.com", role: "member" };

export const benchResources = () =>
  runListBench({
    label: "My Resources and the Resources list",
    seeded: `${RESOURCES.toLocaleString("en")} resources, ${MEMBERS.toLocaleString("en")} members, ${PROGRAMS} programs`,
    async seed(handle) {
      await handle.db.execute(sql`
        INSERT INTO programs (name, duration, description, display_order)
        SELECT 'Program ' || i, '12 weeks', 'A program.', i FROM generate_series(1, ${PROGRAMS}) AS i`);
      await handle.db.execute(sql`
        INSERT INTO profiles (email, name, first_name, last_name, email_verified)
        SELECT 'member' || i || '@example.com', 'Member ' || i, 'Member', '' || i, true
        FROM generate_series(1, ${MEMBERS}) AS i`);
      // Every member active in two programs (one live registration per member and program).
      await handle.db.execute(sql`
        INSERT INTO member_program_registrations (member_id, program_id, status)
        SELECT p.id, g.id, 'active'
        FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM profiles) p
        JOIN (SELECT id, display_order FROM programs) g
          ON g.display_order IN (1 + p.n % ${PROGRAMS}, 1 + (p.n + 7) % ${PROGRAMS})`);
      // Seven in ten to a program, the rest to one member; one in twenty unpublished; a year of dates.
      await handle.db.execute(sql`
        INSERT INTO resources (title, description, category, kind, program_id, member_id, storage_key,
                               file_name, content_type, size_bytes, visible_from, unpublished_at, created_at)
        SELECT 'Resource ' || i, 'Drill notes number ' || i, 'drill', 'document',
               CASE WHEN i % 10 < 7 THEN (SELECT id FROM programs WHERE display_order = 1 + i % ${PROGRAMS}) END,
               CASE WHEN i % 10 >= 7 THEN (SELECT id FROM profiles WHERE email = 'member' || (1 + i % ${MEMBERS}) || '@example.com') END,
               'private/resources/' || i || '.pdf', 'r' || i || '.pdf', 'application/pdf', 1000,
               now() - (i || ' minutes')::interval,
               CASE WHEN i % 20 = 0 THEN now() END,
               now() - (i || ' minutes')::interval
        FROM generate_series(1, ${RESOURCES}) AS i`);
      await handle.db.execute(sql`
        INSERT INTO resource_opens (resource_id, member_id, count)
        SELECT r.id, m.member_id, 1 FROM resources r
        JOIN member_program_registrations m ON m.program_id = r.program_id
        WHERE r.id::text < '4'`);
      await handle.db.execute(sql`VACUUM ANALYZE`);
      const found = await handle.db.execute<{ id: string }>(
        sql`SELECT id FROM profiles WHERE email = 'member1@example.com'`,
      );
      member.id = found.rows[0]!.id;
    },
    paths: [
      ["member: first page (newest first)", "member:"],
      ["member: search 'notes number 42'", "member:q=notes number 42"],
      ["member: page 10", "member:page=10"],
      ["operators: first page", "admin:"],
      ["operators: search 'Resource 42'", "admin:q=Resource 42"],
      ["operators: deep page (300 of 400)", "admin:page=300"],
    ],
    async run(handle, path) {
      const [who, query] = path.split(/:(.*)/s) as [string, string];
      const params = new URLSearchParams(query);
      if (who === "member") {
        const page = await listMemberResources(handle.db, member, {
          search: params.get("q") ?? undefined,
          page: Number(params.get("page") ?? 1),
        });
        return page.resources.length;
      }
      return (await listResourcesPage(handle.db, benchAdmin, parseTableQuery(params, resourceTable)))
        .matching;
    },
  });

if (import.meta.url === `file://${process.argv[1]}`) await benchResources();
