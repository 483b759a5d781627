// The signed-in pages beside the peer, in one run: the peer (../shared/peer, a bare React Router 7 app
// with this product's package versions rendering a document of `/members/settings`' size and shape,
// its session looked up by primary key in PostgreSQL, node:http + gzip) is what React Router itself
// costs; each page's requests per second over the peer's is what is ours. Every target gets a warm-up,
// then in each round a measured run with autocannon (10 connections, the browser's Accept-Encoding)
// right after a run of the peer: the ratio is the pair's, as the machine's load moves between runs much
// more than within one pair. With several builds (BENCH_BUILDS), each page is measured on every build
// one after the other in a round, and a column gives each build's ratio over the first build's, round by
// round. The server's CPU per request is read from /proc (utime + stime of the
// process, its threads included, and of its PostgreSQL backends).
//
// Needs BENCH_DATABASE_URL (the peer reads its sessions from PostgreSQL; the product runs on it too).
// PEER_DIR: an installed and built copy of the peer (else ../shared/peer is copied into a temporary
// folder, installed and built, as its README says). BENCH_BUILDS: comma-separated build folders to set
// side by side (e.g. `build-before,build`; default `build`); BENCH_BUILD_FLAGS adds V8 flags to one of
// them. BENCH_PEER_DATABASES: pglite,postgres.
// BENCH_PEER_PAGES: paths. BENCH_PEER_ROUNDS (3), BENCH_PEER_WARM_S (10, once per target: V8 is still
// optimizing a page's code for its first seconds, more of it than the peer's),
// BENCH_PEER_SECONDS (5 per run).
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  median,
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
const PORT = Number(process.env.BENCH_PEER_PORT ?? 3380);
const ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 3);
const WARM_S = Number(process.env.BENCH_PEER_WARM_S ?? 10);
const SECONDS = Number(process.env.BENCH_PEER_SECONDS ?? 5);
const CONNECTIONS = 10;
const PEER_COOKIE = "peer_session=peer-demo-session-token-0001";

type Target = {
  name: string;
  url: string;
  cookie?: string;
  pid: number;
  /** PostgreSQL database whose backends' CPU counts with the server's. */
  database?: string;
  kind: "peer" | "page";
  page?: string;
  db?: string;
  build?: string;
};

type Row = {
  round: number;
  name: string;
  /** The target's requests per second over the peer's, measured just before it. */
  ratio?: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  serverCpuMs: number | null;
  dbCpuMs: number | null;
  busyPct: number;
  load: string;
};

function cpuStat() {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - f[3]! - f[4]!, total };
}

const load1 = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0]!;

async function run(target: Target, seconds: number) {
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: {
      "accept-encoding": BROWSER_ACCEPT_ENCODING,
      ...(target.cookie ? { cookie: target.cookie } : {}),
    },
  });
}

async function measure(target: Target, round: number, admin: pg.Client): Promise<Row> {
  const pids = await backendPids(admin, target.database);
  const before = {
    server: ticks(target.pid),
    db: new Map(pids.map((pid) => [pid, ticks(pid)])),
    cpu: cpuStat(),
    load: load1(),
  };
  const result = await run(target, SECONDS);
  const after = { server: ticks(target.pid), cpu: cpuStat(), load: load1() };
  // A backend that left in the window counts up to its last reading (a pool's idle client closing).
  let dbTicks = 0;
  for (const pid of new Set([...pids, ...(await backendPids(admin, target.database))]))
    dbTicks += ticks(pid) - (before.db.get(pid) ?? 0);
  const n = result.requests.total;
  return {
    round,
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    serverCpuMs: n ? ((after.server - before.server) * 10) / n : null,
    dbCpuMs: target.database && n ? (dbTicks * 10) / n : null,
    busyPct: Math.round((100 * (after.cpu.busy - before.cpu.busy)) / (after.cpu.total - before.cpu.total)),
    load: `${before.load}→${after.load}`,
  };
}

/** `../shared/peer` from the project root (or from a folder above it: a work tree kept deeper). */
function peerSource(): string {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "shared/peer");
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error("no shared/peer above the project: set PEER_DIR");
  }
}

/** An installed, built copy of the peer: PEER_DIR, or ../shared/peer copied and built in a temporary folder. */
function preparePeer(): { dir: string; temporary: boolean } {
  if (process.env.PEER_DIR) return { dir: process.env.PEER_DIR, temporary: false };
  const from = peerSource();
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "sd-peer-")), "peer");
  cpSync(from, dir, { recursive: true, filter: (p) => !p.includes("node_modules") && !p.includes("/build") });
  console.log(`building the peer in ${dir} (npm install, react-router build)...`);
  execSync("npm install --no-audit --no-fund --loglevel=error && npm run -s build", {
    cwd: dir,
    stdio: "inherit",
  });
  return { dir, temporary: true };
}

