// A client's mistake (a method no route takes, a body that is not a form, a malformed request) is
// answered 4xx and logged at info without a stack: the error level is for our own faults.
import { afterAll, beforeAll, expect, it } from "vitest";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let under: AppUnderTest;
let adminCookie = "";
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestContext({}, { log: (line) => lines.push(line) });
  under = await createAppUnderTest(t.services);
  adminCookie = await signedInAdminCookie(t.services);
}, 60_000);
afterAll(async () => {
  await under?.close();
  await t?.close();
});

const ORIGIN = "http://localhost:3000";
const form = "application/x-www-form-urlencoded";

it.each([
  { method: "DELETE", path: "/" },
  { method: "PUT", path: "/apply", type: form, body: "title=Mr" },
  { method: "PATCH", path: "/members/login", type: form, body: "email=x" },
  { method: "DELETE", path: "/api/auth/sign-out" },
  { method: "POST", path: "/apply", type: "application/json", body: '{"title":"Mr"}' },
  { method: "POST", path: "/members/login", type: "text/plain", body: "hello" },
  {
    method: "POST",
    path: "/admin/faqs",
    type: "multipart/form-data; boundary=x",
    body: "--x\r\nbroken",
    admin: true,
  },
  { method: "POST", path: "/admin/faqs", type: form, body: "intent=no-such-intent", admin: true },
  { method: "POST", path: "/apply", type: form, body: "%%%" },
  { method: "GET", path: "/programs/not-a-program" },
])("$method $path is a 4xx logged at info, without a stack", async ({ method, path, type, body, admin }) => {
  lines.length = 0;
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (type) headers["Content-Type"] = type;
  if (admin) headers.Cookie = adminCookie;
  const response = await under.app.request(`${ORIGIN}${path}`, { method, headers, body });
  await response.arrayBuffer();
  expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${method} ${path}`).toBeLessThan(500);
  const entries = lines.map((line) => JSON.parse(line) as { level: number; err?: { stack?: string } });
  expect(
    entries.filter((entry) => entry.level >= 50),
    "nothing at error level",
  ).toEqual([]);
  expect(
    lines.filter((line) => line.includes('"stack"')),
    "no stack",
  ).toEqual([]);
});
