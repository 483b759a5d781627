// The session lookup alone (issue 27: "the session lookup under 1 ms at p50"): what every signed-in page
// asks first, `querySession` (the cookie's signature checked, then one prepared, indexed statement:
// decision 155), timed one call at a time among 100,000 live sessions, on PGlite and PostgreSQL, with
// better-auth's own getSession beside it (what `/api/auth/get-session` runs inside its router). One call
// at a time, in the process that owns the database connection: the figure is the lookup's own, without
// HTTP, rendering or other requests queued before it.
import { sql } from "drizzle-orm";
import { querySession } from "#server/auth/guards/session-query.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { onBenchDatabases, percentile, timeCalls, withBenchServices } from "./bench-databases.ts";

const SESSIONS = 100_000;
const LOOKUPS = 3_000;
const WARM_UP = 300;

async function timed(times: number, run: () => Promise<unknown>) {
  await timeCalls(WARM_UP, run);
  const samples = await timeCalls(times, run);
  return `${percentile(samples, 50).toFixed(2)} / ${percentile(samples, 99).toFixed(2)}`;
}

async function measure(database: string, handle: DatabaseHandle) {
  await handle.migrate();
  return withBenchServices(handle, async (services) => {
    const cookie = await signedInAdminCookie(services, "bench-session@example.com", "BenchSession2026!");
    // Other people's live sessions around it, so the lookup finds its row by the token's unique index.
    await handle.db.execute(sql`
      INSERT INTO sessions (token, user_id, expires_at)
      SELECT 'bench-token-' || i, (SELECT id FROM profiles LIMIT 1), now() + interval '7 days'
      FROM generate_series(1, ${SESSIONS}) AS i`);
    await handle.db.execute(sql`ANALYZE sessions`);
    const headers = new Headers({ cookie });
    const found = await querySession(services, headers);
    if (found.kind !== "found") throw new Error(`the bench's session was not found (${found.kind})`);
    return {
      database,
      sessions: SESSIONS.toLocaleString("en"),
      "querySession p50 / p99 ms": await timed(LOOKUPS, () => querySession(services, headers)),
      "better-auth getSession p50 / p99 ms": await timed(LOOKUPS / 3, () =>
        services.auth.api.getSession({ headers }),
      ),
    };
  });
}

export async function benchSessionLookup() {
  const rows: Awaited<ReturnType<typeof measure>>[] = [];
  await onBenchDatabases("bench_session", async (database, handle) => {
    rows.push(await measure(database, handle));
  });
  console.log(`The session lookup, one call at a time, ${LOOKUPS} calls after ${WARM_UP} to warm up`);
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSessionLookup();
