// Whom an export or an erasure is about (decision 174): their records by id, and what names them in
// places that hold no id of theirs (the addresses and names in mail and in the audit trail's values).
// A person with a lead or an account gives all of it; an address alone (what is left once both were
// deleted) gives only the address.
import { and, eq, inArray, isNotNull, isNull, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import {
  contactActivities,
  conversations,
  memberEventBookings,
  memberProgramRegistrations,
  messages,
  resources,
} from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { emailsOf, type Person } from "./find-person.ts";

export type DataSubject = {
  profileId: string | null;
  leadIds: string[];
  activityIds: string[];
  registrationIds: string[];
  bookingIds: string[];
  /** The files of resources shared with them alone: removed with those resources, after the commit. */
  resourceFileKeys: string[];
  /** The attachments of messages in their conversation: removed with it, after the commit. */
  messageFileKeys: string[];
  /** Every address they are known by, lower-case. */
  emails: string[];
  /** Their names as mail and notes write them ("First Last"). */
  names: string[];
};

/** Every id of a record about them: what the audit trail's rows name as their entity. */
export const recordIdsOf = (s: DataSubject): string[] => [
  ...s.leadIds,
  ...(s.profileId ? [s.profileId] : []),
  ...s.activityIds,
  ...s.registrationIds,
  ...s.bookingIds,
];

/** Their names: each lead's and the account's first and last name, and the account's own name. */
export function namesOf(
  people: ({ firstName?: string | null; lastName?: string | null; name?: string | null } | null)[],
) {
  const names = people.flatMap((p) => [
    [p?.firstName?.trim(), p?.lastName?.trim()].filter(Boolean).join(" "),
    p?.name?.trim() ?? "",
  ]);
  return [...new Set(names.filter((n) => n.length > 0))];
}

const none = sql`false`;

/** The person's records and what names them. */
export async function dataSubjectOf(db: Database | Transaction, person: Person): Promise<DataSubject> {
  const profileId = person.profile?.id ?? null;
  const leadIds = person.leads.map((l) => l.id);
  const ofMember = (column: PgColumn) => (profileId ? eq(column, profileId) : none);
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
  const [activities, registrations, bookings, ownResources, attachments] = await Promise.all([
    db
      .select({ id: contactActivities.id })
      .from(contactActivities)
      .where(
        or(
          leadIds.length > 0 ? inArray(contactActivities.consultationId, leadIds) : none,
          ofMember(contactActivities.profileId),
        ),
      ),
    db
      .select({ id: memberProgramRegistrations.id })
      .from(memberProgramRegistrations)
      .where(ofMember(memberProgramRegistrations.memberId)),
    db
      .select({ id: memberEventBookings.id })
      .from(memberEventBookings)
      .where(ofMember(memberEventBookings.memberId)),
    db
      .select({ key: resources.storageKey })
      .from(resources)
      .where(and(ofMember(resources.memberId), isNull(resources.programId), isNotNull(resources.storageKey))),
    db
      .select({ key: messages.attachmentKey })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(ofMember(conversations.memberId), isNotNull(messages.attachmentKey))),
  ]);
  return {
    profileId,
    leadIds,
    activityIds: ids(activities),
    registrationIds: ids(registrations),
    bookingIds: ids(bookings),
    resourceFileKeys: ownResources.flatMap((r) => (r.key ? [r.key] : [])),
    messageFileKeys: attachments.flatMap((a) => (a.key ? [a.key] : [])),
    emails: emailsOf(person),
    names: namesOf([person.profile, ...person.leads]),
  };
}

/** What is left of someone with neither a lead nor an account: their address. */
export const addressSubject = (email: string): DataSubject => ({
  profileId: null,
  leadIds: [],
  activityIds: [],
  registrationIds: [],
  bookingIds: [],
  resourceFileKeys: [],
  messageFileKeys: [],
  emails: [email.trim().toLowerCase()],
  names: [],
});

/** The column (JSON as its text) contains one of the values, whatever the letter case. */
export function mentions(column: SQLWrapper, values: string[]): SQL {
  if (values.length === 0) return none;
  return or(...values.map((v) => sql`position(${v.toLowerCase()} in lower(${column}::text)) > 0`)) ?? none;
}

/** The column is one of the addresses, whatever the letter case. */
export function isOneOf(column: SQLWrapper, emails: string[]): SQL {
  return emails.length > 0 ? inArray(sql`lower(${column})`, emails) : none;
}

/** `column IN ids`, or nothing when there are none (an empty IN is not SQL). */
export function idIn(column: Parameters<typeof inArray>[0], ids: string[]): SQL {
  return ids.length > 0 ? inArray(column, ids) : none;
}
