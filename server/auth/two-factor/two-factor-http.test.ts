// better-auth's twoFactor plugin answers nothing over HTTP (decision 146): over /api/auth/two-factor/*
// it would turn two-factor on or off without the audit row, or finish a sign-in without the area's role
// check. Every path the plugin defines (read from the plugin, so an upgrade that adds one is tested too)
// answers 404 to a signed-in account posting what the endpoint wants, to a pending sign-in posting the
// right code, and under the spellings a router might fold into the same path.
import { twoFactor } from "better-auth/plugins/two-factor";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { twoFactorHttpPaths } from "#server/auth/better-auth/auth.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { profiles, twoFactors } from "#server/db/schema.ts";
import { browserRequest, cookieFrom, jsonPost } from "#tests/support/http.ts";
import { makeAdminActor } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { codeFor, enrolTwoFactor } from "#tests/support/two-factor.ts";

const PASSWORD = "operator-password-1";
const pluginPaths = twoFactorHttpPaths(twoFactor({ issuer: "test" }));

let t: TestContext;
let app: ReturnType<typeof createApp>;
/** An admin without two-factor, signed in. */
let plain: { id: string; cookie: string };
/** An admin with two-factor on, its password step done: the pending sign-in's cookie and a right code. */
let pending: { cookie: string; code: () => string };

beforeAll(async () => {
  // TRUST_PROXY: each request comes from an address of its own, so the general request budget (which
  // counts the spellings better-auth does not fold to a disabled path) never answers before the router.
  t = await createTestContext({ TRUST_PROXY: "true" });
  app = createApp({ services: t.services });
  const admin = await makeAdminActor(t.services);
  const signedIn = await signIn(
    t.services,
    browserRequest("/admin/login"),
    { email: admin.email, password: PASSWORD },
    "admin",
  );
  plain = { id: admin.id, cookie: cookieFrom(signedIn.headers) };
  const guarded = await makeAdminActor(t.services);
  const { key } = await enrolTwoFactor(t.services, guarded, PASSWORD);
  const step = await signIn(
    t.services,
    browserRequest("/admin/login"),
    { email: guarded.email, password: PASSWORD },
    "admin",
  );
  expect(step.codeRequired).toBe(true);
  pending = { cookie: cookieFrom(step.headers), code: () => codeFor(key) };
});
afterAll(() => t.close());

/** What each endpoint would take: the password, a right code, a method. */
const body = () => ({ password: PASSWORD, code: pending.code(), method: "totp", trustDevice: true });

let addresses = 0;
function fromAnotherAddress(request: Request): Request {
  addresses += 1;
  request.headers.set("x-forwarded-for", `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`);
  return request;
}

/** The spellings of one path a router could treat as the same endpoint. */
const spellings = (path: string) => [
  path,
  `${path}/`,
  `${path}?a=1`,
  path.replace("/two-factor/", "/two-factor//"),
  path.replace("/two-factor/", "/two-factor/./"),
  `/${path}`,
  path.toUpperCase(),
  path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
];

describe("/api/auth/two-factor/* over HTTP", () => {
  it("names every path the plugin defines, the eight of better-auth 1.7 among them", () => {
    expect(pluginPaths).toEqual(
      expect.arrayContaining([
        "/two-factor/enable",
        "/two-factor/disable",
        "/two-factor/get-totp-uri",
        "/two-factor/verify-totp",
        "/two-factor/verify-backup-code",
        "/two-factor/generate-backup-codes",
        "/two-factor/send-otp",
        "/two-factor/verify-otp",
      ]),
    );
  });

  it.each(pluginPaths)(
    "%s answers 404 to every spelling, signed in or mid sign-in, POST or GET",
    async (path) => {
      for (const spelling of spellings(path))
        for (const cookie of [plain.cookie, pending.cookie, ""]) {
          const posted = await app.request(
            fromAnotherAddress(jsonPost(`/api/auth${spelling}`, body(), cookie)),
          );
          const got = await app.request(
            fromAnotherAddress(browserRequest(`/api/auth${spelling}`, { cookie })),
          );
          expect([spelling, posted.status, got.status]).toEqual([spelling, 404, 404]);
          expect(cookieFrom(posted.headers)).toBe("");
        }
    },
  );

  it("changed nothing: two-factor is still off for the signed-in admin", async () => {
    const [profile] = await t.services.db
      .select({ on: profiles.twoFactorEnabled })
      .from(profiles)
      .where(eq(profiles.id, plain.id));
    expect(profile?.on).toBeFalsy();
    expect(await t.services.db.select().from(twoFactors).where(eq(twoFactors.userId, plain.id))).toEqual([]);
  });
});
