import { E2E_ADMIN } from "./env.ts";
import { expect, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin/my-work");
  await page.goto("/admin");
});

test("[ADMIN][DASHBOARD] changing the date range redraws the charts and their tables", async ({ page }) => {
  await page.goto("/admin?range=7");
  const applications = page.getByRole("region", { name: "Applications per week by program" });
  const table = applications.getByRole("table");
  const rows = table.locator("tbody tr");
  // The chart draws in the browser: its SVG and one axis label per week.
  const chart = applications.locator(".recharts-wrapper > svg");
  await expect(chart).toBeVisible();
  const weekTicks = applications.locator(".recharts-xAxis .recharts-cartesian-axis-tick");
  await expect(rows.first()).toBeVisible();
  const weekRows = await rows.count();
  expect(weekRows).toBeLessThanOrEqual(2);
  await expect(weekTicks).toHaveCount(weekRows);

  await page.getByRole("combobox", { name: /^Date range/ }).selectOption({ label: "Last 90 days" });
  await page.getByRole("button", { name: "Show range" }).click();
  await expect(page).toHaveURL(/range=90/);
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(13);
  await expect.poll(() => weekTicks.count()).toBeGreaterThan(weekRows);
  await expect(page.getByRole("combobox", { name: /^Date range/ })).toHaveValue("90");

  // Every chart has its table, and the 48-hour panel links to the filtered consultations.
  for (const title of [
    "Lead funnel of the period's applicants",
    "48-hour promise kept per week",
    "Seats filled at upcoming events",
  ])
    await expect(page.getByRole("region", { name: title }).getByRole("table")).toBeVisible();
  await page
    .getByRole("region", { name: "48-hour promise kept per week" })
    .getByRole("link", { name: /overdue/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/consultations\?f\.clock=overdue/);
});

test("[ADMIN][DASHBOARD] when the charts' script cannot be fetched, the dashboard works on with its tables", async ({
  page,
  consoleProblems,
}) => {
  await page.route(/\/assets\/chart-drawings-[^/]+\.js$/, (route) => route.abort());
  const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("/chart-drawings-"));
  await page.goto("/admin?range=7");
  await failed;
  const applications = page.getByRole("region", { name: "Applications per week by program" });
  await expect(applications.getByRole("table").locator("tbody tr").first()).toBeVisible();
  // Still the dashboard, not its error page: a new range is shown in place, its tables filled.
  await page.getByRole("combobox", { name: /^Date range/ }).selectOption({ label: "Last 90 days" });
  await page.getByRole("button", { name: "Show range" }).click();
  await expect(page).toHaveURL(/range=90/);
  await expect
    .poll(() => applications.getByRole("table").locator("tbody tr").count())
    .toBeGreaterThanOrEqual(13);
  await expect(page.locator(".recharts-wrapper")).toHaveCount(0);
  // The browser reports the fetch we made fail on purpose.
  const expected = (p: string) => /Failed to load resource: net::ERR_FAILED/.test(p);
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !expected(p)));
});

for (const width of [1280, 1536]) {
  test(`[ADMIN][DASHBOARD] every chart's table fits its panel at ${width} px, the last column whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin?range=90");
    const applications = page.getByRole("region", { name: "Applications per week by program" });
    // The demo's applications name every program: the widest header row the dashboard has.
    await expect(applications.getByRole("columnheader", { name: "Total" })).toBeAttached();
    const overflowing = await page.locator("[data-chart]").evaluateAll((panels) =>
      panels
        .map((panel) => {
          const box = panel.querySelector('[role="group"]')!;
          const last = [...panel.querySelectorAll("th")].at(-1)!.getBoundingClientRect();
          const edge = box.getBoundingClientRect().right;
          return {
            chart: panel.getAttribute("data-chart"),
            scroll: box.scrollWidth - box.clientWidth,
            cut: last.right - edge,
          };
        })
        .filter((p) => p.scroll > 0 || p.cut > 0.5),
    );
    expect(overflowing).toEqual([]);
  });
}
