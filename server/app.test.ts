import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { createApp } from "./app.ts";

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext();
  app = createApp({ services: t.services, reactRouter: async () => new Response("page", { status: 200 }) });
});
afterAll(() => t.close());

describe("HTTP application", () => {
  it("answers the health check after reaching the database", async () => {
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("sends security headers with a fresh CSP nonce per request", async () => {
    const [a, b] = await Promise.all([app.request("/"), app.request("/")]);
    const nonce = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce(a)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
    expect(a.headers.get("x-frame-options")).toBe("DENY");
    expect(a.headers.get("x-request-id")).toBeTruthy();
  });

  it("refuses a state-changing request from another origin or without one", async () => {
    const cross = await app.request("http://localhost:3000/admin/login", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    const missing = await app.request("http://localhost:3000/admin/login", { method: "POST" });
    expect(missing.status).toBe(403);
    const same = await app.request("http://localhost:3000/admin/login", {
      method: "POST",
      headers: { origin: "http://localhost:3000" },
    });
    expect(same.status).toBe(200);
  });

  it("accepts only the configured public origin, whatever Host the request names", async () => {
    // A forged Host makes the request's own origin match a foreign Origin: that must not pass.
    const forged = await app.request("http://evil.example/admin/login", {
      method: "POST",
      headers: { origin: "http://evil.example", host: "evil.example" },
    });
    expect(forged.status).toBe(403);
    // Without Origin, a browser's Sec-Fetch-Site: same-origin is accepted; with a foreign Origin it is not.
    const fetchMetadata = await app.request("http://localhost:3000/admin/login", {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(fetchMetadata.status).toBe(200);
    const foreignWithMetadata = await app.request("http://localhost:3000/admin/login", {
      method: "POST",
      headers: { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
    });
    expect(foreignWithMetadata.status).toBe(403);
  });

  it("refuses bodies over the limit", async () => {
    const response = await app.request("http://localhost:3000/members/login", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "text/plain" },
      body: "x".repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
  });

  it("serves stored public files with long caching and refuses unsafe keys", async () => {
    await t.services.storage.put("program-images/test-file.webp", Buffer.from("RIFF0000WEBP"), "image/webp");
    const ok = await app.request("/files/public-files/program-images/test-file.webp");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/webp");
    expect(ok.headers.get("cache-control")).toContain("immutable");
    expect(
      (await app.request("/files/public-files/program-images%2F..%2F..%2F..%2Fauth-secret")).status,
    ).toBe(404);
    expect((await app.request("/files/public-files/program-images/missing.webp")).status).toBe(404);
  });
});
