// The README's dashboard screenshot (issue 26): starts the production build (`npm run build` first) on
// a fresh data directory with the demo data, signs in as the admin, opens the dashboard's last 90 days
// in the dark theme, the first 1280 x 1400 px, and writes docs/dashboard.png as a palette PNG (sharp).
// Usage: node scripts/dashboard-screenshot.mjs [port]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, findChromium } from "../tests/e2e/chromium.mjs";

const port = Number(process.argv[2] ?? 4313);
const origin = `http://localhost:${port}`;
const admin = { email: "admin@screenshot.test", password: "screenshot-admin-password" };
const dataDir = mkdtempSync(join(tmpdir(), "dashboard-shot-"));
const server = spawn(process.execPath, ["build/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

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
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1280, height: 1400 }, colorScheme: "dark" });
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/?$/);
  await page.goto(`${origin}/admin?range=90`);
  await page.locator(".recharts-wrapper > svg").first().waitFor();
  await page.waitForLoadState("networkidle");
  const shot = await page.screenshot({ animations: "disabled" });
  await browser.close();
  const info = await sharp(shot)
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
    .toFile("docs/dashboard.png");
  console.log(`docs/dashboard.png ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`);
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
