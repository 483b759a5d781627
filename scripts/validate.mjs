// `npm test`: lint, typecheck, production build, unit + integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), end-to-end tests in Chromium. Every step runs even
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
/** Names of what failed, printed just above the summary: CI shows only the tail of the output. */
const failures = [];
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
function countCheck(ok, title) {
  if (ok) totals.passed++;
  else {
    totals.failed++;
    failures.push(title);
  }
}

/** Failed tests in Vitest's JSON report: "file > test". */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((t) => t.status === "failed");
    if (failed.length === 0 && file.status === "failed") return [`${name} (did not load: ${file.message})`];
    return failed.map((t) => `${name} > ${t.fullName}`);
  });
}

/** Failed tests in Playwright's JSON report, walking its nested suites. */
function playwrightFailures(report) {
  const names = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected")
          names.push(`${spec.file}:${spec.line} > ${spec.title} (${test.projectName})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return names;
}

const npx = process.platform === "win32" ? "npx.cmd" : "npx";

countCheck(run("lint", npx, ["biome", "check", "."]), "lint");
countCheck(run("typecheck", "npm", ["run", "-s", "typecheck"]), "typecheck");

// The production build comes before the integration tests: they load its route modules (one import per
// file) instead of compiling every route with Vite in each of 25 files, once per database
// (tests/support/app-under-test.ts).
// Without a build they still run, on Vite.
const buildOk = run("build", "npm", ["run", "-s", "build"]);
const serverBuild = path.join(root, "build", "server", "index.js");

const vitestReport = path.join(tmp, "vitest.json");
rmSync(vitestReport, { force: true });
if (!process.env.TEST_DATABASE_URL) {
  console.log("\nTEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}
const vitestOk = run(
  "unit + integration",
  npx,
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  buildOk ? { APP_UNDER_TEST_BUILD: serverBuild } : {},
);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  const failed = vitestFailures(vitest);
  failures.push(...failed);
  if (!vitestOk && vitest.numFailedTests === 0) {
    totals.failed++; // a suite that failed to load
    if (failed.length === 0) failures.push("unit + integration (exited with an error)");
  }
} else countCheck(false, "unit + integration (no report)");

if (!buildOk) countCheck(false, "build");
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
    failures.push(...playwrightFailures(playwright));
    if (!e2eOk && playwright.stats.unexpected === 0) countCheck(false, "end-to-end (exited with an error)");
  } else countCheck(false, "end-to-end (no report)");
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  - ${name}`).join("\n")}`);
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
