// What a client sends reaches the log cut short and at the level of a client's mistake: a callback or
// redirect address that is not ours, sent to the auth API (which better-auth reports as an error,
// quoting the whole address), and a very long path. Nothing at warn or error level; no line carries
// more of the client's text than the bound. (Half a megabyte of address once held the process for
// minutes: the e-mail redaction searched it in time that grew with its square.)
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_LOGGED_TEXT } from "#server/log-safe-values.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { browserRequest, jsonPost } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let under: AppUnderTest;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestContext({}, { log: (line) => lines.push(line) });
  under = await createAppUnderTest(t.services);
}, 60_000);
afterAll(async () => {
  await under?.close();
  await t?.close();
});

const long = (size: number) => `https://elsewhere.example/${"x".repeat(size)}`;
// No logged value may hold more of the client's text than the bound (plus what surrounds it).
const unbounded = new RegExp(`x{${MAX_LOGGED_TEXT + 1}}`);

it.each([
  {
    what: "a sign-in's callbackURL",
    request: () =>
      jsonPost("/api/auth/sign-in/email", {
        email: "a@example.com",
        password: "x",
        callbackURL: long(500_000),
      }),
    logged: "auth: Invalid callbackURL: https://elsewhere.example/xxx",
  },
  {
    what: "a reset request's redirectTo",
    request: () =>
      jsonPost("/api/auth/request-password-reset", { email: "a@example.com", redirectTo: long(500_000) }),
    logged: "auth: Invalid redirectURL: https://elsewhere.example/xxx",
  },
  {
    what: "a verification link's callbackURL",
    request: () => browserRequest(`/api/auth/verify-email?token=x&callbackURL=${long(8_000)}`),
    logged: "auth: Invalid callbackURL: https://elsewhere.example/xxx",
  },
  { what: "a page's path", request: () => browserRequest(`/${"x".repeat(8_000)}`), logged: '"path":"/xxx' },
])("$what is logged at info, cut short", async ({ request, logged }) => {
  lines.length = 0;
  const response = await under.app.request(request());
  await response.arrayBuffer();
  expect(response.status).toBeLessThan(500);
  const entries = lines.map((line) => JSON.parse(line) as { level: number });
  expect(entries.filter((e) => e.level >= 40)).toEqual([]);
  expect(
    lines.find((line) => line.includes(logged)),
    `a line with ${logged}`,
  ).toBeTruthy();
  expect(lines.filter((line) => unbounded.test(line)).map((line) => line.slice(0, 200))).toEqual([]);
});
