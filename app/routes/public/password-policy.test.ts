// One password policy everywhere (8 to 128 characters), reset links that end when one is used, and
// password changes that sign the person's other sessions out, whichever way they are made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import { getSessionUser } from "#server/auth/guards/guards.ts";
import { changeOwnPassword } from "#server/auth/passwords/change-password.ts";
import { requestPasswordReset, resetPassword } from "#server/auth/passwords/password-reset.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { formPost, runAction } from "#tests/support/actions.ts";
import { browserRequest, cookieFrom, jsonPost, pathOf } from "#tests/support/http.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { action as resetPasswordAction } from "~/routes/public/reset-password.tsx";

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext();
  app = createApp({ services: t.services });
});
afterAll(() => t.close());

async function member(email: string, password = "first-password-1") {
  await createAccount(t.services.auth, t.services.db, {
    email,
    password,
    role: "member",
    emailVerified: true,
  });
}

async function session(email: string, password: string): Promise<string> {
  const result = await signIn(t.services, browserRequest("/members/login"), { email, password }, "member");
  return cookieFrom(result.headers);
}

async function resetToken(email: string): Promise<string> {
  await requestPasswordReset(t.services, browserRequest("/admin/login"), email);
  const link = (await readOutbox(t.dataDir, email)).filter((m) => m.kind === "password-reset").at(-1)?.link;
  const landing = await app.request(browserRequest(pathOf(link!)));
  return new URL(landing.headers.get("location")!, "http://localhost:3000").searchParams.get("token")!;
}

const post = (path: string, body: unknown, cookie?: string) => app.request(jsonPost(path, body, cookie));

describe("eight characters minimum everywhere", () => {
  it("[RESET PAGE] refuses seven characters with the members' message", async () => {
    const answer = await runAction(
      resetPasswordAction,
      t.services,
      formPost("/reset-password", { token: "any", password: "seven77", confirmPassword: "seven77" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({ password: "Password must be at least 8 characters long." });
  });

  it("[HTTP] sign-up and reset-password over the API refuse seven characters", async () => {
    const signUp = await post("/api/auth/sign-up/email", {
      email: "short.api@example.com",
      password: "seven77",
      name: "Short Password",
    });
    expect(signUp.status).toBe(400);
    expect(await readOutbox(t.dataDir, "short.api@example.com")).toHaveLength(0);

    await member("api.reset@example.com");
    const token = await resetToken("api.reset@example.com");
    const reset = await post("/api/auth/reset-password", { token, newPassword: "seven77" });
    expect(reset.status).toBe(400);
    await expect(session("api.reset@example.com", "first-password-1")).resolves.toBeTruthy();
  });

  it("[CHANGE PASSWORD] refuses seven characters with the spec's message and keeps the old password", async () => {
    await member("changer@example.com");
    const cookie = await session("changer@example.com", "first-password-1");
    const user = await getSessionUser(t.services, browserRequest("/members", { cookie }));
    await expect(
      changeOwnPassword(t.services, browserRequest("/members/profile", { cookie }), user!, {
        newPassword: "seven77",
        via: "profile",
      }),
    ).rejects.toThrow("New password must be at least 8 characters long");
    await expect(session("changer@example.com", "first-password-1")).resolves.toBeTruthy();
  });
});

describe("reset links and sessions", () => {
  it("using a reset link ends every older reset link of the account", async () => {
    await member("two.links@example.com");
    const older = await resetToken("two.links@example.com");
    const newer = await resetToken("two.links@example.com");
    await expect(
      resetPassword(t.services, { token: newer, password: "second-password-2" }),
    ).resolves.toBeUndefined();
    // The older link names nothing any more: "This reset link is invalid or has expired."
    await expect(
      resetPassword(t.services, { token: older, password: "third-password-3" }),
    ).rejects.toMatchObject({ code: "not_found", message: "This reset link is invalid or has expired." });
    await expect(session("two.links@example.com", "second-password-2")).resolves.toBeTruthy();
  });

  it("[HTTP] /api/auth/change-password signs the other sessions out even when not asked to", async () => {
    await member("two.devices@example.com");
    const laptop = await session("two.devices@example.com", "first-password-1");
    const phone = await session("two.devices@example.com", "first-password-1");
    const response = await post(
      "/api/auth/change-password",
      { currentPassword: "first-password-1", newPassword: "second-password-2" },
      laptop,
    );
    expect(response.status).toBe(200);
    expect(await getSessionUser(t.services, browserRequest("/members", { cookie: phone }))).toBeNull();
  });

  it("[HTTP] /api/auth/change-password refuses seven characters", async () => {
    await member("short.change@example.com");
    const cookie = await session("short.change@example.com", "first-password-1");
    const response = await post(
      "/api/auth/change-password",
      { currentPassword: "first-password-1", newPassword: "seven77" },
      cookie,
    );
    expect(response.status).toBe(400);
  });
});
