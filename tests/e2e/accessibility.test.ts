// Every route, as each kind of visitor sees it and with its dialogs open, checked by axe against WCAG
// 2.1 A/AA and axe's best practices (decision 124). Zero violations of any impact. One browser context
// per role, looping over its routes; every page is audited once it has hydrated, its fonts have loaded
// and its animations have finished (motion is reduced, so rotations hold still).
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { DEMO_MEMBER, E2E_ADMIN } from "./env.ts";
import { expect, test, uniqueEmail, waitForHydrationBeforeActions, waitForMail } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

// A loop over a role's routes: an upper bound for a loaded machine; each step waits for a state.
test.describe.configure({ timeout: 240_000 });

/** A page of its own, motion reduced, in a fresh context; signed in when credentials are given. */
async function auditPage(browser: Browser, credentials?: { email: string; password: string }) {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await waitForHydrationBeforeActions(page);
  if (credentials) await signInAs(page, credentials);
  return page;
}

/** Waits until the document is hydrated, its fonts are in and nothing is animating. */
async function settled(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  });
}

/** The violations on the page as it is now, one line per element, named by what was audited. */
async function audit(page: Page, what: string): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${what}: [${v.impact}] ${v.id} (${v.help}) at ${n.target.join(" ")}`),
  );
}

/** Opens a page and audits it. */
async function auditRoute(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response, `no answer for ${path}`).not.toBeNull();
  return audit(page, path);
}

/** Opens a dialog (by its URL or a click), waits for it, and audits the page with it open. */
async function auditDialog(page: Page, what: string, open: () => Promise<unknown>): Promise<string[]> {
  await open();
  await expect(page.getByRole("dialog")).toBeVisible();
  return audit(page, `${what} (dialog open)`);
}

/** The dialog a row button opens (the first row's), on the page at `path`. */
async function auditRowDialog(page: Page, path: string, button: RegExp): Promise<string[]> {
  await page.goto(path);
  const first = page.getByRole("button", { name: button }).first();
  await expect(first, `a row button ${button} on ${path}`).toBeVisible();
  return auditDialog(page, `${path} ${button}`, () => first.click());
}

test("[A11Y][PUBLIC] every signed-out page has no axe violations", async ({ browser }) => {
  const page = await auditPage(browser);
  const found: string[] = [];
  for (const path of [
    "/",
    "/programs",
    "/philosophy",
    "/principles",
    "/about",
    "/faqs",
    "/client-access",
    "/apply",
    "/no-such-page",
    "/admin/login",
    "/admin/login?mode=forgot",
    "/members/login",
    "/members/login?tab=signup",
    "/members/login?mode=forgot",
  ])
    found.push(...(await auditRoute(page, path)));

  // A program's own page, by the link on its card.
  await page.goto("/programs");
  const program = await page.locator('a[href^="/programs/"]').first().getAttribute("href");
  found.push(...(await auditRoute(page, program!)));

  // The reset page as its e-mail opens it, and an invalid link's answer on the sign-in page.
  const email = uniqueEmail("a11y");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "a11y-password-1", name: "A11y Reader" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto("/members/login?mode=forgot");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Reset link sent", { exact: true })).toBeVisible();
  const reset = await waitForMail(email, "password-reset");
  await page.goto(reset.link!);
  await expect(page.getByRole("button", { name: "Update Password" })).toBeVisible();
  found.push(...(await audit(page, "/reset-password")));
  await page.getByLabel("New Password").fill("short");
  await page.getByLabel("Confirm Password").fill("short");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password too short", { exact: true })).toBeVisible();
  found.push(...(await audit(page, "/reset-password with its problems")));
  await page.goto("/reset-password?error=INVALID_TOKEN");
  await expect(page.getByText("Invalid reset link", { exact: true })).toBeVisible();
  found.push(...(await audit(page, "/reset-password?error=INVALID_TOKEN")));

  expect(found).toEqual([]);
  await page.context().close();
});

test("[A11Y][MEMBER] every members page has no axe violations", async ({ browser }) => {
  const page = await auditPage(browser, DEMO_MEMBER);
  const found: string[] = [];
  for (const path of [
    "/members",
    "/members/programs",
    "/members/available-programs",
    "/members/achievements",
    "/members/schedule",
    "/members/messages",
    "/members/profile",
    "/members/settings",
    "/members/no-such-page",
  ])
    found.push(...(await auditRoute(page, path)));
  for (const tab of ["Available", "All Bookings"]) {
    await page.goto("/members/schedule");
    await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
    found.push(...(await audit(page, `/members/schedule ${tab} tab`)));
  }
  found.push(...(await auditRowDialog(page, "/members/schedule", /^Details of /)));
  expect(found).toEqual([]);
  await page.context().close();
});

// The admin's audit in three tests (pages, the Add dialogs, the row dialogs), which the two workers
// share: one test of every admin page was the suite's longest by far.
test("[A11Y][ADMIN] every admin page has no axe violations", async ({ browser }) => {
  const page = await auditPage(browser, E2E_ADMIN);
  const found: string[] = [];
  const pages = [
    "/admin",
    "/admin/my-work",
    "/admin/faqs",
    "/admin/users",
    "/admin/consultations",
    "/admin/programs",
    "/admin/member-registrations",
    "/admin/activities",
    "/admin/training-events",
    "/admin/messages",
    "/admin/settings",
    "/admin/security",
    "/admin/no-such-page",
  ];
  for (const path of pages) found.push(...(await auditRoute(page, path)));
  expect(found).toEqual([]);
  await page.context().close();
});

// The dialogs held in the URL (decision 011): Add by its URL, the rest by the first row's button.
test("[A11Y][ADMIN] every Add dialog has no axe violations", async ({ browser }) => {
  const page = await auditPage(browser, E2E_ADMIN);
  const found: string[] = [];
  for (const path of [
    "/admin/faqs",
    "/admin/users",
    "/admin/consultations",
    "/admin/programs",
    "/admin/activities",
    "/admin/training-events",
  ]) {
    found.push(...(await auditDialog(page, `${path}?new=1`, () => page.goto(`${path}?new=1`))));
    if (path === "/admin/activities") {
      await page.getByRole("dialog").getByRole("tab", { name: "Custom Form" }).click();
      found.push(...(await audit(page, "/admin/activities?new=1 Custom Form")));
    }
  }
  expect(found).toEqual([]);
  await page.context().close();
});

test("[A11Y][ADMIN] every row's dialog has no axe violations", async ({ browser }) => {
  const page = await auditPage(browser, E2E_ADMIN);
  const found: string[] = [];
  for (const [path, button] of [
    ["/admin/faqs", /^Edit/],
    ["/admin/users", /^Edit/],
    ["/admin/consultations", /^Edit/],
    ["/admin/consultations", /^View /],
    ["/admin/programs", /^Edit/],
    ["/admin/member-registrations", /^Set progress of /],
    ["/admin/activities", /^Edit/],
    ["/admin/activities", /^Complete /],
    ["/admin/training-events", /^Edit/],
    ["/admin/training-events", /^Roster of /],
  ] as const)
    found.push(...(await auditRowDialog(page, path, button)));

  expect(found).toEqual([]);
  await page.context().close();
});
