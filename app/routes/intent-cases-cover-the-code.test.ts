// The hostile posts (tests/support/hostile-posts.ts) send one case per route action and intent
// (tests/support/intent-cases.ts). This file checks that list against the code: every route module with
// an `action` in app/routes.ts, and every intent each action dispatches, must have a case, so a new
// action or intent cannot be forgotten. It mocks the intent dispatcher, so it runs with modules of its
// own (OWN_MODULES in vitest.config.ts).
import { describe, expect, it, vi } from "vitest";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import {
  cases,
  currentMemberCookie,
  services,
  setUpIntentCases,
  suite,
} from "#tests/support/intent-cases.ts";
import * as intentGroups from "~/kit/intents";
import routeConfig from "~/routes";

setUpIntentCases();

// Which intents an action dispatches, read from the action itself: the route modules imported by this
// file (not the app under test, which compiles its own) get a dispatchIntent that only records them.
const dispatched = vi.hoisted(() => ({ intents: null as string[] | null }));
vi.mock("~/kit/intent-action.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/kit/intent-action.server")>();
  return {
    ...real,
    dispatchIntent: async (_request: Request, _context: unknown, options: { intents: object }) => {
      dispatched.intents = Object.keys(options.intents);
      return new Response(null, { status: 204 });
    },
  };
});

describe("the cases cover the code", () => {
  type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };
  const routeFiles = (entries: RouteEntry[], parent = ""): { path: string; file: string }[] =>
    entries.flatMap((r) => {
      const path = r.path ? `${parent}/${r.path}` : parent;
      return [{ path: path || "/", file: r.file }, ...routeFiles(r.children ?? [], path)];
    });

  it("every route with an action, and every intent each action dispatches, has a case", async () => {
    const withActions: string[] = [];
    for (const { path, file } of routeFiles(routeConfig as RouteEntry[])) {
      const module = await import(/* @vite-ignore */ new URL(`../${file}`, import.meta.url).pathname);
      if (typeof module.action !== "function") continue;
      withActions.push(path);
      const listed = cases.filter((c) => c.path === path).map((c) => c.intent ?? "");
      // The action run once with an intent no form posts, signed in for its area.
      const area = path.split("/")[1];
      const signedIn = !/login|logout/.test(path);
      const cookie = signedIn && area === "admin" ? suite.adminCookie : signedIn ? currentMemberCookie() : "";
      dispatched.intents = null;
      const request = new Request(`${TEST_ORIGIN}${path}`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=none-of-ours",
      });
      const context = { services: services(), nonce: "n", requestId: "r", clientIp: "192.0.2.99" };
      await Promise.resolve(module.action({ request, context, params: {} })).catch(() => undefined);
      if (dispatched.intents) {
        expect([path, [...listed].sort()]).toEqual([path, [...dispatched.intents].sort()]);
      } else {
        // An action of its own: the intents it compares with, and its default form.
        const source = (await import("node:fs")).readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
        const named = [...new Set([...source.matchAll(/form\.intent === "([\w-]+)"/g)].map((m) => m[1]!))];
        for (const intent of named) expect(listed, path).toContain(intent);
        expect([path, listed.length]).toEqual([path, named.length + 1]);
      }
    }
    expect(withActions.sort()).toEqual([...new Set(cases.map((c) => c.path))].sort());
  });

  it("every intent a form can post is sent", () => {
    const sent = new Set(cases.map((c) => c.intent));
    for (const group of Object.values(intentGroups))
      for (const intent of Object.values(group)) expect(sent, intent).toContain(intent);
  });
});
