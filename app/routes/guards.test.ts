// Guards over real loaders: signed-out and member requests to admin loaders are redirected and never
// receive data; admins are admitted. The same for the members portal the other way round.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import type { LoadContext } from "#server/load-context.ts";
import { cuttableDatabase } from "#tests/support/database-outage.ts";
import { browserRequest, cookieFrom } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { loader as adminDashboardLoader } from "~/routes/admin/dashboard.tsx";
import { loader as adminLayoutLoader } from "~/routes/admin/layout.tsx";
import { loader as adminNotFoundLoader } from "~/routes/admin/not-found.tsx";
import { loader as membersDashboardLoader } from "~/routes/members/dashboard.tsx";
import { loader as membersLayoutLoader } from "~/routes/members/layout.tsx";

let t: TestContext;
let context: LoadContext;
const cookies: Record<"admin" | "member", string> = { admin: "", member: "" };

beforeAll(async () => {
  t = await createTestContext();
  context = { services: t.services, nonce: "n", requestId: "r", clientIp: "127.0.0.1" };
  for (const role of ["admin", "member"] as const) {
    const email = `${role}@example.com`;
    await createAccount(t.services.auth, t.services.db, {
      email,
      password: "password-123",
      role,
      emailVerified: true,
    });
    const result = await signIn(t.services, browserRequest("/"), { email, password: "password-123" }, role);
    cookies[role] = cookieFrom(result.headers);
  }
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: loaders are called the way React Router calls them
type AnyLoader = (args: any) => unknown;

async function run(loader: AnyLoader, path: string, cookie?: string) {
  try {
    return { data: await loader({ request: browserRequest(path, { cookie }), context, params: {} }) };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { redirect: thrown.headers.get("location"), status: thrown.status };
    throw thrown;
  }
}

describe("admin guards", () => {
  const adminLoaders: [string, AnyLoader, string][] = [
    ["layout", adminLayoutLoader, "/admin"],
    ["dashboard", adminDashboardLoader, "/admin"],
    ["any other admin path", adminNotFoundLoader, "/admin/faqs"],
  ];
  for (const [name, loader, path] of adminLoaders) {
    it(`[SIGNED OUT] ${name} redirects to /admin/login and returns no data`, async () => {
      const result = await run(loader, path);
      expect(result.status).toBe(302);
      expect(result.redirect).toMatch(/^\/admin\/login/);
      expect(result.data).toBeUndefined();
    });
    it(`[MEMBER] ${name} redirects to /admin/login and returns no data`, async () => {
      const result = await run(loader, path, cookies.member);
      expect(result.redirect).toMatch(/^\/admin\/login/);
      expect(result.data).toBeUndefined();
    });
  }

  it("[ADMIN] the dashboard returns its counts", async () => {
    const result = await run(adminDashboardLoader, "/admin", cookies.admin);
    expect(result.data).toMatchObject({ counts: { users: 2 } });
  });

  it("keeps the original path so sign-in can return to it", async () => {
    const result = await run(adminNotFoundLoader, "/admin/faqs?page=2");
    expect(result.redirect).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/faqs?page=2")}`);
  });
});

describe("member guards", () => {
  it("[SIGNED OUT] and [ADMIN] are sent to /members/login", async () => {
    expect((await run(membersDashboardLoader, "/members")).redirect).toBe("/members/login");
    expect((await run(membersDashboardLoader, "/members", cookies.admin)).redirect).toBe("/members/login");
  });

  it("[MEMBER] gets their own overview", async () => {
    const result = await run(membersDashboardLoader, "/members", cookies.member);
    expect(result.data).toMatchObject({ total: 0, averageProgress: 0, recent: [] });
  });
});

describe("while the database is unavailable (issue 22)", () => {
  // Called as React Router calls them, outside the HTTP layer's request scope: the guard sees the
  // outage itself, although better-auth's getSession replaces the database's error with its own.
  it("a signed-in person's pages answer 503, never a redirect to sign-in; the layouts keep their shell", async () => {
    const database = await cuttableDatabase(t);
    const down: LoadContext = { ...context, services: database.services };
    const load = async (loader: AnyLoader, path: string, cookie: string) => {
      try {
        return {
          data: await loader({ request: browserRequest(path, { cookie }), context: down, params: {} }),
        };
      } catch (thrown) {
        if (thrown instanceof Response) return { redirect: thrown.headers.get("location") };
        return { status: (thrown as { init?: { status?: number } }).init?.status };
      }
    };
    await database.cut();
    try {
      expect(await load(adminDashboardLoader, "/admin", cookies.admin)).toEqual({ status: 503 });
      expect(await load(adminNotFoundLoader, "/admin/faqs", cookies.admin)).toEqual({ status: 503 });
      expect(await load(membersDashboardLoader, "/members", cookies.member)).toEqual({ status: 503 });
      expect(await load(adminLayoutLoader, "/admin", cookies.admin)).toMatchObject({ data: { email: "" } });
      expect(await load(membersLayoutLoader, "/members", cookies.member)).toMatchObject({
        data: { displayName: "" },
      });
      await database.restore();
      // The same session, once the database is back.
      expect(await load(adminDashboardLoader, "/admin", cookies.admin)).toMatchObject({
        data: { counts: {} },
      });
    } finally {
      await database.restore();
      await database.close();
    }
  });
});
