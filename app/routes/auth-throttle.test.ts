// Sign-in lock-outs and e-mail budgets hold on the forms (route actions calling auth.api.*) and on
// /api/auth/* alike, per address and per client, counted in the database. TRUST_PROXY lets the HTTP
// tests choose the client address; the form tests carry it in the header the app sets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import { formPost, runAction } from "#tests/support/actions.ts";
import { browserRequest, pathOf } from "#tests/support/http.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { action as adminLoginAction } from "~/routes/admin/login.tsx";
import { action as membersLoginAction } from "~/routes/members/login.tsx";
import { action as resetPasswordAction } from "~/routes/public/reset-password.tsx";

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext({ TRUST_PROXY: "true" });
  app = createApp({ services: t.services });
});
afterAll(() => t.close());

const PASSWORD = "right-password-1";

async function account(email: string, role: "admin" | "member" = "member") {
  await createAccount(t.services.auth, t.services.db, {
    email,
    password: PASSWORD,
    role,
    emailVerified: true,
  });
}

const apiPost = (path: string, ip: string, body: unknown) =>
  app.request(
    browserRequest(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    }),
  );
const apiSignIn = (email: string, password: string, ip: string) =>
  apiPost("/api/auth/sign-in/email", ip, { email, password });

const adminSignIn = (email: string, password: string, ip: string) =>
  runAction(
    adminLoginAction,
    t.services,
    formPost("/admin/login", { intent: "sign-in", email, password }, { ip }),
  );

