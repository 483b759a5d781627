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
