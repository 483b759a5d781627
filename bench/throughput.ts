// Public page throughput against the physical ceiling, in one run: for each page the issue names,
// autocannon (32 connections, BENCH_THROUGHPUT_SECONDS each, default 5 s after a 1 s warm-up) requests
// it from the production build as an anonymous visitor (brotli and gzip accepted, as browsers send; no
// cookie), then from a bare Node HTTP server, in its own process, answering the very bytes and headers
// the app answered for that page. The ratio is the app's requests per second over the bare server's. PGlite, and PostgreSQL when
// BENCH_DATABASE_URL is set (a throw-away database on that server).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type CapturedPage, capturePage, startBareServer } from "./bare-ceiling.ts";
import { startBuild, stop, waitFor, withPostgresDatabase } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const APP_PORT = Number(process.env.BENCH_THROUGHPUT_PORT ?? 3293);
const BARE_PORT = APP_PORT + 1;
const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 5);
const CONNECTIONS = 32;
const REQUEST_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

type Sample = { rps: number; p50: number; p99: number; errors: number };

async function measure(url: string, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: REQUEST_HEADERS,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchDatabase(buildDir: string, database: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sd-bench-pages-"));
  const app = startBuild(buildDir, { port: APP_PORT, dataDir, databaseUrl });
  let bare: ChildProcess | null = null;
  try {
    const appBase = `http://localhost:${APP_PORT}`;
    await waitFor(`${appBase}/api/health`);
    const sitemap = await (await fetch(`${appBase}/sitemap.xml`)).text();
    const programPath = /<loc>https?:\/\/[^<]*?(\/programs\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    if (!programPath) throw new Error("the sitemap lists no program");
    const paths = ["/", "/programs", programPath, "/faqs", "/apply"];
    const pages: CapturedPage[] = [];
    for (const pagePath of paths) pages.push(await capturePage(appBase, pagePath, REQUEST_HEADERS));
    bare = await startBareServer(pages, dataDir, BARE_PORT);
    const bareBase = `http://localhost:${BARE_PORT}`;

    const rows = [];
    for (const page of pages) {
      // Warm both (JIT, connections), then measure them back to back under the same machine load.
      await measure(`${appBase}${page.path}`, 1);
      const served = await measure(`${appBase}${page.path}`, SECONDS);
      await measure(`${bareBase}${page.path}`, 1);
      const ceiling = await measure(`${bareBase}${page.path}`, SECONDS);
      const bytes = Buffer.from(page.body, "base64").length;
      const encoding = page.headers.find(([name]) => name === "content-encoding")?.[1] ?? "identity";
      rows.push({
        database,
        page: page.path,
        "body KiB": `${(bytes / 1024).toFixed(1)} ${encoding}`,
        "app req/s": served.rps,
        "app p50/p99 ms": `${served.p50} / ${served.p99}`,
        "bare req/s": ceiling.rps,
        "bare p50/p99 ms": `${ceiling.p50} / ${ceiling.p99}`,
        ratio: `${Math.round((served.rps / Math.max(1, ceiling.rps)) * 100)}%`,
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

export async function benchPublicThroughput(buildDir: string) {
  const rows = await benchDatabase(buildDir, "PGlite");
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    rows.push(
      ...(await withPostgresDatabase(adminUrl, "bench_pages", (url) =>
        benchDatabase(buildDir, "PostgreSQL", url),
      )),
    );
  }
  console.log(
    `Public pages, anonymous GET accepting brotli and gzip, ${CONNECTIONS} connections, ${SECONDS} s each: the app next to a bare ` +
      "Node server answering the same bytes (the ceiling), measured back to back",
  );
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPublicThroughput(path.resolve(root, process.env.BUILD_DIR ?? "build"));
}
