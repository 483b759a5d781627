// Held pages over a real socket, through the Node server as production runs it: the same bytes and
// rules as the app's own answers, the security headers and request id of every answer (the cache is
// one middleware of the app, not a way around it), and every request the cache must not answer rendered.
import { createHash } from "node:crypto";
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { formTokenFromCookies, formTokenIssuedAt } from "#server/leads/applications/form-token.ts";
import { PAGE_CACHE_HEADER } from "#server/page-cache/page-cache.ts";
import { makeFaq, uniqueSuffix } from "#server/seed/factories.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { type ListeningServer, listen } from "#tests/support/listening-server.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let under: AppUnderTest;
let server: ListeningServer;
beforeAll(async () => {
  t = await createTestContext();
  under = await createAppUnderTest(t.services);
  server = await listen(under.app.fetch);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await under?.close();
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });
/** The first request renders and stores the page; the next one is a hit. */
async function hit(path: string, headers: Record<string, string> = {}) {
  await (await get(path)).arrayBuffer();
  const response = await get(path, headers);
  expect(response.headers.get(PAGE_CACHE_HEADER), path).toBe("hit");
  return response;
}
/** A GET over node:http, whose body is the bytes as sent (fetch would decompress them). */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

it("a held page carries the app's security headers, a request id, and a policy that allows its scripts by hash", async () => {
  for (const path of ["/", "/faqs", "/apply"]) {
    const response = await hit(path);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("'strict-dynamic'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    expect(response.headers.has("x-internal-script-hashes")).toBe(false);
    const html = await response.text();
    expect(html, path).not.toMatch(/\snonce=/);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!.split(" ");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !attributes!.includes("application/ld+json"))
      .map(([, , body]) => body!);
    expect(inline.length, path).toBeGreaterThanOrEqual(2);
    for (const script of inline) expect(scriptSrc, path).toContain(sha256(script));
  }
});

it("gzip when accepted, the same page as the app's own answer, and a fresh form stamp for each visitor", async () => {
  const asked = Date.now();
  const compressed = await hit("/apply", { "accept-encoding": "gzip" });
  expect(compressed.headers.get("content-encoding")).toBe("gzip");
  // fetch decompresses; the page is the same for everyone, the stamp a cookie of each answer.
  const stamp = (response: Response) =>
    formTokenIssuedAt(t.services.config, formTokenFromCookies(response.headers.getSetCookie().join("; ")));
  expect(stamp(compressed)).toBeGreaterThanOrEqual(asked);
  const first = await compressed.text();
  const plain = await hit("/apply", { "accept-encoding": "identity" });
  expect(stamp(plain)).toBeGreaterThanOrEqual(asked);
  expect(await plain.text()).toBe(first);
  const fromApp = await (await under.app.request("http://localhost:3000/apply")).text();
  expect(first).toBe(fromApp);
  // The bytes on the wire are one valid gzip stream (CRC and length checked by gunzip).
  const raw = await rawGet("/apply", { "accept-encoding": "gzip" });
  expect(raw.headers["x-page-cache"]).toBe("hit");
  expect(raw.headers["content-length"]).toBe(String(raw.body.length));
  expect(gunzipSync(raw.body).toString()).toBe(first);
  expect(raw.headers["set-cookie"]?.[0]).toMatch(
    /^sd_form_token=\d+\.[\w-]{43}; Path=\/apply; HttpOnly; SameSite=Lax$/,
  );
});

it("a HEAD (never from the cache) carries the security headers and a request id, and no body", async () => {
  const head = await fetch(`${server.url}/faqs`, { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  expect(head.headers.get("content-security-policy")).toContain("'strict-dynamic'");
  expect(head.headers.get("x-frame-options")).toBe("DENY");
  expect(head.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  expect((await head.arrayBuffer()).byteLength).toBe(0);
});

it("an admin change shows on the next request", async () => {
  await hit("/faqs");
  const faq = await makeFaq(t.services.db, { question: `Node-level question ${uniqueSuffix()}?` });
  const after = await get("/faqs");
  expect(after.headers.get(PAGE_CACHE_HEADER)).toBe("miss");
  expect(await after.text()).toContain(faq.question);
});

it("signed-in visitors, other cookies, credentials, query strings, and query strings go to the app", async () => {
  await hit("/faqs");
  const cookie = await signedInAdminCookie(t.services);
  const passing: [string, RequestInit][] = [
    ["/faqs", { headers: { cookie } }],
    ["/faqs", { headers: { cookie: "other=1" } }],
    ["/faqs", { headers: { authorization: "Bearer x" } }],
    ["/faqs?x=1", {}],
  ];
  for (const [path, init] of passing) {
    const response = await fetch(`${server.url}${path}`, init);
    expect(response.headers.get(PAGE_CACHE_HEADER), `${path} ${JSON.stringify(init)}`).not.toBe("hit");
    await response.arrayBuffer();
  }
  expect((await get("/faqs", { cookie: "sd_tz=Europe%2FLondon" })).headers.get(PAGE_CACHE_HEADER)).toBe(
    "hit",
  );
});
