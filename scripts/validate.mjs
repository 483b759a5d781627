// `npm test`: lint, typecheck, unit + integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), production build, end-to-end tests in Chromium. Every step runs even
// when an earlier one fails, so one run shows everything; the last line is "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "../tests/e2e/chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tmp = path.join(root, ".tmp");
mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0 };
const started = Date.now();

function run(title, command, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? "ok" : "FAILED"} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Lint and typecheck count as one check each; test runners report their own counts. */
function countCheck(ok) {
  if (ok) totals.passed++;
  else totals.failed++;
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";

countCheck(run("lint", npx, ["biome", "check", "."]));
countCheck(run("typecheck", "npm", ["run", "-s", "typecheck"]));

const vitestReport = path.join(tmp, "vitest.json");
rmSync(vitestReport, { force: true });
if (!process.env.TEST_DATABASE_URL) {
  console.log("\nTEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}
const vitestOk = run("unit + integration", npx, [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  if (!vitestOk && vitest.numFailedTests === 0) totals.failed++; // a suite that failed to load
} else countCheck(false);

const buildOk = run("build", "npm", ["run", "-s", "build"]);
if (!buildOk) countCheck(false);
else {
  if (!findChromium()) {
    // A laptop without Chromium: use Playwright's own browser, downloading it once.
    run("browser", npx, ["playwright", "install", "chromium"]);
  }
  const playwrightReport = path.join(tmp, "playwright.json");
  rmSync(playwrightReport, { force: true });
  const e2eOk = run("end-to-end", npx, ["playwright", "test"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const playwright = existsSync(playwrightReport) ? readJson(playwrightReport) : null;
  if (playwright?.stats) {
    totals.passed += playwright.stats.expected + (playwright.stats.flaky ?? 0);
    totals.failed += playwright.stats.unexpected;
    if (!e2eOk && playwright.stats.unexpected === 0) totals.failed++;
  } else countCheck(false);
}

console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