/** The peer's sessions table (its pg.sh's), in a database of its own on the bench's server. */
async function createPeerDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const url = await createDatabase(admin, adminUrl, name);
  await admin.end();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`
    CREATE TABLE sessions (token text PRIMARY KEY, user_id text NOT NULL, display_name text NOT NULL, expires_at timestamptz NOT NULL);
    INSERT INTO sessions SELECT md5(g::text), 'user-' || g, 'Member ' || g, now() + interval '7 days' FROM generate_series(1, 200) g;
    INSERT INTO sessions VALUES ('peer-demo-session-token-0001', 'user-demo', 'Alexandra', now() + interval '7 days');`);
  await client.end();
}

/**
 * One round's order: each page on each database measured for every build one after the other (the
 * builds' order reversed every other round), so that a before and an after of the same page meet the
 * same load; the machine's drift over a whole run is larger than the difference between two builds.
 */
export function alternated<T extends { page?: string; db?: string; build?: string }>(
  targets: T[],
  builds: string[],
  round: number,
): T[] {
  const order = round % 2 === 1 ? builds : [...builds].reverse();
  const keys = [...new Set(targets.map((t) => `${t.db} ${t.page}`))];
  return keys.flatMap((key) =>
    order.flatMap((build) => targets.filter((t) => `${t.db} ${t.page}` === key && t.build === build)),
  );
}

/** A target's ratio to the peer over the same page's on the first build, per round: the median and range. */
function ofFirstBuild(rows: Row[], targets: Target[], target: Target, first: string): string {
  const twin = targets.find((t) => t.page === target.page && t.db === target.db && t.build === first);
  if (!twin) return "-";
  const ratios = [...new Set(rows.map((r) => r.round))].flatMap((round) => {
    const mine = rows.find((r) => r.round === round && r.name === target.name)?.ratio;
    const theirs = rows.find((r) => r.round === round && r.name === twin.name)?.ratio;
    return mine && theirs ? [mine / theirs] : [];
  });
  if (ratios.length === 0) return "-";
  return spread(ratios);
}

