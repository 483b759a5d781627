// What User Management may do to an account, asked by the screen before it offers the action and by
// the server before it acts. (Whether another admin remains is the database's to answer, under a lock.)
import { userMessages } from "./user-schema.ts";

/** Why the operator may not delete this account (their own), or null when they may. */
export function userDeletionRefusal(account: { id: string }, actorId: string): string | null {
  return account.id === actorId ? userMessages.selfDelete : null;
}
