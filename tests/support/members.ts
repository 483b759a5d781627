// People for members-portal tests: a member or an operator as the SessionUser a domain function gets,
// and a member's session cookie for requests through the whole app.
import { fullName } from "#core/users/display-name.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { type MemberOverrides, makeMember, uniqueSuffix } from "#server/seed/factories.ts";
import type { Services } from "#server/services.ts";
import { browserRequest, cookieFrom } from "./http.ts";

export type TestMember = SessionUser & { password: string };

export async function makeMemberActor(
  services: Services,
  overrides: MemberOverrides = {},
): Promise<TestMember> {
  const firstName = overrides.firstName ?? "Test";
  const lastName = overrides.lastName ?? "Member";
  const made = await makeMember(services, { ...overrides, firstName, lastName });
  return {
    id: made.id,
    email: made.email,
    password: made.password,
    name: fullName({ firstName, lastName }),
    firstName,
    lastName,
    emailVerified: true,
    role: "member",
  };
}

export async function makeAdminActor(services: Services): Promise<SessionUser> {
  const email = `operator-${uniqueSuffix()}@example.com`;
  const { id } = await createAccount(services.auth, services.db, {
    email,
    password: "operator-password-1",
    role: "admin",
    emailVerified: true,
  });
  return { id, email, name: "", firstName: null, lastName: null, emailVerified: true, role: "admin" };
}

/** A fresh session of the member, as the Cookie header a browser would send. */
export async function signedInMemberCookie(services: Services, member: TestMember): Promise<string> {
  const signedIn = await signIn(
    services,
    browserRequest("/members/login"),
    { email: member.email, password: member.password },
    "member",
  );
  return cookieFrom(signedIn.headers);
}

/** A fresh session of an operator made by makeAdminActor, as the Cookie header a browser would send. */
export async function signedInAdminActorCookie(services: Services, admin: SessionUser): Promise<string> {
  const signedIn = await signIn(
    services,
    browserRequest("/admin/login"),
    { email: admin.email, password: "operator-password-1" },
    "admin",
  );
  return cookieFrom(signedIn.headers);
}

/** A new member and their session cookie, for requests through the whole app. */
export async function memberSignedIn(services: Services, overrides: MemberOverrides = {}) {
  const member = await makeMemberActor(services, overrides);
  return { member, cookie: await signedInMemberCookie(services, member) };
}

/** A new operator and their session cookie, for requests through the whole app. */
export async function operatorSignedIn(services: Services) {
  const operator = await makeAdminActor(services);
  return { operator, cookie: await signedInAdminActorCookie(services, operator) };
}
