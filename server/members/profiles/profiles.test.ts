// My Profile: a member edits their own names and phone, and changes their own password by the spec's
// rules; the other sessions end and the account holder is told by e-mail.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrors } from "#core/forms/form-result.ts";
import { passwordChangeSchema, profileSchema } from "#core/members/profiles/profile-schema.ts";
import { getSessionUser } from "#server/auth/guards/guards.ts";
import { profiles } from "#server/db/schema.ts";
import { browserRequest } from "#tests/support/http.ts";
import { makeAdminActor, makeMemberActor, signedInMemberCookie } from "#tests/support/members.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { changeMemberPassword } from "./change-own-password.ts";
import { getOwnProfile } from "./get-own-profile.ts";
import { updateOwnProfile } from "./update-own-profile.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("the profile form's rules", () => {
  it("has no required field, trims, stores empty as null and limits lengths", () => {
    expect(profileSchema.parse({ firstName: "  Ada  ", lastName: "", phone: " +44  20 " })).toEqual({
      firstName: "Ada",
      lastName: null,
      phone: "+44 20",
    });
    expect(profileSchema.parse({})).toEqual({ firstName: null, lastName: null, phone: null });
    const tooLong = profileSchema.safeParse({ firstName: "x".repeat(101), phone: "1".repeat(41) });
    expect(tooLong.success ? {} : fieldErrors(tooLong.error)).toEqual({
      firstName: "First name is too long",
      phone: "Phone is too long",
    });
  });

  it("checks the new password: 8 characters, then a match, with the spec's texts", () => {
    const errors = (newPassword: string, confirmPassword: string) => {
      const parsed = passwordChangeSchema.safeParse({ newPassword, confirmPassword });
      return parsed.success ? {} : fieldErrors(parsed.error);
    };
    expect(errors("short", "short")).toEqual({
      newPassword: "New password must be at least 8 characters long",
    });
    expect(errors("long-enough-1", "long-enough-2")).toEqual({
      confirmPassword: "New passwords do not match",
    });
    expect(errors("long-enough-1", "long-enough-1")).toEqual({});
  });
});

describe("a member's own profile", () => {
  it("reads and updates only the member's own row, keeping the display name in step", async () => {
    const member = await makeMemberActor(t.services, { firstName: "Old", lastName: "Name" });
    const other = await makeMemberActor(t.services, { firstName: "Untouched", lastName: "Person" });
    const before = await getOwnProfile(t.services.db, member);
    expect(before).toMatchObject({ email: member.email, firstName: "Old", lastName: "Name", phone: null });

    await updateOwnProfile(t.services.db, member, { firstName: "Nadia", lastName: "Quaye", phone: "+44 1" });
    const after = await getOwnProfile(t.services.db, member);
    expect(after).toMatchObject({
      email: member.email,
      firstName: "Nadia",
      lastName: "Quaye",
      phone: "+44 1",
    });
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    const [row] = await t.services.db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(row?.name).toBe("Nadia Quaye");
    expect(await getOwnProfile(t.services.db, other)).toMatchObject({ firstName: "Untouched" });

    const admin = await makeAdminActor(t.services);
    await expect(getOwnProfile(t.services.db, admin)).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      updateOwnProfile(t.services.db, admin, { firstName: "X", lastName: null, phone: null }),
    ).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("a member's password change", () => {
  it("keeps this session, signs the others out, and e-mails the account holder", async () => {
    const member = await makeMemberActor(t.services);
    const here = await signedInMemberCookie(t.services, member);
    const elsewhere = await signedInMemberCookie(t.services, member);
    const request = browserRequest("/members/profile", { method: "POST", cookie: here });

    await expect(changeMemberPassword(t.services, request, member, "seven77")).rejects.toMatchObject({
      code: "invalid",
      message: "New password must be at least 8 characters long",
    });
    const { notified } = await changeMemberPassword(t.services, request, member, "a-new-password-9");
    await notified;

    expect(await getSessionUser(t.services, browserRequest("/members", { cookie: here }))).not.toBeNull();
    expect(await getSessionUser(t.services, browserRequest("/members", { cookie: elsewhere }))).toBeNull();
    const [notice] = (await readOutbox(t.dataDir, member.email)).filter((m) => m.kind === "password-changed");
    expect(notice?.text).toContain("was changed");
    // The way back in if it was not them: the members' own Forgot password.
    expect(notice?.link).toBe("http://localhost:3000/members/login?mode=forgot");
    expect(notice?.text).not.toContain("a-new-password-9");
    await expect(
      signedInMemberCookie(t.services, { ...member, password: "a-new-password-9" }),
    ).resolves.toBeTruthy();
  });

  it("is a member's own: another member's session cannot change it", async () => {
    const member = await makeMemberActor(t.services);
    const intruder = await makeMemberActor(t.services);
    const intruderCookie = await signedInMemberCookie(t.services, intruder);
    await expect(
      changeMemberPassword(
        t.services,
        browserRequest("/members/profile", { method: "POST", cookie: intruderCookie }),
        member,
        "hijacked-password-1",
      ),
    ).rejects.toThrow();
    await expect(signedInMemberCookie(t.services, member)).resolves.toBeTruthy();
  });
});