export async function benchBesideThePeer() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    console.log("(BENCH_DATABASE_URL not set: the side-by-side run with the peer is skipped)");
    return [];
  }
  const builds = (process.env.BENCH_BUILDS ?? "build").split(",").map((b) => b.trim());
  const databases = (process.env.BENCH_PEER_DATABASES ?? "pglite,postgres").split(",").map((d) => d.trim());
  const only = process.env.BENCH_PEER_PAGES?.split(",").map((p) => p.trim());
  const pages = only ? SIGNED_IN_PAGES.filter((p) => only.includes(p.path)) : SIGNED_IN_PAGES;
  const stamp = Date.now().toString(36);
  const peerDb = `bench_peer_${stamp}`;
  const productDbs: string[] = [];
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const peer = preparePeer();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await createPeerDatabase(adminUrl, peerDb);
    const server = new URL(adminUrl);
    let port = PORT;
    const peerPort = port++;
    const peerProcess = spawn(process.execPath, ["server.mjs"], {
      cwd: peer.dir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(peerPort),
        PEER_COMPRESS: "gzip",
        PGHOST: server.hostname,
        PGPORT: server.port || "5432",
        PGUSER: decodeURIComponent(server.username || "postgres"),
        PGPASSWORD: decodeURIComponent(server.password),
        PGDATABASE: peerDb,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(peerProcess);
    const peerTarget: Target = {
      name: "peer /members/settings",
      url: `http://127.0.0.1:${peerPort}/members/settings`,
      cookie: PEER_COOKIE,
      pid: peerProcess.pid!,
      database: peerDb,
      kind: "peer",
    };
    const groups: Target[][] = [];
    for (const build of builds) {
      for (const db of databases) {
        const appPort = port++;
        const dataDir = mkdtempSync(path.join(tmpdir(), "sd-bench-peer-"));
        dirs.push(dataDir);
        let databaseName: string | undefined;
        let databaseUrl: string | undefined;
        if (db === "postgres") {
          databaseName = `bench_floor_${stamp}_${productDbs.length}`;
          databaseUrl = await createDatabase(admin, adminUrl, databaseName);
          productDbs.push(databaseName);
        }
        const app = startBuild(path.resolve(root, build), {
          port: appPort,
          dataDir,
          databaseUrl,
          env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, BUILD_DIR: build },
          nodeArgs: nodeFlagsOf(build),
        });
        children.push(app);
        const base = `http://localhost:${appPort}`;
        await waitFor(`${base}/api/health`, 120_000);
        const cookies = { admin: await signIn(base, BENCH_ADMIN), member: await signIn(base, DEMO_MEMBER) };
        const label = `${builds.length > 1 ? `${build} ` : ""}${db === "postgres" ? "PostgreSQL" : "PGlite"}`;
        groups.push(
          pages.map((page) => ({
            name: `${label} ${page.path}`,
            url: `${base}${page.path}`,
            cookie: cookies[page.as],
            pid: app.pid!,
            database: databaseName,
            kind: "page" as const,
            page: page.path,
            db: db === "postgres" ? "PostgreSQL" : "PGlite",
            build,
          })),
        );
      }
    }
    await waitFor(`${peerTarget.url}`.replace("/members/settings", "/"), 30_000);
    for (const group of groups)
      for (const target of group) {
        const response = await fetch(target.url, {
          headers: { cookie: target.cookie ?? "" },
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${target.name} answered ${response.status}`);
      }

    console.log(
      `beside the peer: ${ROUNDS} rounds; in each, every target measured ${SECONDS} s right after the peer ` +
        `(${SECONDS} s), ${CONNECTIONS} connections, accept-encoding "${BROWSER_ACCEPT_ENCODING}"; load ${load1()} at the start`,
    );
    const targets = groups.flat();
    for (const target of [peerTarget, ...targets]) await run(target, WARM_S);
    const rows: Row[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Paired: the peer, then the target at once, so that both meet the same load; the ratio is the pair's.
      for (const target of alternated(targets, builds, round)) {
        const peerRow = await measure(peerTarget, round, admin);
        const row = await measure(target, round, admin);
        row.ratio = row.rps / Math.max(1, peerRow.rps);
        rows.push(peerRow, row);
        const cpu = (r: Row) =>
          `${r.serverCpuMs?.toFixed(2)}${r.dbCpuMs != null ? ` + db ${r.dbCpuMs.toFixed(2)}` : ""}`;
        console.log(
          `  ${round} ${row.name}: ${row.rps.toFixed(0)} req/s (peer ${peerRow.rps.toFixed(0)}, ratio ${row.ratio.toFixed(2)}), ` +
            `p50 ${row.p50} p99 ${row.p99} ms, CPU ${cpu(row)} ms/req (peer ${cpu(peerRow)}), errors ${row.errors + peerRow.errors}, ` +
            `busy ${row.busyPct}%, load ${row.load}`,
        );
      }
    }
    const peerRows = rows.filter((r) => r.name === peerTarget.name);
    const summary = [peerTarget, ...targets].map((target) => {
      const mine = rows.filter((r) => r.name === target.name);
      const rps = median(mine.map((r) => r.rps));
      const p50 = median(mine.map((r) => r.p50));
      const p99 = median(mine.map((r) => r.p99));
      const ratios = mine.map((r) => r.ratio ?? 1);
      return {
        target: target.name,
        "req/s (min-max)": `${rps.toFixed(0)} (${Math.min(...mine.map((r) => r.rps)).toFixed(0)}-${Math.max(...mine.map((r) => r.rps)).toFixed(0)})`,
        "of the peer (min-max)": spread(ratios),
        "p50 / p99 ms": `${p50} / ${p99}`,
        "p99/p50": (p99 / Math.max(1, p50)).toFixed(1),
        "CPU ms/req": median(mine.map((r) => r.serverCpuMs ?? 0)).toFixed(2),
        "db CPU ms/req": target.database ? median(mine.map((r) => r.dbCpuMs ?? 0)).toFixed(2) : "-",
        errors: mine.reduce((sum, r) => sum + r.errors, 0),
        ...(builds.length > 1 && target.kind === "page"
          ? { [`of ${builds[0]}`]: ofFirstBuild(rows, targets, target, builds[0]!) }
          : {}),
      };
    });
    console.log(
      `Beside the peer (medians of ${ROUNDS} rounds; the peer ${median(peerRows.map((r) => r.rps)).toFixed(0)} req/s over ${peerRows.length} runs); load ${load1()} at the end`,
    );
    console.table(summary);
    return { rows, summary };
  } finally {
    for (const child of children.reverse()) await stop(child);
    for (const name of [...productDbs, peerDb])
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await admin.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    if (peer.temporary) rmSync(path.dirname(peer.dir), { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchBesideThePeer();
  if (process.env.BENCH_PEER_JSON && !Array.isArray(result))
    writeFileSync(process.env.BENCH_PEER_JSON, JSON.stringify(result, null, 2));
}
