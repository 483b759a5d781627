// The request metrics name routes by their pattern (decision 152): whatever paths visitors and scanners
// send (slugs, ids, e-mails, query strings, made-up paths), the `route` label only ever takes values
// from the route table, and public pages served from the page cache count as hits.
import { expect, it } from "vitest";
import { slugFromName } from "#core/content/programs/slug.ts";
import { makeProgram } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { parseExposition, sampleValue } from "#tests/support/prometheus-text.ts";

const TOKEN = "metrics-labels-token-0123456789";
const suite = appUnderTestForSuite({ env: { METRICS_TOKEN: TOKEN } });

const get = (path: string) => suite.app.request(`${TEST_ORIGIN}${path}`, { redirect: "manual" });

async function scrape() {
  const response = await suite.app.request(`${TEST_ORIGIN}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

it("labels requests by route pattern, never by the path a client sent", async () => {
  const program = await makeProgram(suite.t.services.db, { name: "Metrics Pattern Course" });
  const slug = slugFromName(program.name);
  const random = () => Math.random().toString(36).slice(2);
  const paths = [
    `/programs/${slug}`,
    `/programs/${slug}?utm_source=newsletter`,
    `/programs/${random()}`,
    `/programs/${slug}.data`,
    `/${random()}`,
    `/${random()}/${random()}?q=someone@example.com`,
    `/someone%40example.com`,
    `/admin/users/${program.id}`,
    `/admin/${random()}`,
    `/members/${random()}`,
    `/admin/data-export/lead/${program.id}`,
    `/files/public-files/program-images/${random()}.webp`,
    `/assets/${random()}.js`,
    `/api/auth/${random()}`,
    "/",
    "/_root.data",
  ];
  for (const path of paths) {
    const status = (await get(path)).status;
    expect(status, path).toBeLessThan(500);
  }

  const samples = await scrape();
  const routes = new Set(samples.filter((s) => s.name === "http_requests_total").map((s) => s.labels.route));
  expect([...routes].sort()).toEqual(
    [
      "/",
      "/_root.data",
      "/*",
      "/admin/*",
      "/admin/data-export/:kind/:id",
      "/api/auth/*",
      "/assets/*",
      "/files/public-files/*",
      "/members/*",
      "/programs/:slug",
      "/programs/:slug.data",
    ].sort(),
  );
  for (const sample of samples) {
    for (const value of Object.values(sample.labels)) {
      expect(value, sample.name).not.toContain(slug);
      expect(value, sample.name).not.toMatch(/@|%40|\?|[0-9a-f]{8}-[0-9a-f]{4}/);
    }
  }
  // Both visits to the program and the made-up slug share one series per status.
  const programRequests = samples
    .filter((s) => s.name === "http_requests_total" && s.labels.route === "/programs/:slug")
    .reduce((sum, s) => sum + s.value, 0);
  expect(programRequests).toBe(3);
});

it("counts public pages answered from the page cache as hits, their first render as a miss", async () => {
  const misses = async () =>
    sampleValue(await scrape(), "sd_page_cache_requests_total", { result: "miss" }) ?? 0;
  const hits = async () =>
    sampleValue(await scrape(), "sd_page_cache_requests_total", { result: "hit" }) ?? 0;
  const [missesBefore, hitsBefore] = [await misses(), await hits()];
  expect((await get("/faqs")).headers.get("x-page-cache")).toBe("miss");
  expect((await get("/faqs")).headers.get("x-page-cache")).toBe("hit");
  expect((await get("/faqs")).headers.get("x-page-cache")).toBe("hit");
  expect(await misses()).toBe(missesBefore + 1);
  expect(await hits()).toBe(hitsBefore + 2);
});
