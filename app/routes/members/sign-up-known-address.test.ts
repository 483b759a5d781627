// Sign-up never tells whether an address has an account: a known address gets exactly the answer a new
// one gets, and the owner of the address learns by e-mail that someone tried (with a way back in).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import { getUserRole } from "#server/auth/sessions/roles.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { profiles, userRolesTable } from "#server/db/schema.ts";
import { formPost, runAction } from "#tests/support/actions.ts";
import { browserRequest, jsonPost } from "#tests/support/http.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { action as membersLoginAction } from "~/routes/members/login.tsx";

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestContext();
  app = createApp({ services: t.services });
  await createAccount(t.services.auth, t.services.db, {
    email: "known@example.com",
    password: "original-password-1",
    firstName: "Known",
    lastName: "Person",
    role: "member",
    emailVerified: true,
  });
});
afterAll(() => t.close());

const signUpForm = (email: string) =>
  runAction(
    membersLoginAction,
    t.services,
    formPost("/members/login", {
      intent: "sign-up",
      email,
      firstName: "Someone",
      lastName: "Else",
      password: "attacker-password-1",
      confirmPassword: "attacker-password-1",
    }),
  );

const profileCount = async (email: string) =>
  t.services.db.$count(profiles, sql`lower(${profiles.email}) = ${email}`);

describe("sign-up with an address that already has an account", () => {
  it("[FORM] answers exactly as for a new address, changes nothing, and mails the owner", async () => {
    const fresh = await signUpForm("fresh@example.com");
    const known = await signUpForm("Known@Example.com");
    expect(fresh).toMatchObject({
      status: 200,
      data: {
        ok: true,
        intent: "sign-up",
        message: "Account created successfully! Please check your email for verification.",
      },
    });
    expect(known.status).toBe(fresh.status);
    expect(known.data).toEqual(fresh.data);

    const [created] = await t.services.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "fresh@example.com"));
    expect(await getUserRole(t.services.db, created!.id)).toBe("member");
    expect(
      await t.services.db.$count(userRolesTable, eq(userRolesTable.userId, created!.id)),
      "a real sign-up stores its member role",
    ).toBe(1);

    expect(await profileCount("known@example.com")).toBe(1);
    const [row] = await t.services.db.select().from(profiles).where(eq(profiles.email, "known@example.com"));
    expect(row).toMatchObject({ firstName: "Known", lastName: "Person" });
    // Signed in: a refusal would throw its DomainError.
    await expect(
      signIn(
        t.services,
        browserRequest("/members/login"),
        { email: "known@example.com", password: "original-password-1" },
        "member",
      ),
    ).resolves.toMatchObject({ userId: expect.any(String) });

    const mails = await readOutbox(t.dataDir, "known@example.com");
    expect(mails.map((m) => m.kind)).toEqual(["existing-account"]);
    expect(mails[0]!.subject).toMatch(/already have an account/i);
    expect(mails[0]!.link).toBe("http://localhost:3000/members/login");
    expect(mails[0]!.text).toContain("http://localhost:3000/members/login?mode=forgot");
  });

  it("[HTTP] /api/auth/sign-up/email answers a known address with the same status and shape as a new one", async () => {
    const post = (email: string) =>
      app.request(
        jsonPost("/api/auth/sign-up/email", {
          email,
          password: "attacker-password-1",
          name: "Someone Else",
          firstName: "Someone",
          lastName: "Else",
        }),
      );
    const fresh = await post("fresh.api@example.com");
    const known = await post("known@example.com");
    expect(known.status).toBe(200);
    expect(known.status).toBe(fresh.status);
    const [freshBody, knownBody] = [await fresh.json(), await known.json()];
    expect(Object.keys(knownBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(Object.keys(knownBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(knownBody.token).toBeNull();
    expect(await profileCount("known@example.com")).toBe(1);
    expect(
      (await readOutbox(t.dataDir, "known@example.com")).filter((m) => m.kind === "existing-account"),
    ).toHaveLength(2);
  });
});
