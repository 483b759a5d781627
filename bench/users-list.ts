// User Management at scale: 100,000 users, timing the list paths the screen uses (first page, search,
// filter, sort, a deep page) through the real domain function, on PGlite and, when
// BENCH_DATABASE_URL is set, on PostgreSQL (a fresh database is created and dropped there).
import { sql } from "drizzle-orm";
import { parseTableQuery } from "#core/admin/table-query.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { listUsersPage, userTable } from "#server/users/list-users-page.ts";
import { onBenchDatabases, percentile } from "./bench-databases.ts";

const USERS = 100_000;
const RUNS = 25;
const actor: SessionUser = {
  id: "00000000-0000-4000-8000-000000000000",
  email: "bench@example.com",
  name: "",
  firstName: null,
  lastName: null,
  emailVerified: true,
  role: "admin",
};

async function seed(handle: DatabaseHandle) {
  await handle.migrate();
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
}

async function time(handle: DatabaseHandle, search: string) {
  const query = parseTableQuery(new URLSearchParams(search), userTable);
  const samples: number[] = [];
  let matching = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const page = await listUsersPage(handle.db, actor, query);
    samples.push(performance.now() - started);
    matching = page.matching;
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50).toFixed(1), p99: percentile(samples, 99).toFixed(1), matching };
}

const paths: [string, string][] = [
  ["first page (newest first)", ""],
  ["search 'user4242'", "q=user4242"],
  ["filter role = admin", "f.role=admin"],
  ["sort by email", "sort=email&dir=asc"],
  ["deep page (3,000 of 4,000)", "page=3000"],
];

async function measure(label: string, handle: DatabaseHandle) {
  const started = performance.now();
  await seed(handle);
  console.log(
    `\n${label}: ${USERS.toLocaleString("en")} users seeded in ${Math.round(performance.now() - started)} ms`,
  );
  const rows = [];
  for (const [name, search] of paths) rows.push({ path: name, ...(await time(handle, search)) });
  console.table(rows.map((r) => ({ path: r.path, "p50 ms": r.p50, "p99 ms": r.p99, matching: r.matching })));
}

export async function benchUsersList() {
  await onBenchDatabases("bench_users", (label, handle) =>
    measure(`User Management list on ${label}`, handle),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchUsersList();
