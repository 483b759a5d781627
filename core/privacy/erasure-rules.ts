// Who may be erased (decision 145), asked by User Management before it offers Erase Person and by every
// erasure before it changes anything (erasePerson, Erase by E-mail): one rule, so the screen never
// offers what the server refuses.
import { privacyMessages } from "./privacy-messages.ts";

/** A person as the rule sees them: their account (none for a lead without one) and its role. */
export type ErasableSubject = { accountId: string | null | undefined; role: string | null | undefined };

/** Why the operator may not erase this person (their own account, an admin's), or null when they may. */
export function erasureRefusal(subject: ErasableSubject, actorId: string): string | null {
  if (subject.accountId && subject.accountId === actorId) return privacyMessages.selfErase;
  if (subject.role === "admin") return privacyMessages.adminErase;
  return null;
}
