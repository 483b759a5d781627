// The page cache holds at most its budget in bytes (every encoding of each page counted): past it the
// page stored longest ago is dropped and rendered again when asked for; a page larger than the whole
// budget is served but never held.
import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { expect, it } from "vitest";
import { PAGE_CACHE_HEADER, pageCache, STATIC_DOCUMENT_HEADER } from "./page-cache.ts";

const renders: string[] = [];
/** A page of about `kb` KB of random base64, which compresses to about three quarters of that. */
const page = (kb: number) => `<p>${randomBytes(kb * 768).toString("base64")}</p>`;
const sizes: Record<string, number> = { "/a": 20, "/b": 20, "/c": 20, "/huge": 200 };

const cache = pageCache({
  contentVersion: async () => 1,
  render: async (c) => {
    renders.push(c.req.path);
    return new Response(page(sizes[c.req.path] ?? 1), {
      headers: { "content-type": "text/html; charset=utf-8", [STATIC_DOCUMENT_HEADER]: "1" },
    });
  },
  // A 20 KB page is about 51 KB in its three encodings: this holds two (102 KB), not three (153 KB).
  maxBytes: 128 * 1024,
});
const app = new Hono();
app.use(cache.serveHits);
app.use(cache.renderAndStore);

const get = async (path: string) => {
  const response = await app.request(`http://localhost${path}`, { headers: { "accept-encoding": "gzip" } });
  await response.arrayBuffer();
  return response.headers.get(PAGE_CACHE_HEADER);
};

it("past its budget the page stored longest ago is dropped, and rendered again when asked for", async () => {
  expect([await get("/a"), await get("/b"), await get("/a"), await get("/b")]).toEqual([
    "miss",
    "miss",
    "hit",
    "hit",
  ]);
  expect(await get("/c")).toBe("miss");
  // /a was stored first: it made room for /c.
  expect([await get("/b"), await get("/c")]).toEqual(["hit", "hit"]);
  renders.length = 0;
  expect(await get("/a")).toBe("miss");
  expect(renders).toEqual(["/a"]);
});

it("a page larger than the whole budget is served to each request, never held", async () => {
  renders.length = 0;
  expect(await get("/huge")).toBe("miss");
  expect(await get("/huge")).not.toBe("hit");
  expect(renders).toEqual(["/huge", "/huge"]);
});
