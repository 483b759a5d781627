// better-auth's endpoints read JSON and query strings that the form guard never sees. A control
// character there used to reach SQL (a reset token, a session token, an image address) and PostgreSQL
// refused it (22021): a 500. Each is now refused with 400 before better-auth runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { browserRequest, jsonPost } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let app: ReturnType<typeof createApp>;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  app = createApp({ services: t.services });
  cookie = await signedInAdminCookie(t.services);
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => app.request(jsonPost(path, body, cookie));

describe("/api/auth/* with control characters", () => {
  it.each([
    ["/api/auth/reset-password", { token: "a\u0000b", newPassword: "long-enough-1" }],
    ["/api/auth/revoke-session", { token: "a\u0000b" }],
    ["/api/auth/update-user", { image: "https://images.example/a\u0000b.png" }],
    ["/api/auth/update-user", { firstName: "Ann", nested: { note: "\u0001" } }],
    ["/api/auth/sign-up/email", { email: "x@example.com", password: "long-enough-1", name: "X\u0085" }],
  ])("POST %s %j is refused with 400 and a message", async (path, body) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "The request holds characters that are not allowed.",
      code: "VALIDATION_ERROR",
    });
  });

  it.each([
    "/api/auth/verify-email?token=a%00b",
    "/api/auth/reset-password/a%00b?callbackURL=%2Freset-password",
  ])("GET %s is refused with 400", async (path) => {
    expect((await app.request(browserRequest(path))).status).toBe(400);
  });

  it("lets ordinary requests through, tabs and line breaks included", async () => {
    const signIn = await post("/api/auth/sign-in/email", {
      email: "operator@example.com",
      password: "operator-password-1",
    });
    expect(signIn.status).toBe(200);
    const update = await post("/api/auth/update-user", { firstName: "Ann", lastName: "Lee" });
    expect(update.status).toBe(200);
    expect((await app.request(browserRequest("/api/auth/get-session?x=a%09b", { cookie }))).status).toBe(200);
  });
});
