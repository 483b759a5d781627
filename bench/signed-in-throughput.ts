// Signed-in pages' throughput against the physical ceiling, in one run (issue 27). The production build
// starts with the demo content and a first admin; the bench signs in as that admin and as the demo
// member through the auth API, then for each page autocannon (10 connections, a 1 s warm-up, then
// BENCH_SIGNED_IN_SECONDS each, default 4 s) requests it with the person's cookie (brotli and gzip
// accepted, as browsers send), and a bare Node HTTP server in its own process answers the very bytes and
// headers the app answered for that page, measured right after. The ratio is the app's requests per
// second over the bare server's. PGlite, and PostgreSQL when BENCH_DATABASE_URL is set (a throw-away
// database on that server). `tsx bench/signed-in-throughput.ts` runs it alone; BENCH_SIGNED_IN_PAGES
// (paths, comma-separated) limits it to some pages.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { DEMO_MEMBER } from "#server/seed/demo-content.ts";
import { type CapturedPage, capturePage, startBareServer } from "./bare-ceiling.ts";
import { BENCH_ADMIN, signIn, startBuild, stop, waitFor, withPostgresDatabase } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const APP_PORT = Number(process.env.BENCH_SIGNED_IN_PORT ?? 3295);
const BARE_PORT = APP_PORT + 1;
const SECONDS = Number(process.env.BENCH_SIGNED_IN_SECONDS ?? 4);
const CONNECTIONS = 10;
const ACCEPT = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

/**
 * The pages the issue names, and who reads each; then each area's lightest page (the session, the
 * area's layout and a one-line read or none), which is what React Router, React and the layout cost a
 * signed-in request before any list: the floor the other pages stand on.
 */
const ALL_PAGES: { path: string; as: "admin" | "member" }[] = [
  { path: "/admin", as: "admin" },
  { path: "/admin/consultations", as: "admin" },
  { path: "/admin/activities", as: "admin" },
  { path: "/admin/training-events", as: "admin" },
  { path: "/members", as: "member" },
  { path: "/members/schedule", as: "member" },
  { path: "/members/achievements", as: "member" },
  { path: "/api/auth/get-session", as: "admin" },
  { path: "/admin/settings", as: "admin" },
  { path: "/members/settings", as: "member" },
];
/** BENCH_SIGNED_IN_PAGES="/admin,/members" measures only those (when profiling one page). */
const only = process.env.BENCH_SIGNED_IN_PAGES?.split(",").map((page) => page.trim());
export const SIGNED_IN_PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;

type Sample = { rps: number; p50: number; p99: number; errors: number };

async function measure(url: string, headers: Record<string, string>, seconds: number): Promise<Sample> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchDatabase(buildDir: string, database: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sd-bench-signed-in-"));
  const app = startBuild(buildDir, {
    port: APP_PORT,
    dataDir,
    databaseUrl,
    env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
  });
  let bare: ChildProcess | null = null;
  try {
    const appBase = `http://localhost:${APP_PORT}`;
    await waitFor(`${appBase}/api/health`, 60_000);
    const cookies = {
      admin: await signIn(appBase, BENCH_ADMIN),
      member: await signIn(appBase, DEMO_MEMBER),
    };
    const headersOf = (as: "admin" | "member") => ({ ...ACCEPT, cookie: cookies[as] });
    const pages: CapturedPage[] = [];
    for (const page of SIGNED_IN_PAGES) {
      const captured = await capturePage(appBase, page.path, headersOf(page.as));
      if (captured.status !== 200) throw new Error(`${page.path} answered ${captured.status} when signed in`);
      pages.push(captured);
    }
    bare = await startBareServer(pages, dataDir, BARE_PORT);
    const bareBase = `http://localhost:${BARE_PORT}`;

    const rows = [];
    for (const [i, page] of SIGNED_IN_PAGES.entries()) {
      const headers = headersOf(page.as);
      // Warm both (JIT, connections), then measure them back to back under the same machine load.
      await measure(`${appBase}${page.path}`, headers, 1);
      const served = await measure(`${appBase}${page.path}`, headers, SECONDS);
      await measure(`${bareBase}${page.path}`, headers, 1);
      const ceiling = await measure(`${bareBase}${page.path}`, headers, SECONDS);
      const captured = pages[i]!;
      const bytes = Buffer.from(captured.body, "base64").length;
      const encoding = captured.headers.find(([name]) => name === "content-encoding")?.[1] ?? "identity";
      rows.push({
        database,
        page: page.path,
        "body KiB": `${(bytes / 1024).toFixed(1)} ${encoding}`,
        "app req/s": served.rps,
        "app p50/p99 ms": `${served.p50} / ${served.p99}`,
        "bare req/s": ceiling.rps,
        ratio: `${((served.rps / Math.max(1, ceiling.rps)) * 100).toFixed(1)}%`,
        errors: served.errors + ceiling.errors,
      });
    }
    return rows;
  } finally {
    if (bare) await stop(bare);
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchSignedInThroughput(buildDir: string) {
  const rows = await benchDatabase(buildDir, "PGlite");
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    rows.push(
      ...(await withPostgresDatabase(adminUrl, "bench_signed_in", (url) =>
        benchDatabase(buildDir, "PostgreSQL", url),
      )),
    );
  } else console.log("(BENCH_DATABASE_URL not set: PostgreSQL run skipped)");
  console.log(
    `Signed-in pages, GET with the person's cookie accepting brotli and gzip, ${CONNECTIONS} connections, ${SECONDS} s ` +
      "each after a 1 s warm-up: the app next to a bare Node server answering the same bytes (the ceiling)",
  );
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchSignedInThroughput(path.resolve(root, process.env.BUILD_DIR ?? "build"));
}
