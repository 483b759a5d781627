// Signed-in pages and their single-fetch data (*.data) are never stored by a browser or shared cache,
// and the toast cookie is Secure when the site is served over TLS.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { runAction } from "#tests/support/actions.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { action as adminLoginAction } from "~/routes/admin/login.tsx";

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext();
  // React Router's handler stands in as a page that sets no caching of its own (as most routes do).
  app = createApp({
    services: t.services,
    reactRouter: async (request) =>
      new URL(request.url).pathname === "/public-with-cookie"
        ? new Response("page", { headers: { "set-cookie": "sd_toast=x; Path=/" } })
        : new URL(request.url).pathname === "/with-form-stamp"
          ? new Response("page", { headers: { "set-cookie": "sd_form_token=1.x; Path=/apply" } })
          : new Response("page", { headers: { "content-type": "text/html" } }),
  });
});
afterAll(() => t.close());

const cacheControl = async (path: string, cookie?: string) =>
  (await app.request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} })).headers.get(
    "cache-control",
  );

describe("Cache-Control on private answers", () => {
  it("the admin and members areas, pages and .data, are private, no-store even signed out", async () => {
    for (const path of [
      "/admin",
      "/admin/login",
      "/admin/faqs.data",
      "/admin.data",
      "/members",
      "/members/login.data",
      "/reset-password",
    ]) {
      expect(await cacheControl(path), path).toBe("private, no-store");
    }
  });

  it("any page or .data answered to a request with a session cookie is private, no-store", async () => {
    for (const cookie of ["sd.session_token=abc.def", "__Secure-sd.session_token=abc.def"]) {
      expect(await cacheControl("/", cookie)).toBe("private, no-store");
      expect(await cacheControl("/_root.data", cookie)).toBe("private, no-store");
      expect(await cacheControl("/programs.data", cookie)).toBe("private, no-store");
    }
  });

  it("an answer that sets a cookie is private, no-store", async () => {
    expect(await cacheControl("/public-with-cookie")).toBe("private, no-store");
  });

  it("an answer that sets only the application form's stamp is private, and kept for Back", async () => {
    expect(await cacheControl("/with-form-stamp")).toBe("private");
    expect(await cacheControl("/with-form-stamp", "sd.session_token=abc.def")).toBe("private, no-store");
  });

  it("public pages without a session cookie keep their own caching", async () => {
    expect(await cacheControl("/")).toBeNull();
    expect(await cacheControl("/programs.data", "sd_toast=x; theme=dark")).toBeNull();
  });
});

describe("the toast cookie", () => {
  it("is Secure when PUBLIC_URL is https", async () => {
    const https = await createTestContext({ PUBLIC_URL: "https://house.example" });
    try {
      const request = new Request("https://house.example/admin/login", {
        method: "POST",
        headers: { origin: "https://house.example", "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "forgot", email: "nobody@example.com" }).toString(),
      });
      const answer = await runAction(adminLoginAction, https.services, request);
      expect(answer.status).toBe(302);
      const toast = answer.headers.getSetCookie().find((c) => c.startsWith("sd_toast="));
      expect(toast).toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });

  it("is not Secure over plain http (local development)", async () => {
    const request = new Request("http://localhost:3000/admin/login", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "forgot", email: "nobody@example.com" }).toString(),
    });
    const answer = await runAction(adminLoginAction, t.services, request);
    const toast = answer.headers.getSetCookie().find((c) => c.startsWith("sd_toast="));
    expect(toast).toBeTruthy();
    expect(toast).not.toMatch(/;\s*Secure/i);
  });
});
