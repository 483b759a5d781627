// When an admin may reset a colleague's two-factor sign-in (decision 146): asked by User Management
// before it offers the reset and by resetTwoFactor before it removes anything.
import { twoFactorMessages } from "./two-factor-messages.ts";

/** Why the operator may not reset this account's two-factor sign-in, or null when they may. */
export function twoFactorResetRefusal(
  account: { id: string; twoFactorEnabled: boolean | null | undefined },
  actorId: string,
): string | null {
  // One's own is turned off on one's Security page, with the password.
  if (account.id === actorId) return twoFactorMessages.resetSelf;
  if (account.twoFactorEnabled !== true) return twoFactorMessages.notOn;
  return null;
}
