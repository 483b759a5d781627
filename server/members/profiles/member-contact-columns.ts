// A member joined from profiles as an e-mail to them needs it: the address and the name it greets.
import { profiles } from "#server/db/schema.ts";

export const memberContactColumns = {
  memberEmail: profiles.email,
  memberFirstName: profiles.firstName,
};
