// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, then a system Chromium, then Playwright's
// own download (installed on first use by scripts/validate.mjs when nothing else is there).
import { existsSync } from "node:fs";

const systemCandidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return systemCandidates.find((path) => existsSync(path));
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
