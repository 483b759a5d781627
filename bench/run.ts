// `npm run bench`: measurements of the production build on this machine, printed as a table.
// - cold start: process start to a healthy /api/health, on an empty data dir (migrate + seed) and on restart
// - the demo seed alone on an empty database, a few runs (bench/seed-demo.ts)
// - the gzip bytes of JavaScript the home page loads (module scripts, preloads and inline scripts)
// - home page throughput and latency under load (autocannon, 10 connections, 10 s)
// - sustained application submissions (bench/applications.ts)
// - User Management's list paths at 100,000 users (bench/users-list.ts)
// - the Audit Log's list paths at 100,000 audit events (bench/audit-log-list.ts)
// - Member Registrations' list paths and counters at 100,000 registrations (bench/registrations-list.ts)
// - the leads screens at 100,000 leads and 300,000 activities (bench/leads.ts)
// - My work at 100,000 leads and 500,000 activities (bench/my-work.ts)
// - public pages' throughput next to a bare server sending the same bytes (bench/throughput.ts)
// - signed-in pages' throughput next to the same ceiling (bench/signed-in-throughput.ts)
// - the signed-in pages beside the peer, a bare React Router app, in one alternated run (bench/beside-the-peer.ts)
// - the session lookup alone among 100,000 sessions, one call at a time (bench/session-lookup.ts)
// - Training Events' list paths at 100,000 events (bench/events-list.ts)
// - My Resources and the Resources list at 10,000 resources (bench/resources.ts)
// - the dashboard's trends at 100,000 leads, 300,000 activities, 50,000 bookings (bench/dashboard.ts)
// - the CSV export of 100,000 leads: first byte, total time, heap (bench/exports.ts)
// - the booking storm: N members booking K seats at once, exactly K confirmed (bench/booking-storm.ts)
// - the memory soak: RSS at start, peak and end under SOAK_SECONDS (600) of mixed traffic (bench/soak.ts)
// - Lighthouse scores and Web Vitals of the public pages (bench/lighthouse.ts), last
// Runs `npm run build` first when there is no build.
import { type ChildProcess, execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { benchApplications } from "./applications.ts";
import { benchAuditLogList } from "./audit-log-list.ts";
import { benchBesideThePeer } from "./beside-the-peer.ts";
import { benchBookingStorm } from "./booking-storm.ts";
import { benchDashboard } from "./dashboard.ts";
import { benchEventsList } from "./events-list.ts";
import { benchExports } from "./exports.ts";
import { benchLeads } from "./leads.ts";
import { lighthouseBench } from "./lighthouse.ts";
import { benchMyWork } from "./my-work.ts";
import { startBuild } from "./processes.ts";
import { benchRegistrationsList } from "./registrations-list.ts";
import { benchResources } from "./resources.ts";
import { benchSeedDemo } from "./seed-demo.ts";
import { benchSessionLookup } from "./session-lookup.ts";
import { benchSignedInThroughput } from "./signed-in-throughput.ts";
import { benchSoak } from "./soak.ts";
import { benchPublicThroughput } from "./throughput.ts";
import { benchUsersList } from "./users-list.ts";

const root = path.resolve(import.meta.dirname, "..");
const PORT = 3290;
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const base = `http://localhost:${PORT}`;

function startServer(dataDir: string): { child: ChildProcess; ready: Promise<number> } {
  const started = performance.now();
  const child = startBuild(buildDir, { port: PORT, dataDir });
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return performance.now() - started;
      } catch {}
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error("server did not become healthy in 15 s");
  })();
  return { child, ready };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function homeJavaScriptBytes(): Promise<{ files: number; gzip: number }> {
  const html = await (await fetch(`${base}/`)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    urls.add(m[1]!);
  // Inline scripts that load a module: React Router's import() and the static pages' bootstrap.
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]!);
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(
      await (await fetch(`${base}${url}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
    );
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join("");
  gzip += gzipSync(Buffer.from(inline), { level: 9 }).length;
  return { files: urls.size, gzip };
}

async function load(pathname: string) {
  const result = await autocannon({ url: `${base}${pathname}`, connections: 10, duration: 10 });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

if (!existsSync(path.join(buildDir, "server/main.js")))
  execSync("npm run build", { cwd: root, stdio: "inherit" });

const dataDir = mkdtempSync(path.join(tmpdir(), "sd-bench-"));
try {
  const first = startServer(dataDir);
  const firstMs = await first.ready;
  await stop(first.child);
  const second = startServer(dataDir);
  const restartMs = await second.ready;
  const js = await homeJavaScriptBytes();
  const home = await load("/");
  const health = await load("/api/health");
  await stop(second.child);

  console.table([
    { measure: "cold start, empty data dir (migrate + demo seed)", value: `${Math.round(firstMs)} ms` },
    { measure: "cold start, restart on existing data", value: `${Math.round(restartMs)} ms` },
    {
      measure: "home page JavaScript (gzip)",
      value: `${(js.gzip / 1024).toFixed(1)} KiB in ${js.files} files`,
    },
    {
      measure: "GET / (10 connections, 10 s)",
      value: `${home.rps} req/s, p50 ${home.p50} ms, p99 ${home.p99} ms, ${home.errors} errors`,
    },
    {
      measure: "GET /api/health",
      value: `${health.rps} req/s, p50 ${health.p50} ms, p99 ${health.p99} ms, ${health.errors} errors`,
    },
  ]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

// The demo seed alone on an empty database (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set).
await benchSeedDemo();

// Sustained application submissions (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set).
await benchApplications(buildDir);

// User Management at 100,000 users (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set).
await benchUsersList();

// The Audit Log at 100,000 audit events (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set).
await benchAuditLogList();

// Member Registrations at 100,000 registrations (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set).
await benchRegistrationsList();
// Consultation Management and Contact Activities at 100,000 leads and 300,000 activities.
await benchLeads();
// My work at 100,000 leads and 500,000 activities: one operator's whole page.
await benchMyWork();
// Public pages, anonymous: requests per second next to the bare-server ceiling, in the same run.
await benchPublicThroughput(buildDir);
// Signed-in admin and members pages and the session lookup, next to the same ceiling (issue 27).
await benchSignedInThroughput(buildDir);
// The same pages beside the peer (../shared/peer), side by side in one run: ratios and CPU per request.
await benchBesideThePeer();
// The session lookup alone, in process, one call at a time (issue 27's "under 1 ms at p50").
await benchSessionLookup();

// Training Events at 100,000 events (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set).
await benchEventsList();

// My Resources and the operators' Resources list at 10,000 resources (bench/resources.ts).
await benchResources();

// The dashboard's trends, every range, under 100 ms p99 on PostgreSQL (bench/dashboard.ts).
await benchDashboard();

// The CSV export of 100,000 leads: first byte and flat memory (PGlite, and PostgreSQL when set).
await benchExports();

// The training schedule's booking storm: N members, K seats, at once (bench/booking-storm.ts).
await benchBookingStorm();

// Memory over a soak of mixed public, signed-in and form traffic (SOAK_SECONDS, 600 by default).
await benchSoak(buildDir);

await lighthouseBench([buildDir]);
