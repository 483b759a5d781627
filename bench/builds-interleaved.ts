// Two or more builds serving the same pages at once, compared by the server's CPU per request. In each
// round every build takes the same number of requests (autocannon, 10 connections, the browser's
// Accept-Encoding) in turn, and its process's CPU is read from /proc around them, its PostgreSQL
// backends' included: the speed of a shared machine drifts by half from one minute to the next, much
// more than a change of a few percent moves a page, and taking turns every few seconds puts the same
// drift on every build. For a change that requests per second cannot show (docs/performance.md).
//
// BENCH_BUILDS: the build folders, at least two (e.g. `build-before,build`); the first is the reference.
// BENCH_BUILD_FLAGS: more Node flags for a build (as in beside-the-peer.ts: `build-a=--flag;build-b=...`).
// BENCH_PAIR_PAGES: paths (default /admin/consultations). BENCH_PAIR_DATABASE: pglite (default) or
// postgres (a throw-away database per build on BENCH_DATABASE_URL). BENCH_PAIR_ROUNDS (16),
// BENCH_PAIR_REQUESTS (400 per build per round), BENCH_PAIR_WARM_S (12), BENCH_PAIR_LEADS (PostgreSQL
// only: that many more leads than the demo's, so that the lists show full pages; 0).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { DEMO_MEMBER } from "#server/seed/demo-content.ts";
import {
  BENCH_ADMIN,
  BROWSER_ACCEPT_ENCODING,
  backendPids,
  createDatabase,
  nodeFlagsOf,
  signIn,
  spread,
  startBuild,
  stop,
  ticks,
  waitFor,
} from "./processes.ts";
import { SIGNED_IN_PAGES } from "./signed-in-throughput.ts";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PAIR_PORT ?? 3390);
const ROUNDS = Number(process.env.BENCH_PAIR_ROUNDS ?? 16);
const REQUESTS = Number(process.env.BENCH_PAIR_REQUESTS ?? 400);
const WARM_S = Number(process.env.BENCH_PAIR_WARM_S ?? 12);
const LEADS = Number(process.env.BENCH_PAIR_LEADS ?? 0);

type Server = {
  build: string;
  base: string;
  child: ChildProcess;
  database?: string;
  cookies: Record<string, string>;
};

/** More leads, newest first, each on the first program: enough to fill a list's pages. */
const MORE_LEADS = `
  INSERT INTO consultations (title, first_name, last_name, email, phone_number, age, country, city,
    occupation, company, program_id, created_at, updated_at)
  SELECT 'Mr', 'Bench', 'Lead ' || i, 'bench-lead' || i || '@example.com', '+44 20 7946 ' || lpad(i::text, 4, '0'),
    40, 'United Kingdom', 'London', 'Director', 'Company ' || i,
    (SELECT id FROM programs ORDER BY display_order LIMIT 1),
    now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
  FROM generate_series(1, $1::int) AS i`;

async function backendTicks(admin: pg.Client | undefined, database: string | undefined): Promise<number> {
  if (!admin) return 0;
  return (await backendPids(admin, database)).reduce((sum, pid) => sum + ticks(pid), 0);
}

