// The README's screenshots of the product's three areas, from the production build (`npm run build`
// first) on a fresh data directory with the demo content: the public home page, the admin dashboard,
// the operator's My work (the demo leads are the first admin's) and the demo member's portal,
// 1280 x 800 in Chromium, written to docs/screenshots/ as palette PNGs.
// Usage: node scripts/screenshots.mjs [port]
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, findChromium } from "../tests/e2e/chromium.mjs";

const port = Number(process.argv[2] ?? 4313);
const origin = `http://localhost:${port}`;
const admin = { email: "admin@screenshot.test", password: "screenshot-admin-password" };
const member = { email: "member@demo.local", password: "DemoMember2026!" };
const dataDir = mkdtempSync(join(tmpdir(), "screenshots-"));
const server = spawn(process.execPath, ["build/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

/** Opens `path` (signed in through `login` first, when given) and writes docs/screenshots/`name`.png. */
async function shoot(browser, name, path, login) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (login) {
    await page.goto(`${origin}${login.at}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Email").fill(login.email);
    await page.getByLabel("Password").fill(login.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  }
  await page.goto(`${origin}${path}`);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const shot = await page.screenshot({ animations: "disabled" });
  await page.close();
  const file = `docs/screenshots/${name}.png`;
  const info = await sharp(shot)
    .png({ palette: true, colours: 96, compressionLevel: 9, effort: 10 })
    .toFile(file);
  console.log(`${file} ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`);
}

try {
  for (let i = 0; ; i++) {
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 240) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  mkdirSync("docs/screenshots", { recursive: true });
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    await shoot(browser, "public-site", "/");
    await shoot(browser, "admin", "/admin", { at: "/admin/login", ...admin });
    await shoot(browser, "my-work", "/admin/my-work", { at: "/admin/login", ...admin });
    await shoot(browser, "members", "/members", { at: "/members/login", ...member });
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
