// The signed-in person as every guard, use case and screen of ours reads them: one row of the session
// lookup (session-query.ts), never better-auth's own shape. Its own module, importing nothing of the
// guards, so the lookup and the two-factor requirement can name it without a circle.
import type { UserRole } from "#core/enums.ts";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
  role: UserRole;
  /** Two-factor sign-in is on (decision 146); absent reads as off. */
  twoFactorEnabled?: boolean;
};

/** A person read from better-auth's user or our session row, with the role looked up beside it. */
export function sessionUserOf(
  user: { id: string; email: string; name: string; emailVerified: boolean } & {
    firstName?: string | null;
    lastName?: string | null;
    twoFactorEnabled?: boolean | null;
  },
  role: UserRole,
): Required<SessionUser> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    emailVerified: user.emailVerified,
    role,
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}