export async function benchBuildsInterleaved() {
  const builds = (process.env.BENCH_BUILDS ?? "")
    .split(",")
    .map((b) => b.trim())
    .filter(Boolean);
  if (builds.length < 2) throw new Error("BENCH_BUILDS: at least two build folders, e.g. build-before,build");
  const onPostgres = (process.env.BENCH_PAIR_DATABASE ?? "pglite") === "postgres";
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (onPostgres && !adminUrl) throw new Error("BENCH_PAIR_DATABASE=postgres needs BENCH_DATABASE_URL");
  const paths = (process.env.BENCH_PAIR_PAGES ?? "/admin/consultations").split(",").map((p) => p.trim());
  const pages = paths.map((p) => {
    const page = SIGNED_IN_PAGES.find((known) => known.path === p);
    return page ?? { path: p, as: p.startsWith("/members") ? ("member" as const) : ("admin" as const) };
  });
  const admin = onPostgres ? new pg.Client({ connectionString: adminUrl }) : undefined;
  await admin?.connect();
  const servers: Server[] = [];
  const dirs: string[] = [];
  const stamp = Date.now().toString(36);
  try {
    for (const [i, build] of builds.entries()) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "sd-bench-pair-"));
      dirs.push(dataDir);
      let database: string | undefined;
      let databaseUrl: string | undefined;
      if (admin && adminUrl) {
        database = `bench_pair_${stamp}_${i}`;
        databaseUrl = await createDatabase(admin, adminUrl, database);
      }
      const port = PORT + i;
      const child = startBuild(path.resolve(root, build), {
        port,
        dataDir,
        databaseUrl,
        nodeArgs: nodeFlagsOf(build),
        env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, BUILD_DIR: build },
      });
      const base = `http://localhost:${port}`;
      servers.push({ build, base, child, database, cookies: {} });
      await waitFor(`${base}/api/health`, 120_000);
      if (databaseUrl && LEADS > 0) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        await client.query(MORE_LEADS, [LEADS]);
        await client.end();
      }
      servers[i]!.cookies = {
        admin: await signIn(base, BENCH_ADMIN),
        member: await signIn(base, DEMO_MEMBER),
      };
    }
    const load = (
      server: Server,
      page: (typeof pages)[number],
      amount: { duration?: number; amount?: number },
    ) =>
      autocannon({
        url: `${server.base}${page.path}`,
        connections: 10,
        ...amount,
        headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, cookie: server.cookies[page.as] ?? "" },
      });
    console.log(
      `builds interleaved on ${onPostgres ? "PostgreSQL" : "PGlite"}: ${ROUNDS} rounds of ${REQUESTS} requests ` +
        `to each build in turn${LEADS ? `, ${LEADS} more leads` : ""}`,
    );
    const summary = [];
    for (const page of pages) {
      for (const server of servers) {
        const response = await fetch(`${server.base}${page.path}`, {
          headers: { cookie: server.cookies[page.as]! },
        });
        await response.arrayBuffer();
        if (response.status !== 200)
          throw new Error(`${server.build} ${page.path} answered ${response.status}`);
        await load(server, page, { duration: WARM_S });
      }
      const spent = new Map(builds.map((b) => [b, [] as number[]]));
      for (let round = 1; round <= ROUNDS; round++) {
        // The order reversed every other round: neither build always follows the other.
        const order = round % 2 === 1 ? servers : [...servers].reverse();
        for (const server of order) {
          const before = ticks(server.child.pid!) + (await backendTicks(admin, server.database));
          const result = await load(server, page, { amount: REQUESTS });
          const after = ticks(server.child.pid!) + (await backendTicks(admin, server.database));
          if (result.non2xx + result.errors > 0)
            throw new Error(`${server.build} ${page.path}: failed requests`);
          spent.get(server.build)!.push(((after - before) * 10) / result.requests.total);
        }
      }
      const reference = spent.get(builds[0]!)!;
      for (const build of builds) {
        const mine = spent.get(build)!;
        const ratios = mine.map((ms, round) => ms / reference[round]!);
        const mean = mine.reduce((a, b) => a + b, 0) / mine.length;
        const refMean = reference.reduce((a, b) => a + b, 0) / reference.length;
        summary.push({
          page: page.path,
          build,
          "CPU ms/req (mean)": mean.toFixed(3),
          [`of ${builds[0]}`]: (mean / refMean).toFixed(3),
          "rounds: median (min-max)": spread(ratios),
          "rounds below 1":
            build === builds[0] ? "-" : `${ratios.filter((r) => r < 1).length} of ${ratios.length}`,
        });
      }
    }
    console.table(summary);
    return summary;
  } finally {
    for (const server of servers.reverse()) await stop(server.child);
    if (admin) {
      for (const server of servers)
        if (server.database) await admin.query(`DROP DATABASE IF EXISTS "${server.database}" WITH (FORCE)`);
      await admin.end();
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBuildsInterleaved();
