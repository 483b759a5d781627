import { afterAll, beforeAll, expect, it } from "vitest";
import { browserRequest, cookieFrom } from "#server/testing/http.ts";
import { createTestContext, type TestContext } from "#server/testing/test-services.ts";
import { changeOwnPassword } from "./change-password.ts";
import { createAccount } from "./create-account.ts";
import { getSessionUser } from "./guards.ts";
import { signIn } from "./sign-in.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const credentials = { email: "changer@example.com", password: "old-password-1" };

async function session(password: string) {
  const result = await signIn(
    t.services,
    browserRequest("/members/login"),
    { ...credentials, password },
    "member",
  );
  return cookieFrom(result.headers);
}

it("changes the password and revokes every other session, keeping the current one", async () => {
  await createAccount(t.services.auth, t.services.db, {
    ...credentials,
    role: "member",
    emailVerified: true,
  });
  const laptop = await session("old-password-1");
  const phone = await session("old-password-1");
  const user = await getSessionUser(t.services, browserRequest("/members", { cookie: laptop }));
  if (!user) throw new Error("precondition: signed in");

  await changeOwnPassword(
    t.services,
    browserRequest("/members/profile", { cookie: laptop }),
    user,
    "new-password-2",
  );

  expect(await getSessionUser(t.services, browserRequest("/members", { cookie: laptop }))).not.toBeNull();
  expect(await getSessionUser(t.services, browserRequest("/members", { cookie: phone }))).toBeNull();
  await expect(session("old-password-1")).rejects.toThrow();
  await expect(session("new-password-2")).resolves.toBeTruthy();
});

it("refuses without a session of that user", async () => {
  const user = await getSessionUser(
    t.services,
    browserRequest("/members", { cookie: await session("new-password-2") }),
  );
  await expect(
    changeOwnPassword(t.services, browserRequest("/members/profile"), user!, "x-password-3"),
  ).rejects.toThrow("No active session found");
});
