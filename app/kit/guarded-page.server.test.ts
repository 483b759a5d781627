// A page that reads nothing (Settings, an area's not-found page) still checks the session: with the load
// context, so the check shares the layout's lookup instead of making a second one (decision 155).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireAdmin } from "#server/auth/guards/guards.ts";
import type { LoadContext } from "#server/load-context.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { browserRequest } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { guardedPage } from "./guarded-page.server";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** One request's load context, as the server builds it. */
const loadContext = (): LoadContext => ({
  services: t.services,
  nonce: "n",
  requestId: "r",
  clientIp: "127.0.0.1",
});

describe("guardedPage", () => {
  it("checks the session with the request's load context, sharing the layout's lookup", async () => {
    const cookie = await signedInAdminCookie(t.services, "guarded-page@example.com");
    const context = loadContext();
    const request = browserRequest("/admin/settings", { cookie });
    let pageUser: unknown;
    const loader = guardedPage(async (scope, asked) => {
      pageUser = await requireAdmin(scope, asked);
    });
    // The layout's loader and the page's run together, as React Router runs them for one request.
    const [layoutUser, answer] = await Promise.all([
      requireAdmin(context, request),
      loader({ request, context }),
    ]);
    expect(pageUser).toBe(layoutUser);
    expect(answer.init?.status).toBe(200);
  });

  it("answers with the page's status, and sends a visitor to the area's sign-in", async () => {
    const context = loadContext();
    const cookie = await signedInAdminCookie(t.services, "guarded-page-404@example.com");
    const signedIn = await guardedPage(
      requireAdmin,
      404,
    )({
      request: browserRequest("/admin/nowhere", { cookie }),
      context,
    });
    expect(signedIn.init?.status).toBe(404);
    const visitor = await guardedPage(requireAdmin)({
      request: browserRequest("/admin/settings"),
      context,
    }).catch((thrown: unknown) => thrown);
    expect(visitor instanceof Response && visitor.headers.get("location")).toMatch(/^\/admin\/login/);
  });
});
