// Finds a Chromium for the end-to-end tests: CHROMIUM_PATH, then a system Chromium, then Playwright's
// own download (installed on first use by scripts/validate.mjs when nothing else is there).
import { existsSync } from "node:fs";

/**
 * Chromium's headless shell first (Debian's chromium-headless-shell): the tests only drive pages, and
 * the full browser's own process took a third more of the machine for the same tests (decision 253).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const systemCandidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** `full`: the whole browser, not the headless shell (Lighthouse measures what a visitor's runs). */
export function findChromium({ full = false } = {}) {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return (full ? systemCandidates : [HEADLESS_SHELL, ...systemCandidates]).find((path) => existsSync(path));
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
