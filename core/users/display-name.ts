// A person's name as every screen and e-mail writes it: first and last name, else the account's name,
// else the e-mail. The lists that sort or search by it use the same order in SQL (profileNames in
// server/db/schema.ts), and so does the contact activities' details view (drizzle/0012, checked by
// server/leads/activities/contact-activity-names.test.ts). An erased account (decision 145) is "Erased member" in
// all three, never its anonymous address.
export type NamedPerson = {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
};

/** A list row's member, as the lists select it beside the row's own columns. */
export type MemberColumns = {
  memberFirstName?: string | null;
  memberLastName?: string | null;
  memberEmail?: string | null;
};

/** The person a list row's member columns describe, for the functions below. */
export const memberOf = (row: MemberColumns): NamedPerson => ({
  firstName: row.memberFirstName,
  lastName: row.memberLastName,
  email: row.memberEmail,
});

/** First and last name, whichever are given, or "" when neither is. */
export function fullName(person: Pick<NamedPerson, "firstName" | "lastName">): string {
  return [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}

/** What an erased account is called on every screen and in every export. */
export const erasedMemberName = "Erased member";

/**
 * The address an erasure gives an account it keeps as an anonymous row (decision 145): unique, and one
 * no mail can ever reach (RFC 2606).
 */
export const erasedAddress = (profileId: string) => `erased-${profileId}@erased.invalid`;

const erasedAddressPattern = /^erased-[^@\s]+@erased\.invalid$/i;

/** Whether the person is an erased account: its address is the one an erasure gives. */
export function isErased(person: Pick<NamedPerson, "email">): boolean {
  return erasedAddressPattern.test(person.email?.trim() ?? "");
}

/** The person's name, falling back to the account's name and then the e-mail ("" when none is known). */
export function displayName(person: NamedPerson): string {
  if (isErased(person)) return erasedMemberName;
  return fullName(person) || person.name?.trim() || person.email?.trim() || "";
}

/** The name where the e-mail is shown beside it (a list's two columns): no fallback to the address. */
export function personName(person: NamedPerson): string {
  return isErased(person) ? erasedMemberName : fullName(person);
}

/** The e-mail to show beside the name: none for an erased account, whose address names nobody. */
export function personEmail(person: Pick<NamedPerson, "email">): string {
  return isErased(person) ? "" : (person.email?.trim() ?? "");
}

/** The members' top bar (SPEC 2): the first name, or the e-mail when there is none. */
export function shortName(person: Pick<NamedPerson, "firstName" | "email">): string {
  return person.firstName?.trim() || person.email?.trim() || "";
}
