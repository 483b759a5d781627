// Auth rate limits are keyed by the real client IP: one address hitting the limit does not lock out
// another (the budgets themselves: server/auth/auth-throttle.test.ts). Runs through the real HTTP app (TRUST_PROXY so the test can choose the address).
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { browserRequest } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: "true" });
  app = createApp({ services: t.services });
});
afterAll(() => t.close());

// A different account address each time, so only the per-client budget (30 failures) is in play.
let n = 0;
const wrongPassword = () =>
  JSON.stringify({ email: `nobody-${n++}@example.com`, password: "wrong-password" });

const attempt = (ip: string) =>
  app.request(
    browserRequest("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: wrongPassword(),
    }),
  );

it("limits sign-in attempts per client address", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) statuses.push((await attempt("203.0.113.7")).status);
  expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
  expect(statuses[30]).toBe(429);
  expect((await attempt("198.51.100.9")).status).toBe(401);
});

it("ignores a client-supplied copy of the internal client-IP header", async () => {
  const response = await app.request(
    browserRequest("/api/auth/sign-in/email", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": "203.0.113.7",
        "x-sd-client-ip": "192.0.2.1",
      },
      body: wrongPassword(),
    }),
  );
  expect(response.status).toBe(429);
});

it("behind the proxy, counts the address the proxy saw, not one the client wrote in front of it", async () => {
  const spoofed = (claimed: string) =>
    app.request(
      browserRequest("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `${claimed}, 203.0.113.7` },
        body: wrongPassword(),
      }),
    );
  // 203.0.113.7 is already over its limit from the first test; inventing a new left-most entry does not help.
  expect((await spoofed("192.0.2.55")).status).toBe(429);
});
