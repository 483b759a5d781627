// Every user field the auth library lets a person write (update-user, sign-up) has the app's own
// limits; anything longer or malformed is refused with 400 and changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { profiles } from "#server/db/schema.ts";
import { browserRequest, cookieFrom, jsonPost } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let app: ReturnType<typeof createApp>;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  app = createApp({ services: t.services });
  await createAccount(t.services.auth, t.services.db, {
    email: "writer@example.com",
    password: "writer-password-1",
    firstName: "Wren",
    lastName: "Hale",
    role: "member",
    emailVerified: true,
  });
  const result = await signIn(
    t.services,
    browserRequest("/members/login"),
    { email: "writer@example.com", password: "writer-password-1" },
    "member",
  );
  cookie = cookieFrom(result.headers);
});
afterAll(() => t.close());

const post = (path: string, body: unknown, withCookie?: string) =>
  app.request(jsonPost(path, body, withCookie));

async function stored() {
  const [row] = await t.services.db.select().from(profiles).where(eq(profiles.email, "writer@example.com"));
  return row!;
}

describe("/api/auth/update-user", () => {
  const refused: [string, Record<string, unknown>][] = [
    ["a 100,000-character first name", { firstName: "x".repeat(100_000) }],
    ["a 101-character last name", { lastName: "x".repeat(101) }],
    ["a 202-character name", { name: "x".repeat(202) }],
    ["a first name with a control character", { firstName: "Wr\u0000en" }],
    ["an image that is not a web address", { image: "javascript:alert(1)" }],
    ["an image address over 2,048 characters", { image: `https://example.com/${"x".repeat(2048)}` }],
    ["a phone number (not writable)", { phone: "+44 20 7946 0000" }],
  ];
  for (const [what, body] of refused) {
    it(`refuses ${what} with 400 and changes nothing`, async () => {
      const before = await stored();
      const response = await post("/api/auth/update-user", body, cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBeTruthy();
      const after = await stored();
      expect(after).toMatchObject({
        name: before.name,
        firstName: before.firstName,
        lastName: before.lastName,
        image: before.image,
        phone: before.phone,
      });
    });
  }

  it("accepts names of 100 characters and a web address for the image", async () => {
    const response = await post(
      "/api/auth/update-user",
      {
        firstName: "F".repeat(100),
        lastName: "L".repeat(100),
        name: "N".repeat(201),
        image: "https://example.com/a.png",
      },
      cookie,
    );
    expect(response.status).toBe(200);
    expect(await stored()).toMatchObject({ firstName: "F".repeat(100), image: "https://example.com/a.png" });
  });
});

describe("/api/auth/sign-up/email", () => {
  const base = (email: string) => ({ email, password: "joiner-password-1", name: "Jo Iner" });
  const refused: [string, Record<string, unknown>][] = [
    ["a 101-character first name", { ...base("joiner-1@example.com"), firstName: "x".repeat(101) }],
    ["a 202-character name", { ...base("joiner-2@example.com"), name: "x".repeat(202) }],
    ["an e-mail address over 254 characters", base(`${"x".repeat(250)}@example.com`)],
    ["a phone number (not writable)", { ...base("joiner-3@example.com"), phone: "+44 20 7946 0000" }],
  ];
  for (const [what, body] of refused) {
    it(`refuses ${what} with 400 and creates nothing`, async () => {
      const response = await post("/api/auth/sign-up/email", body);
      expect(response.status).toBe(400);
      expect(await t.services.db.$count(profiles, eq(profiles.email, String(body.email)))).toBe(0);
    });
  }
});
