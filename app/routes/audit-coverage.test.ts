// Every admin write leaves exactly one audit row naming what it did (decision 144). The cases are the
// ones intent-cases-cover-the-code.test.ts checks against the code (every route action and every intent it
// dispatches), so a new admin intent is a new case here, and fails until it is listed below with the
// row it writes.
import { describe, expect, it } from "vitest";
import type { AuditAction, AuditEntity } from "#core/audit/audit-vocabulary.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { auditEvents } from "#server/db/schema.ts";
import { browserRequest, cookieFrom, jsonPost, TEST_ORIGIN } from "#tests/support/http.ts";
import {
  type Case,
  cases,
  db,
  type Fields,
  label,
  OPERATOR,
  png,
  services,
  setUpIntentCases,
  suite,
} from "#tests/support/intent-cases.ts";
import {
  makeAdminActor,
  makeMemberActor,
  signedInAdminActorCookie,
  signedInMemberCookie,
} from "#tests/support/members.ts";
import { codeFor, enrolTwoFactor } from "#tests/support/two-factor.ts";

setUpIntentCases();

type Expected = [AuditAction, AuditEntity] | "no audit row";

/** A setting's audit row names the setting's own key. */
const settingKeys: Record<string, string> = {
  "require-two-factor": "requireAdminTwoFactor",
  "new-lead-owner-rule": "newLeadOwnerRule",
  "lead-owner-pool": "leadOwnerPool",
  "notifications-defaults": "notificationDefaults",
};

/** Each admin route's intents (the one form of a route without intents: ""), and the row each writes. */
const expected: Record<string, Record<string, Expected>> = {
  "/admin/faqs": {
    create: ["create", "faq"],
    update: ["update", "faq"],
    delete: ["delete", "faq"],
    "move-up": ["move", "faq"],
    "move-down": ["move", "faq"],
  },
  "/admin/resources": {
    create: ["publish", "resource"],
    update: ["update", "resource"],
    "resource-unpublish": ["unpublish", "resource"],
    "resource-publish": ["publish", "resource"],
  },
  "/admin/users": {
    create: ["invite", "user"],
    update: ["update", "user"],
    delete: ["delete", "user"],
    "erase-person": ["erase", "user"],
    // Finding what an address has changes nothing; erasing it names no record (decision 173).
    "find-address": "no audit row",
    "erase-address": ["erase", "address"],
    "reset-two-factor": ["reset", "two_factor"],
    "send-email": ["send", "user"],
  },
  "/admin/security": {
    // The key waits for its first code: nothing is in force yet.
    "two-factor-start": "no audit row",
    "two-factor-confirm": ["enable", "two_factor"],
    "two-factor-disable": ["disable", "two_factor"],
    "change-password": ["change", "password"],
  },
  "/admin/settings": {
    "require-two-factor": ["update", "setting"],
    "new-lead-owner-rule": ["update", "setting"],
    "lead-owner-pool": ["enable", "setting"],
    "notifications-defaults": ["update", "setting"],
    // An operator's choice of their own e-mails changes no record of the firm's; it is held with their
    // account (docs/privacy.md) and what it decides is in notifications_sent.
    "notifications-own": "no audit row",
  },
  "/admin/messages": { "send-message": ["create", "message"] },
  "/admin/programs": {
    create: ["create", "program"],
    update: ["update", "program"],
    delete: ["delete", "program"],
    "move-up": ["move", "program"],
    "move-down": ["move", "program"],
    "images-upload": ["create", "program_image"],
    "image-alt": ["update", "program_image"],
    "image-primary": ["update", "program_image"],
    "image-move-up": ["move", "program_image"],
    "image-move-down": ["move", "program_image"],
    "image-delete": ["delete", "program_image"],
  },
  "/admin/member-registrations": {
    approve: ["approve", "registration"],
    reject: ["reject", "registration"],
    complete: ["complete", "registration"],
    "set-progress": ["progress", "registration"],
  },
  "/admin/training-events": {
    create: ["create", "event"],
    update: ["update", "event"],
    "cancel-event": ["cancel", "event"],
    "mark-attendance": ["attendance", "booking"],
  },
  "/admin/consultations": {
    create: ["create", "consultation"],
    update: ["update", "consultation"],
    delete: ["delete", "consultation"],
    "convert-to-member": ["convert", "consultation"],
    "set-owner": ["update", "consultation"],
    "erase-person": ["erase", "consultation"],
    "send-email": ["send", "consultation"],
  },
  "/admin/activities": {
    create: ["create", "activity"],
    update: ["update", "activity"],
    delete: ["delete", "activity"],
    "complete-activity": ["complete", "activity"],
  },
  "/admin/login": {
    "sign-in": ["sign_in", "session"],
    "two-factor-code": ["sign_in", "session"],
    // Asking for a reset link changes nothing yet; setting the password is recorded.
    forgot: "no audit row",
  },
  "/admin/logout": { "": ["sign_out", "session"] },
  "/admin/failed-emails": { "retry-mail": ["retry", "mail"] },
};

