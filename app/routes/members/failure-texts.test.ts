// The members' failure texts are SPEC 8's, written plainly: "Failed to register for program", "Failed
// to update profile", "Failed to update password" (only the operators' texts carry ": {message}"); the
// duplicate keeps its own text, and a message about a field stays beside that field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { makeProgram } from "#server/seed/factories.ts";
import type { Services } from "#server/services.ts";
import { formPost, runAction } from "#tests/support/actions.ts";
import { makeMemberActor, signedInMemberCookie, type TestMember } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { action as browseProgramsAction } from "./available-programs.tsx";
import { action as profileAction } from "./profile.tsx";

let t: TestContext;
let member: TestMember;
let cookie: string;
beforeAll(async () => {
  t = await createTestContext();
  member = await makeMemberActor(t.services);
  cookie = await signedInMemberCookie(t.services, member);
});
afterAll(() => t.close());

const register = (id: string, services: Services = t.services) =>
  runAction(
    browseProgramsAction,
    services,
    formPost("/members/available-programs", { intent: "register", id }, { cookie }),
  );
const profilePost = (fields: Record<string, string>, services: Services = t.services) =>
  runAction(profileAction, services, formPost("/members/profile", fields, { cookie }));

/** The member's services, except that one part fails the way a broken database or auth store would. */
function failing(part: "transaction" | "auth", error: Error): Services {
  if (part === "auth") {
    const auth = new Proxy(t.services.auth, {
      get: (target, property, receiver) =>
        property === "$context" ? Promise.reject(error) : Reflect.get(target, property, receiver),
    });
    return { ...t.services, auth };
  }
  const db = new Proxy(t.services.db, {
    get: (target, property, receiver) =>
      property === "transaction" ? () => Promise.reject(error) : Reflect.get(target, property, receiver),
  }) as Database;
  return { ...t.services, db };
}
const unavailable = () => Object.assign(new Error("terminating connection (test)"), { code: "57P01" });

describe("Browse Programs' Register", () => {
  it("says 'Failed to register for program' alone for a program that is gone or an id that names none", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-program"]) {
      const answer = await register(id);
      expect([id, answer.status, answer.data]).toEqual([
        id,
        404,
        { ok: false, code: "not_found", message: "Failed to register for program", intent: "register" },
      ]);
    }
  });

  it("keeps the duplicate's own text (23505)", async () => {
    const program = await makeProgram(t.services.db);
    expect((await register(program.id)).data).toMatchObject({ ok: true });
    const again = await register(program.id);
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ ok: false, message: "You are already registered for this program" });
  });
});

describe("My Profile", () => {
  it("says 'Failed to update profile' alone when the save fails, or the database is unavailable", async () => {
    const fields = { intent: "update-profile", firstName: "Ada" };
    const broken = await profilePost(fields, failing("transaction", new Error("disk full (test)")));
    expect([broken.status, broken.data.message]).toEqual([500, "Failed to update profile"]);
    const down = await profilePost(fields, failing("transaction", unavailable()));
    expect([down.status, down.data.message]).toEqual([503, "Failed to update profile"]);
  });

  it("says 'Failed to update password' alone when the change fails", async () => {
    const answer = await profilePost(
      { intent: "change-password", newPassword: "a-new-password-1", confirmPassword: "a-new-password-1" },
      failing("auth", new Error("auth store failed (test)")),
    );
    expect(answer.status).toBe(500);
    expect(answer.data).toMatchObject({ ok: false, message: "Failed to update password" });
    expect(answer.data.errors).toBeUndefined();
  });

  it("shows the password rules beside their fields, not in the failure text", async () => {
    const answer = await profilePost({
      intent: "change-password",
      newPassword: "short",
      confirmPassword: "short",
    });
    expect(answer.status).toBe(400);
    expect(answer.data.errors).toEqual({ newPassword: "New password must be at least 8 characters long" });
    expect(answer.data.message).toBe("Please correct the highlighted fields.");
  });
});
