// Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) against the
// production build, for the public pages the issue names: the four category scores, LCP, CLS, TBT and
// the gzip bytes of JavaScript each page loads. Target (issue 12): 100 in all four, LCP under 1.5 s, at most 100 KB of gzipped JavaScript.
// Runs on its own port and data dir; `npm run bench` calls it last, `npx tsx bench/lighthouse.ts` alone.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

import { chromiumArgs, findChromium } from "../tests/e2e/chromium.mjs";
import { startBuild, stop, waitFor } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const APP_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3291);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9339);
/** Lighthouse's own advice: performance varies from run to run, so report the median of several. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** The gzip size (level 9) of every script the page loaded, fetched again uncompressed. */
async function scriptGzipBytes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(
      await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
    );
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

type Row = {
  page: string;
  status: number;
  performance: number | string;
  accessibility: number | string;
  "best-practices": number | string;
  seo: number | string;
  "LCP ms": number | string;
  CLS: number | string;
  "TBT ms": number | string;
  "JS gzip KiB": string;
};

/** The page's row from its runs: the median of each figure, the median-LCP run for its requests. */
async function rowOf(page: string, status: number, runs: LighthouseResult[], base: string): Promise<Row> {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const score = (id: string) => {
    const values = runs.map((run) => run.categories[id]?.score).filter((v) => typeof v === "number");
    return values.length === 0 ? "n/a" : Math.round(median(values) * 100);
  };
  const metric = (id: string, digits = 0) => {
    const values = runs.map((run) => run.audits[id]?.numericValue).filter((v) => v !== undefined);
    return values.length === 0 ? "n/a" : Number(median(values).toFixed(digits));
  };
  const lcpOf = (run: LighthouseResult) => run.audits["largest-contentful-paint"]?.numericValue ?? 0;
  const lhr = [...runs].sort((a, b) => lcpOf(a) - lcpOf(b))[Math.floor(runs.length / 2)]!;
  const requests =
    (
      lhr.audits["network-requests"]?.details as
        | { items?: { url: string; resourceType?: string }[] }
        | undefined
    )?.items ?? [];
  const scripts = requests
    .filter((r) => r.resourceType === "Script" && r.url.startsWith(base))
    .map((r) => r.url);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  if (failing.length) console.log(`${page}: failing audits: ${failing.join(", ")}`);
  return {
    page,
    status,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    "LCP ms": metric("largest-contentful-paint"),
    CLS: metric("cumulative-layout-shift", 3),
    "TBT ms": metric("total-blocking-time"),
    "JS gzip KiB": `${((await scriptGzipBytes(scripts)) / 1024).toFixed(1)} (${scripts.length} files)`,
  };
}

/**
 * Lighthouse over the public pages of one build, or of several side by side (LIGHTHOUSE_BUILDS: build
 * folders, comma-separated): one server each, and every run of a page alternates between them, so the
 * machine's load falls on each alike.
 */
export async function lighthouseBench(
  buildDirs = (process.env.LIGHTHOUSE_BUILDS ?? process.env.BUILD_DIR ?? "build")
    .split(",")
    .map((dir) => path.resolve(root, dir.trim())),
) {
  for (const buildDir of buildDirs)
    if (!existsSync(path.join(buildDir, "server/main.js")))
      execSync("npm run build", { cwd: root, stdio: "inherit" });
  const chromePath = findChromium({ full: true });
  if (!chromePath) throw new Error("no Chromium found (set CHROMIUM_PATH)");

  const profileDir = mkdtempSync(path.join(tmpdir(), "sd-lighthouse-chrome-"));
  const servers = buildDirs.map((buildDir, i) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sd-lighthouse-"));
    const port = APP_PORT + i;
    // BUILD_DIR names the build to the server itself (its client files), wherever it lives.
    const child = startBuild(buildDir, { port, dataDir, env: { BUILD_DIR: buildDir } });
    return { buildDir, dataDir, child, base: `http://localhost:${port}` };
  });
  const chrome = spawn(
    chromePath,
    [
      ...chromiumArgs,
      "--headless=new",
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profileDir}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  try {
    // Several builds start at once, each seeding its demo content: on a loaded machine that takes minutes.
    for (const server of servers) await waitFor(`${server.base}/api/health`, 180_000);
    await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 15_000);
    const pagesOf = async (base: string) => {
      const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
      const programPath =
        /<loc>https?:\/\/[^<]*?(\/programs\/[^<]+)<\/loc>/.exec(sitemap)?.[1] ?? "/programs/unknown";
      return ["/", "/programs", programPath, "/faqs", "/apply"];
    };
    const pages = await Promise.all(servers.map((server) => pagesOf(server.base)));
    const rows = servers.map(() => [] as Row[]);
    for (const index of pages[0]!.keys()) {
      const runs = servers.map(() => [] as LighthouseResult[]);
      for (let attempt = 0; runs.some((r) => r.length < RUNS) && attempt < RUNS + 2; attempt++) {
        for (const [i, server] of servers.entries()) {
          if (runs[i]!.length >= RUNS) continue;
          const result = await lighthouse(`${server.base}${pages[i]![index]}`, {
            port: DEBUG_PORT,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          });
          // A run whose trace could not be read has no performance score; it is retried, not counted.
          if (typeof result?.lhr.categories.performance?.score === "number") runs[i]!.push(result.lhr);
        }
      }
      for (const [i, server] of servers.entries()) {
        const own = pages[i]![index]!;
        if (runs[i]!.length === 0)
          throw new Error(`Lighthouse could not measure ${own} (${server.buildDir})`);
        const status = (await fetch(`${server.base}${own}`)).status;
        rows[i]!.push(await rowOf(own, status, runs[i]!, server.base));
      }
    }
    for (const [i, server] of servers.entries()) {
      console.log(
        `Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU), median of ${RUNS} runs per page` +
          `${servers.length > 1 ? `, ${path.relative(root, server.buildDir) || server.buildDir}` : ""}`,
      );
      console.table(rows[i]);
    }
    return servers.length === 1 ? rows[0]! : rows;
  } finally {
    await stop(chrome);
    for (const server of servers) {
      await stop(server.child);
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    rmSync(profileDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await lighthouseBench();