const adminCases = cases.filter((c) => c.path.startsWith("/admin"));

async function post(c: Case, fields: Fields, cookie: string | undefined) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  let body: BodyInit;
  if (c.withImage) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("images", new File([await png()], "photo.png", { type: "image/png" }));
    body = form;
  } else {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(fields);
  }
  return suite.app.request(`${TEST_ORIGIN}${c.path}`, { method: "POST", headers, body, redirect: "manual" });
}

const auditRows = () => db().select().from(auditEvents);

describe("the audit trail's coverage", () => {
  it("lists every admin intent, and nothing else", () => {
    const listed = Object.entries(expected).flatMap(([path, intents]) =>
      Object.keys(intents).map((intent) => `${path} ${intent}`),
    );
    expect(adminCases.map((c) => `${c.path} ${c.intent ?? ""}`).sort()).toEqual(listed.sort());
  });

  it.each(adminCases.map((c) => [label(c), c] as const))("%s writes its one audit row", async (_, c) => {
    const fields: Fields = { ...(c.intent ? { intent: c.intent } : {}), ...(await c.form()) };
    // Made first: a fresh session is itself a sign-in, with its own row.
    const cookie = await c.cookie?.();
    const before = new Set((await auditRows()).map((r) => r.id));
    const response = await post(c, fields, cookie);
    expect([label(c), response.status < 400]).toEqual([label(c), true]);
    const added = (await auditRows()).filter((r) => !before.has(r.id));
    const want = expected[c.path]?.[c.intent ?? ""];
    if (want === "no audit row") {
      expect(added).toEqual([]);
      return;
    }
    expect(added.map((r) => [r.action, r.entity])).toEqual([want]);
    const [row] = added;
    if (c.path !== "/admin/login") expect(row).toMatchObject({ actorEmail: expect.stringContaining("@") });
    // Signing in with a code names the account signed in; a setting, its own key.
    if (c.intent === "two-factor-code" || c.path === "/admin/logout")
      expect(row!.entityId).toBe(row!.actorId);
    else if (c.path === "/admin/settings") expect(row!.entityId).toBe(settingKeys[c.intent ?? ""]);
    else if (c.intent === "erase-address") expect(row!.entityId).toBeNull();
    // What a write creates is named by its own new id (a message, not the member it is sent to).
    else if (!["create", "images-upload", "sign-in", "send-message"].includes(c.intent ?? ""))
      expect(row!.entityId).toBe(fields.id);
    expect(JSON.stringify(row)).not.toMatch(/operator-password|new-password/);
  });

  it("records a refused admin sign-in without an actor, the address typed or the password", async () => {
    const before = new Set((await auditRows()).map((r) => r.id));
    const signIn = { intent: "sign-in", email: "operator@example.com", password: "wrong-password-1" };
    const response = await post({ path: "/admin/login", form: () => signIn }, signIn, undefined);
    expect(cookieFrom(response.headers)).toBe("");
    const added = (await auditRows()).filter((r) => !before.has(r.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      action: "sign_in_failed",
      entity: "session",
      actorId: null,
      actorEmail: null,
      entityId: expect.any(String),
      after: { reason: "invalid" },
    });
    expect(JSON.stringify(added[0])).not.toMatch(/operator@example\.com|wrong-password/);
  });

  it("audits sign-ins through better-auth's own endpoint once: an admin's and an admin's refused one, no member's", async () => {
    const member = await makeMemberActor(services());
    const viaApi = (email: string, password: string) =>
      suite.app.request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
    const attempts: [string, string, number, unknown[]][] = [
      [OPERATOR.email, OPERATOR.password, 200, [["sign_in", "session", expect.stringContaining("@")]]],
      [OPERATOR.email, "wrong-password-1", 401, [["sign_in_failed", "session", null]]],
      [member.email, member.password, 200, []],
      [member.email, "wrong-password-1", 401, []],
    ];
    for (const [email, password, status, rows] of attempts) {
      const before = new Set((await auditRows()).map((r) => r.id));
      const response = await viaApi(email, password);
      expect([email, password, response.status]).toEqual([email, password, status]);
      const added = (await auditRows()).filter((r) => !before.has(r.id));
      expect(added.map((r) => [r.action, r.entity, r.actorEmail])).toEqual(rows);
      expect(JSON.stringify(added)).not.toMatch(/wrong-password|operator-password/);
    }
    // An admin with two-factor on (decision 146): the password alone signs nobody in, so no row yet.
    const guarded = await makeAdminActor(services());
    await enrolTwoFactor(services(), guarded, OPERATOR.password);
    const before = new Set((await auditRows()).map((r) => r.id));
    const response = await viaApi(guarded.email, OPERATOR.password);
    expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await auditRows()).filter((r) => !before.has(r.id) && r.action === "sign_in")).toEqual([]);
  });

  it("records an admin's own name change through better-auth's /update-user, its before and after; no member's", async () => {
    const admin = await makeAdminActor(services());
    const member = await makeMemberActor(services());
    const adminCookie = await signedInAdminActorCookie(services(), admin);
    const memberCookie = await signedInMemberCookie(services(), member);
    const update = (cookie: string, body: object) =>
      suite.app.request(jsonPost("/api/auth/update-user", body, cookie));

    let before = new Set((await auditRows()).map((r) => r.id));
    expect((await update(adminCookie, { firstName: "Imogen", lastName: "Vale" })).status).toBe(200);
    let added = (await auditRows()).filter((r) => !before.has(r.id));
    expect(added).toEqual([
      expect.objectContaining({
        action: "update",
        entity: "user",
        entityId: admin.id,
        actorId: admin.id,
        actorEmail: admin.email,
        before: { firstName: null, lastName: null },
        after: { firstName: "Imogen", lastName: "Vale" },
      }),
    ]);

    // Nothing changed, a refused update and a member's own change: no row.
    before = new Set((await auditRows()).map((r) => r.id));
    expect((await update(adminCookie, { firstName: "Imogen" })).status).toBe(200);
    expect((await update(adminCookie, { firstName: "x".repeat(500) })).status).toBe(400);
    expect((await update(memberCookie, { firstName: "Nell" })).status).toBe(200);
    added = (await auditRows()).filter((r) => !before.has(r.id));
    expect(added).toEqual([]);
  });

  it("records an admin's sign-out through better-auth's /sign-out too, once; no member's", async () => {
    const admin = await makeAdminActor(services());
    const adminCookie = await signedInAdminActorCookie(services(), admin);
    const memberCookie = await signedInMemberCookie(services(), await makeMemberActor(services()));
    for (const [cookie, rows] of [
      [adminCookie, [["sign_out", "session", admin.id, admin.email]]],
      [memberCookie, []],
      ["", []],
    ] as const) {
      const before = new Set((await auditRows()).map((r) => r.id));
      expect((await suite.app.request(jsonPost("/api/auth/sign-out", {}, cookie))).status).toBe(200);
      const added = (await auditRows()).filter((r) => !before.has(r.id));
      expect(added.map((r) => [r.action, r.entity, r.entityId, r.actorEmail])).toEqual(rows);
    }
  });

  it("records a wrong two-factor code against the admin account it was for, without the code", async () => {
    const admin = await makeAdminActor(services());
    const { key } = await enrolTwoFactor(services(), admin, OPERATOR.password);
    const member = await makeMemberActor(services());
    const { key: memberKey } = await enrolTwoFactor(services(), member, member.password);
    const pendingCookie = async (area: "admin" | "member", email: string, password: string) =>
      cookieFrom(
        (
          await signIn(
            services(),
            browserRequest(`/${area === "admin" ? "admin" : "members"}/login`),
            { email, password },
            area,
          )
        ).headers,
      );
    const wrong = (right: string) => (right === "000000" ? "111111" : "000000");

    for (const [area, email, password, right, rows] of [
      [
        "admin",
        admin.email,
        OPERATOR.password,
        codeFor(key),
        [["sign_in_failed", "session", admin.id, null, { reason: "invalid_code" }]],
      ],
      ["member", member.email, member.password, codeFor(memberKey), []],
    ] as const) {
      const cookie = await pendingCookie(area, email, password);
      const path = area === "admin" ? "/admin/login?step=code" : "/members/login?step=code";
      for (const code of [wrong(right), "ABCD-EFGH-IJ"]) {
        const before = new Set((await auditRows()).map((r) => r.id));
        const answer = await post({ path, form: () => ({}) }, { intent: "two-factor-code", code }, cookie);
        expect([area, code, answer.status]).toEqual([area, code, 400]);
        const added = (await auditRows()).filter((r) => !before.has(r.id));
        expect(added.map((r) => [r.action, r.entity, r.entityId, r.actorId, r.after])).toEqual(rows);
        expect(JSON.stringify(added)).not.toContain(code);
      }
    }
  });
});
