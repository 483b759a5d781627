import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./tests/e2e/chromium.mjs";
import { E2E_ADMIN, E2E_BUILD_DIR, E2E_DATA_DIR, E2E_PORT } from "./tests/e2e/env.ts";

// End-to-end tests against the production build, started as `npm start` would, on a fresh data dir.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.test.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // An upper bound for the longest flows (two browsers, e-mail links) on a loaded 2-core machine; tests
  // wait for states, so a passing test takes no longer for it.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A trace is recorded for every test and kept only for a failure: a fifth of the suite's time (86-93
    // s against 67-73 s for six tests), spent in CI on files nobody can open there. Kept off the laptop.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node ${E2E_BUILD_DIR}/server/main.js`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      // One proxy in front, as in production: a new member signs up from an address of its own
      // (X-Forwarded-For, tests/e2e/member-account.ts), since the suite signs up more members than one
      // client may in an hour. A request without the header keeps the socket's address.
      TRUST_PROXY: "true",
    },
  },
});
