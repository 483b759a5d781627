// PostgreSQL only (runs when TEST_DATABASE_URL is set), issue 22: the database goes away under a
// signed-in operator (a proxy between the server and PostgreSQL is cut). Submitting a dialog shows the
// retry text with every typed value still in its field; once the database is back the same submit
// lands. Navigating meanwhile shows the admin area's own error page. Nobody is signed out, no page
// leaves the back office, and the session cookie is the same throughout.
import { rmSync } from "node:fs";
import { type Browser, expect, test } from "@playwright/test";
import { cuttableProxy } from "#tests/support/cuttable-proxy.ts";
import { uniqueSuffix, waitForHydrationBeforeActions } from "./fixtures.ts";
import {
  freePort,
  freshPostgresDatabase,
  killServers,
  postgresUrl,
  startServer,
  untilHealthy,
} from "./processes.ts";

test.afterEach(killServers);

const MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
const ADMIN = { email: "outage-admin@e2e.test", password: "outage-admin-password" };

/** A browser page on `url`, signed in as the operator, with its console problems collected. */
async function signedInPage(browser: Browser, url: string) {
  const context = await browser.newContext({ baseURL: url });
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: ADMIN,
    headers: { origin: url },
  });
  expect(signIn.status(), "the operator signs in").toBe(200);
  const page = await context.newPage();
  await waitForHydrationBeforeActions(page);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    // The browser reports the 503s it was answered on purpose.
    if (/Failed to load resource: the server responded with a status of 503/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  const sessionCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name.includes("session_token"))?.value;
  return { context, page, problems, sessionCookie };
}

for (const database of postgresUrl ? ["postgres"] : []) {
  test(`[OPS][ADMIN] on ${database}, an outage keeps the operator signed in and the typed FAQ, which lands on retry`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const fresh = await freshPostgresDatabase();
    const proxy = await cuttableProxy(fresh.url);
    const port = await freePort();
    const dataDir = `.tmp/outage-form-data-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    try {
      const server = startServer(port, {
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        DATABASE_URL: proxy.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: "warn",
      });
      await untilHealthy(server);
      const { context, page, problems, sessionCookie } = await signedInPage(browser, server.url);
      const session = await sessionCookie();
      expect(session, "a session cookie").toBeTruthy();

      await page.goto("/admin/faqs");
      await expect(page.getByRole("heading", { name: "FAQ Management" })).toBeVisible();
      await page.getByRole("button", { name: "Add FAQ" }).click();
      const dialog = page.getByRole("dialog", { name: "Add FAQ" });
      const question = `Is the outage question ${uniqueSuffix()} kept?`;
      const answer = "Yes: every typed value stays in its field.";
      await dialog.getByLabel("Question").fill(question);
      await dialog.getByLabel("Answer").fill(answer);
      await dialog.getByLabel("Display Order").fill("42");

      await proxy.cut();
      await dialog.getByRole("button", { name: "Create FAQ" }).click();
      await expect(dialog.getByRole("alert")).toContainText(MESSAGE);
      await expect(dialog.getByRole("button", { name: "Create FAQ" })).toBeEnabled();
      await expect(dialog.getByLabel("Question")).toHaveValue(question);
      await expect(dialog.getByLabel("Answer")).toHaveValue(answer);
      await expect(dialog.getByLabel("Display Order")).toHaveValue("42");
      await expect(page).toHaveURL(/\/admin\/faqs\?new=1$/);
      expect(await sessionCookie(), "the session cookie is kept during the outage").toBe(session);

      await proxy.restore();
      await dialog.getByRole("button", { name: "Create FAQ" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText("FAQ created successfully")).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: question })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/faqs$/);

      // A navigation during an outage: the admin area's own error page, inside its shell.
      await proxy.cut();
      const nav = page.getByRole("navigation", { name: "Admin" });
      await nav.getByRole("link", { name: "Consultations" }).click();
      await expect(page.getByRole("alert")).toContainText(MESSAGE);
      await expect(page).toHaveURL(/\/admin\/consultations$/);
      await expect(nav).toBeVisible();
      await proxy.restore();
      await nav.getByRole("link", { name: "Consultations" }).click();
      await expect(page.getByRole("heading", { name: "Consultation Management" })).toBeVisible();

      expect(await sessionCookie(), "the same session throughout").toBe(session);
      expect(problems, "console errors or warnings").toEqual([]);
      await context.close();
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      proxy.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
