// User Management at scale: 100,000 users, timing the list paths the screen uses (first page, search,
// filter, sort, a deep page) through the real domain function (bench/list-bench.ts).
import { sql } from "drizzle-orm";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { listUsersPage, userTable } from "#server/users/list-users-page.ts";
import { benchAdmin } from "./bench-databases.ts";
import { runListBench } from "./list-bench.ts";

const USERS = 100_000;

export const benchUsersList = () =>
  runListBench({
    label: "User Management list",
    seeded: `${USERS.toLocaleString("en")} users`,
    async seed(handle) {
      // One statement each: generate_series keeps the seed itself out of the measurement's way.
      await handle.db.execute(sql`
        INSERT INTO profiles (email, name, first_name, last_name, email_verified, created_at, updated_at)
        SELECT 'user' || i || '@example.com', 'First' || i || ' Last' || i, 'First' || i, 'Last' || i, true,
               now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
        FROM generate_series(1, ${USERS}) AS i`);
      await handle.db.execute(sql`
        INSERT INTO user_roles (user_id, role)
        SELECT id, CASE WHEN random() < 0.01 THEN 'admin' ELSE 'member' END FROM profiles`);
      // As a long-running database would be: statistics fresh and the trigram indexes' pending lists merged.
      await handle.db.execute(sql`VACUUM ANALYZE`);
    },
    paths: [
      ["first page (newest first)", ""],
      ["search 'user4242'", "q=user4242"],
      ["filter role = admin", "f.role=admin"],
      ["sort by email", "sort=email&dir=asc"],
      ["deep page (3,000 of 4,000)", "page=3000"],
    ],
    run: async (handle, search) =>
      (await listUsersPage(handle.db, benchAdmin, parseTableQuery(new URLSearchParams(search), userTable)))
        .matching,
  });

if (import.meta.url === `file://${process.argv[1]}`) await benchUsersList();
