// A person's name as every screen and e-mail writes it: first and last name, else the account's name,
// else the e-mail. The lists that sort or search by it use the same order in SQL (profileNames in
// server/db/schema.ts), and so does the contact activities' details view (drizzle/0012, checked by
// server/leads/contact-activity-names.test.ts).
export type NamedPerson = {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
  email?: string | null;
};

/** First and last name, whichever are given, or "" when neither is. */
export function fullName(person: Pick<NamedPerson, "firstName" | "lastName">): string {
  return [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join(" ");
}

/** The person's name, falling back to the account's name and then the e-mail ("" when none is known). */
export function displayName(person: NamedPerson): string {
  return fullName(person) || person.name?.trim() || person.email?.trim() || "";
}

/** The members' top bar (SPEC 2): the first name, or the e-mail when there is none. */
export function shortName(person: Pick<NamedPerson, "firstName" | "email">): string {
  return person.firstName?.trim() || person.email?.trim() || "";
}
