// A document's render arms a timer that aborts it if it is still streaming after `streamTimeout`. Once
// the render is done the timer must go: its callback holds the whole render (tree, data, stream), and
// under load every document of the last six seconds stayed in memory (decision 251).
import { afterEach, expect, it, vi } from "vitest";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { streamTimeout } from "~/entry.server.tsx";

const suite = appUnderTestForSuite({});
afterEach(() => vi.restoreAllMocks());

it("a finished render leaves no abort timer behind", async () => {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const armed: unknown[] = [];
  const pending = new Set<unknown>();
  vi.spyOn(globalThis, "setTimeout").mockImplementation(((callback: () => void, ms?: number) => {
    const timer = realSet(callback, ms);
    if (ms === streamTimeout + 1000) {
      armed.push(timer);
      pending.add(timer);
    }
    return timer;
  }) as typeof setTimeout);
  vi.spyOn(globalThis, "clearTimeout").mockImplementation(((timer?: Parameters<typeof clearTimeout>[0]) => {
    pending.delete(timer);
    realClear(timer);
  }) as typeof clearTimeout);

  const response = await suite.app.request(`${TEST_ORIGIN}/admin/settings`, {
    headers: { cookie: suite.adminCookie },
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("</html>");
  expect(armed.length).toBe(1);
  expect(pending.size).toBe(0);
});
