// An admin's own password on /admin/security, as a browser without JavaScript posts it: the current
// password is required, the new one twice; a change keeps this session and ends the others.
import { describe, expect, it } from "vitest";
import { ownPasswordMessages } from "#core/auth/auth-messages.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { browserRequest, cookieFrom, formPost } from "#tests/support/http.ts";
import { makeAdminActor } from "#tests/support/members.ts";

const PASSWORD = "operator-password-1";
const suite = appUnderTestForSuite();

const post = (path: string, fields: Record<string, string>, cookie = "") =>
  suite.app.request(formPost(path, fields, cookie));
const get = (path: string, cookie = "") => suite.app.request(browserRequest(path, { cookie }));

async function signedIn(email: string, password = PASSWORD) {
  const response = await post("/admin/login", { intent: "sign-in", email, password });
  expect(response.status).toBe(302);
  return cookieFrom(response.headers);
}

describe("an admin's own password on Security", () => {
  it("asks for the current password and the new one twice", async () => {
    const admin = await makeAdminActor(suite.t.services);
    const html = await (await get("/admin/security", await signedIn(admin.email))).text();
    for (const label of ["Current Password", "New Password", "Confirm New Password", "Change Password"])
      expect(html).toContain(label);
  });

  it("refuses a wrong current password or a mismatch, and changes nothing", async () => {
    const admin = await makeAdminActor(suite.t.services);
    const cookie = await signedIn(admin.email);
    const change = { intent: "change-password", id: admin.id, newPassword: "next-password-1" };
    const wrong = await post(
      "/admin/security",
      { ...change, currentPassword: "not-my-password", confirmPassword: "next-password-1" },
      cookie,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(ownPasswordMessages.wrongCurrent);
    const mismatch = await post(
      "/admin/security",
      { ...change, currentPassword: PASSWORD, confirmPassword: "next-password-2" },
      cookie,
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("New passwords do not match");
    await expect(signedIn(admin.email)).resolves.toBeTruthy();
  });

  it("changes it: this session stays, the others end, the old password no longer works", async () => {
    const admin = await makeAdminActor(suite.t.services);
    const here = await signedIn(admin.email);
    const elsewhere = await signedIn(admin.email);
    const response = await post(
      "/admin/security",
      {
        intent: "change-password",
        id: admin.id,
        currentPassword: PASSWORD,
        newPassword: "next-password-1",
        confirmPassword: "next-password-1",
      },
      here,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(ownPasswordMessages.changed);
    expect((await get("/admin/security", here)).status).toBe(200);
    expect((await get("/admin/security", elsewhere)).headers.get("location")).toMatch(/^\/admin\/login/);
    const old = await post("/admin/login", { intent: "sign-in", email: admin.email, password: PASSWORD });
    expect(old.status).toBe(400);
    await expect(signedIn(admin.email, "next-password-1")).resolves.toBeTruthy();
  });

  it("acts on the signed-in account only", async () => {
    const admin = await makeAdminActor(suite.t.services);
    const other = await makeAdminActor(suite.t.services);
    const response = await post(
      "/admin/security",
      {
        intent: "change-password",
        id: other.id,
        currentPassword: PASSWORD,
        newPassword: "next-password-1",
        confirmPassword: "next-password-1",
      },
      await signedIn(admin.email),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Account not found");
    await expect(signedIn(other.email)).resolves.toBeTruthy();
    await expect(signedIn(admin.email)).resolves.toBeTruthy();
  });
});