describe("sign-in: ten failed attempts per address in 15 minutes", () => {
  it("[ADMIN FORM] after ten wrong passwords the right one is refused too, with 429 and the lock-out message", async () => {
    await account("locked.admin@example.com", "admin");
    for (let i = 0; i < 10; i++) {
      const wrong = await adminSignIn("locked.admin@example.com", `wrong-${i}`, "203.0.113.10");
      expect(wrong.status).toBe(400);
      expect(wrong.data.message).toMatch(/invalid email or password/i);
    }
    const right = await adminSignIn("locked.admin@example.com", PASSWORD, "203.0.113.10");
    expect(right.status).toBe(429);
    expect(right.data.message).toBe(
      "Too many sign-in attempts. Please try again in 15 minutes or reset your password.",
    );
    // The lock is on the address, whichever client asks.
    expect((await adminSignIn("locked.admin@example.com", PASSWORD, "198.51.100.77")).status).toBe(429);
  });

  it("[MEMBER FORM + HTTP] the form and /api/auth/sign-in/email spend one budget", async () => {
    await account("shared.budget@example.com");
    for (let i = 0; i < 10; i++) {
      const wrong = await runAction(
        membersLoginAction,
        t.services,
        formPost(
          "/members/login",
          { intent: "sign-in", email: "shared.budget@example.com", password: `wrong-${i}` },
          { ip: `192.0.2.${i + 1}` },
        ),
      );
      expect(wrong.status).toBe(400);
    }
    const viaApi = await apiSignIn("Shared.Budget@example.com", PASSWORD, "192.0.2.200");
    expect(viaApi.status).toBe(429);
    expect((await viaApi.json()).message).toMatch(/^Too many sign-in attempts/);
    expect(Number(viaApi.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("[HTTP] twenty-five wrong passwords at once from different clients: exactly ten are checked", async () => {
    await account("raced@example.com");
    const statuses = await Promise.all(
      Array.from({ length: 25 }, (_, i) => apiSignIn("raced@example.com", `wrong-${i}`, `100.64.0.${i + 1}`)),
    );
    expect(statuses.filter((r) => r.status === 401)).toHaveLength(10);
    expect(statuses.filter((r) => r.status === 429)).toHaveLength(15);
  });

  it("[HTTP] a successful sign-in clears the address's failures (they were its owner's typos)", async () => {
    await account("typist@example.com");
    for (let i = 0; i < 9; i++) await apiSignIn("typist@example.com", `typo-${i}`, `203.0.113.${100 + i}`);
    expect((await apiSignIn("typist@example.com", PASSWORD, "203.0.113.120")).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const response = await apiSignIn("typist@example.com", `typo-again-${i}`, `203.0.113.${130 + i}`);
      expect(response.status, `failure ${i + 1} after the sign-in`).toBe(401);
    }
    expect((await apiSignIn("typist@example.com", PASSWORD, "203.0.113.150")).status).toBe(429);
  });

  it("[RESET] a completed password reset lifts the lock of that address", async () => {
    await account("unlock.me@example.com");
    for (let i = 0; i < 10; i++) await apiSignIn("unlock.me@example.com", `wrong-${i}`, "203.0.113.30");
    expect((await apiSignIn("unlock.me@example.com", PASSWORD, "203.0.113.30")).status).toBe(429);

    await apiPost("/api/auth/request-password-reset", "203.0.113.30", {
      email: "unlock.me@example.com",
      redirectTo: "/reset-password",
    });
    const [mail] = (await readOutbox(t.dataDir, "unlock.me@example.com")).filter(
      (m) => m.kind === "password-reset",
    );
    const landing = await app.request(browserRequest(pathOf(mail!.link!)));
    const token = new URL(landing.headers.get("location")!, "http://localhost:3000").searchParams.get(
      "token",
    )!;
    const reset = await runAction(
      resetPasswordAction,
      t.services,
      formPost("/reset-password", {
        token,
        password: "brand-new-pass-1",
        confirmPassword: "brand-new-pass-1",
      }),
    );
    expect(reset.status).toBe(302);
    expect((await apiSignIn("unlock.me@example.com", "brand-new-pass-1", "203.0.113.30")).status).toBe(200);
  });
});

describe("sign-in: thirty failed attempts per client in 15 minutes", () => {
  it("[HTTP] counts failures for any address from one client; another client is not affected", async () => {
    for (let i = 0; i < 30; i++) {
      const response = await apiSignIn(`nobody-${i}@example.com`, "wrong-password", "198.51.100.20");
      expect(response.status, `attempt ${i + 1}`).toBe(401);
    }
    expect((await apiSignIn("nobody-30@example.com", "wrong-password", "198.51.100.20")).status).toBe(429);
    expect((await apiSignIn("nobody-30@example.com", "wrong-password", "198.51.100.21")).status).toBe(401);
  });

  it("[ADMIN FORM + MEMBER FORM] thirty wrong sign-ins from one client across addresses, then 429 on both forms", async () => {
    const memberSignIn = (email: string, password: string, ip: string) =>
      runAction(
        membersLoginAction,
        t.services,
        formPost("/members/login", { intent: "sign-in", email, password }, { ip }),
      );
    // Real accounts and unknown addresses alike, each tried once (no address comes near its own ten).
    await account("client.admin@example.com", "admin");
    await account("client.member@example.com");
    const guesses = Array.from({ length: 30 }, (_, i) =>
      i === 0 ? "client.admin@example.com" : i === 1 ? "client.member@example.com" : `guess-${i}@example.com`,
    );
    for (const [i, email] of guesses.entries()) {
      const form = i % 2 === 0 ? adminSignIn : memberSignIn;
      const wrong = await form(email, `wrong-${i}`, "198.51.100.40");
      expect([i + 1, wrong.status]).toEqual([i + 1, 400]);
    }
    const spent = "Too many sign-in attempts. Please try again in 15 minutes or reset your password.";
    for (const form of [adminSignIn, memberSignIn]) {
      const refused = await form("guess-31@example.com", "wrong-31", "198.51.100.40");
      expect(refused.status).toBe(429);
      expect(refused.data.message).toBe(spent);
    }
    // The client's budget, not the addresses': the same forms from another client still check passwords.
    expect((await adminSignIn("client.admin@example.com", "wrong-again", "198.51.100.41")).status).toBe(400);
    expect((await memberSignIn("client.member@example.com", PASSWORD, "198.51.100.41")).status).toBe(302);
  });

  it("[HTTP] successful sign-ins spend nothing: thirty-two in a row from one client all succeed", async () => {
    await account("frequent@example.com");
    // Two more than the thirty failures the client may spend: each one hashes a password, so no more.
    for (let i = 0; i < 32; i++) {
      const response = await apiSignIn("frequent@example.com", PASSWORD, "198.51.100.30");
      expect(response.status, `sign-in ${i + 1}`).toBe(200);
    }
  });
});

describe("password-reset e-mails: five per address and twenty per client an hour", () => {
  it("[FORGOT PASSWORD FORM] the sixth request for one address is answered 429 and sends nothing", async () => {
    await account("forgetful@example.com");
    const forgot = (ip: string) =>
      runAction(
        adminLoginAction,
        t.services,
        formPost("/admin/login", { intent: "forgot", email: "forgetful@example.com" }, { ip }),
      );
    for (let i = 0; i < 5; i++) expect((await forgot(`203.0.113.${40 + i}`)).status).toBe(302);
    const sixth = await forgot("203.0.113.50");
    expect(sixth.status).toBe(429);
    expect(sixth.data.message).toBe("Too many password reset requests. Please try again in 60 minutes.");
    expect(
      (await readOutbox(t.dataDir, "forgetful@example.com")).filter((m) => m.kind === "password-reset"),
    ).toHaveLength(5);
    // The API shares the address's budget.
    const viaApi = await apiPost("/api/auth/request-password-reset", "203.0.113.51", {
      email: "forgetful@example.com",
      redirectTo: "/reset-password",
    });
    expect(viaApi.status).toBe(429);
  });

  it("[HTTP] twenty requests from one client, whatever the addresses, then 429", async () => {
    for (let i = 0; i < 20; i++) {
      const response = await apiPost("/api/auth/request-password-reset", "198.51.100.40", {
        email: `someone-${i}@example.com`,
        redirectTo: "/reset-password",
      });
      expect(response.status, `request ${i + 1}`).toBe(200);
    }
    const response = await apiPost("/api/auth/request-password-reset", "198.51.100.40", {
      email: "someone-20@example.com",
      redirectTo: "/reset-password",
    });
    expect(response.status).toBe(429);
  });
});

describe("sign-up and verification e-mails", () => {
  const signUp = (email: string, ip: string) =>
    runAction(
      membersLoginAction,
      t.services,
      formPost(
        "/members/login",
        {
          intent: "sign-up",
          email,
          firstName: "Ada",
          lastName: "Stone",
          password: "sign-up-password-1",
          confirmPassword: "sign-up-password-1",
        },
        { ip },
      ),
    );

  it("[SIGN-UP FORM] ten sign-ups per client an hour, then 429 with the message in the form", async () => {
    for (let i = 0; i < 10; i++)
      expect((await signUp(`joiner-${i}@example.com`, "203.0.113.60")).status).toBe(200);
    const eleventh = await signUp("joiner-10@example.com", "203.0.113.60");
    expect(eleventh.status).toBe(429);
    expect(eleventh.data.message).toBe("Too many sign-up attempts. Please try again in 60 minutes.");
    expect(await readOutbox(t.dataDir, "joiner-10@example.com")).toHaveLength(0);
  });

  it("[RESEND FORM] five verification e-mails per address an hour, then 429", async () => {
    expect((await signUp("unverified@example.com", "203.0.113.70")).status).toBe(200);
    const resend = (ip: string) =>
      runAction(
        membersLoginAction,
        t.services,
        formPost("/members/login", { intent: "resend", email: "unverified@example.com" }, { ip }),
      );
    for (let i = 0; i < 5; i++) expect((await resend(`203.0.113.${71 + i}`)).status).toBe(200);
    const sixth = await resend("203.0.113.80");
    expect(sixth.status).toBe(429);
    expect(sixth.data.message).toBe(
      "Too many verification emails requested. Please try again in 60 minutes.",
    );
    // One from the sign-up, five resent.
    expect(
      (await readOutbox(t.dataDir, "unverified@example.com")).filter((m) => m.kind === "email-verification"),
    ).toHaveLength(6);
  });
});
