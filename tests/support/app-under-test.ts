// The whole product in a test, without a socket: our Hono app in front of React Router's real request
// handler. Tests send requests exactly as a browser or an attacker would and read the real responses.
// The route modules come from the production build when `npm test` has made one (it builds first and
// names it in APP_UNDER_TEST_BUILD: one import instead of a Vite compile of every route in each file,
// 6-7 s each on an idle machine); otherwise Vite compiles them on demand, as `npm run dev` does, so a
// single `npx vitest` run always tests the source as it is.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "#server/app.ts";
import { reactRouterHandler } from "#server/http/route-tables.ts";
import type { Services } from "#server/services.ts";
import { signedInAdminCookie } from "./admin-session.ts";
import { createTestContext, type TestContext } from "./test-services.ts";

export type AppUnderTest = { app: ReturnType<typeof createApp>; close(): Promise<void> };

export async function createAppUnderTest(services: Services): Promise<AppUnderTest> {
  const { build, close } = await loadServerBuild();
  const app = createApp({
    services,
    reactRouter: reactRouterHandler(build),
    routes: build.routes,
  });
  return { app, close };
}

async function loadServerBuild(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  const built = process.env.APP_UNDER_TEST_BUILD;
  if (built) {
    const url = pathToFileURL(path.resolve(built)).href;
    return { build: (await import(/* @vite-ignore */ url)) as ServerBuild, close: async () => {} };
  }
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "silent",
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, close: () => vite.close() };
}

export type SuiteApp = {
  /** The test's own services and database. */
  readonly t: TestContext;
  readonly app: AppUnderTest["app"];
  /** The Cookie header of a signed-in operator. */
  readonly adminCookie: string;
};

/**
 * The suite's app under test on a fresh database, with a signed-in operator: set up before the suite's
 * tests (then `prepare`, if given) and closed after them. Read its fields inside tests only.
 */
export function appUnderTestForSuite(
  options: { env?: Record<string, string>; prepare?: (suite: SuiteApp) => Promise<void> } = {},
): SuiteApp {
  let t: TestContext | undefined;
  let under: AppUnderTest | undefined;
  let adminCookie = "";
  const suite: SuiteApp = {
    get t() {
      if (!t) throw new Error("the app under test is read before the suite started");
      return t;
    },
    get app() {
      if (!under) throw new Error("the app under test is read before the suite started");
      return under.app;
    },
    get adminCookie() {
      return adminCookie;
    },
  };
  beforeAll(async () => {
    t = await createTestContext(options.env);
    under = await createAppUnderTest(t.services);
    adminCookie = await signedInAdminCookie(t.services);
    await options.prepare?.(suite);
  }, 60_000);
  afterAll(async () => {
    await under?.close();
    await t?.close();
  });
  return suite;
}
