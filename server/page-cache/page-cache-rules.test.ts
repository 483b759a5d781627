// The page cache's storage rules against a stand-in page render: only a static document rendered for
// the cache, answered 200 without a cookie or private caching, is ever stored and served again.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { makeFaq } from "#server/seed/factories.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { PAGE_CACHE_HEADER, STATIC_DOCUMENT_HEADER } from "./page-cache.ts";

let t: TestContext;
let app: ReturnType<typeof createApp>;
let renders = 0;
beforeAll(async () => {
  t = await createTestContext();
  app = createApp({
    services: t.services,
    reactRouter: async (request, context) => {
      renders++;
      const path = new URL(request.url).pathname;
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      if (context.pageCache && path !== "/hydrated") headers.set(STATIC_DOCUMENT_HEADER, "1");
      if (path === "/sets-cookie") headers.set("set-cookie", "sd_toast=x; Path=/");
      if (path === "/private") headers.set("cache-control", "private, no-store");
      const status = path === "/missing" ? 404 : path === "/broken" ? 500 : 200;
      return new Response(`<p>${path} ${renders}</p>`, { status, headers });
    },
  });
});
afterAll(() => t.close());

const twice = async (path: string) => {
  const before = renders;
  const first = await app.request(`${TEST_ORIGIN}${path}`);
  const second = await app.request(`${TEST_ORIGIN}${path}`);
  return { first, second, renders: renders - before, bodies: [await first.text(), await second.text()] };
};

it("a static document is rendered once and served again", async () => {
  const { second, renders: count, bodies } = await twice("/static");
  expect(count).toBe(1);
  expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
  expect(bodies[1]).toBe(bodies[0]);
  expect(second.headers.has(STATIC_DOCUMENT_HEADER)).toBe(false);
});

it("an answer that sets a cookie, says private, is not a 200 or is not a static document is rendered each time", async () => {
  for (const path of ["/sets-cookie", "/private", "/missing", "/broken", "/hydrated"]) {
    const { first, second, renders: count } = await twice(path);
    expect(count, path).toBe(2);
    expect(second.headers.get(PAGE_CACHE_HEADER), path).toBeNull();
    expect(first.headers.has(STATIC_DOCUMENT_HEADER), path).toBe(false);
  }
});

it("a POST, a HEAD and a data request are never answered from the cache", async () => {
  await twice("/form");
  const before = renders;
  const post = await app.request(`${TEST_ORIGIN}/form`, { method: "POST", headers: { origin: TEST_ORIGIN } });
  expect(post.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  const data = await app.request(`${TEST_ORIGIN}/form.data`);
  expect(data.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  expect(renders - before).toBe(2);
});

it("concurrent visits to a page whose copy is out of date share one render", async () => {
  await twice("/crowd");
  await makeFaq(t.services.db); // a new version of the public content
  const before = renders;
  const answers = await Promise.all(Array.from({ length: 8 }, () => app.request(`${TEST_ORIGIN}/crowd`)));
  expect(renders - before).toBe(1);
  expect(new Set(await Promise.all(answers.map((answer) => answer.text()))).size).toBe(1);
});

it("concurrent visits to a page that is never stored each get their own render, at once", async () => {
  const before = renders;
  await Promise.all(Array.from({ length: 4 }, () => app.request(`${TEST_ORIGIN}/private`)));
  expect(renders - before).toBe(4);
});
