// The dashboard's trends through the real app (decision 147): the range in the URL changes what the
// page's tables count, a broken custom range is named and the default shown, hostile values never 500.
import { expect, it } from "vitest";
import { rangeMessages } from "#core/dashboard/date-range.ts";
import { makeConsultation } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";

const suite = appUnderTestForSuite({});

const page = async (query: string) => {
  const response = await suite.app.request(`${TEST_ORIGIN}/admin${query}`, {
    headers: { cookie: suite.adminCookie },
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
};

/** The applications table's rows: "Week of" cells. */
const weekRows = (html: string) => {
  const section = html.slice(html.indexOf('data-chart="applications"'), html.indexOf('data-chart="funnel"'));
  return [...section.matchAll(/<tr><td[^>]*>(\d{4}-\d{2}-\d{2})<\/td>/g)].map((m) => m[1]);
};

it("counts the range the URL names, each chart with its table", async () => {
  await makeConsultation(suite.t.services.db, { createdAt: new Date(Date.now() - 60 * 86_400_000) });
  const week = await page("?range=7");
  const quarter = await page("?range=90");
  expect([week.status, quarter.status]).toEqual([200, 200]);
  for (const title of [
    "Applications per week by program",
    "Lead funnel",
    "48-hour promise kept per week",
    "Seats filled at upcoming events",
    "Achievements earned per month",
  ])
    expect(week.html).toContain(title);
  expect(weekRows(week.html).length).toBeLessThanOrEqual(2);
  expect(weekRows(quarter.html).length).toBeGreaterThanOrEqual(13);
  // The lead of 60 days ago is in the 90 days' funnel, not the 7 days'.
  const applied = (html: string) => /<td[^>]*>Applied<\/td><td[^>]*>(\d+)<\/td>/.exec(html)?.[1];
  expect(Number(applied(quarter.html))).toBeGreaterThan(Number(applied(week.html)));
});

it("names a broken custom range and shows the default, never a 500", async () => {
  const broken = await page("?range=custom&from=2026-02-30&to=x");
  expect(broken.status).toBe(200);
  expect(broken.html).toContain(rangeMessages.badCustom.replace(/'/g, "&#x27;"));
  for (const query of ["?range=%00", "?range=custom&from=%00&to=%01", "?range=year&from=9999-99-99"])
    expect((await page(query)).status, query).toBe(200);
});

it("keeps the period's figures a minute, with their time, and counts again after a change made here", async () => {
  const applied = (html: string) => Number(/<td[^>]*>Applied<\/td><td[^>]*>(\d+)<\/td>/.exec(html)?.[1]);
  const before = await page("?range=30");
  expect(before.html).toContain("Figures as of ");
  // Written straight to the database: no request told this instance that something changed.
  await makeConsultation(suite.t.services.db, {});
  const kept = await page("?range=30");
  expect(applied(kept.html)).toBe(applied(before.html));
  // Any change reaches the app as a non-GET request; once answered, the figures are counted again.
  const post = await suite.app.request(`${TEST_ORIGIN}/admin/consultations`, {
    method: "POST",
    headers: {
      cookie: suite.adminCookie,
      origin: TEST_ORIGIN,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "intent=none",
    redirect: "manual",
  });
  expect(post.status).toBeLessThan(500);
  expect(applied((await page("?range=30")).html)).toBe(applied(before.html) + 1);
});

it("words each figure's change against the period of the same length before", async () => {
  // Applications: one 3 days ago, none in the 7 days before that.
  await makeConsultation(suite.t.services.db, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
  const html = (await page("?range=custom&from=2000-01-01&to=2000-01-07")).html.replaceAll("<!-- -->", "");
  const card = (label: string) =>
    new RegExp(`${label}</p><p[^>]*>[^<]*</p><p[^>]*>([^<]*)</p>`).exec(html)?.[1];
  // A week long ago: nothing then, nothing in the week before.
  expect(card("Applications")).toBe("None, as in the previous 7 days");
  expect(card("Contacted within 48 h")).toBe("Nothing to compare with");
  const recent = (await page("?range=7")).html.replaceAll("<!-- -->", "");
  expect(recent).toMatch(
    /Applications<\/p><p[^>]*>\d+<\/p><p[^>]*>(New this period|(Up|Down) \d+% on the previous 7 days|Same as the previous 7 days)<\/p>/,
  );
  expect(recent).not.toMatch(/vs previous|none before/i);
});

it("sends each chart's box empty at its size for the browser to draw, its table filled", async () => {
  const { html } = await page("?range=90");
  const panels = html.split('data-chart="').slice(1);
  expect(panels).toHaveLength(9);
  for (const panel of panels) {
    // The box keeps the chart's height (h-64), so the drawing after hydration moves nothing.
    expect(panel).toMatch(
      /^[a-z]+"><h3[^>]*>[^<]+<\/h3><div[^>]*><div aria-hidden="true" class="h-64[^"]*"><\/div>/,
    );
    expect(panel).toMatch(/<table[^>]*>.*<tbody[^>]*><tr>/);
  }
  // Recharts never runs on the server: it drew only empty wrappers there, at half the page's render CPU.
  expect(html).not.toContain("recharts");
});
