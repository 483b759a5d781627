// E-mail (decisions 145, 150, 215): the log of what was sent (mail_messages), the queue that sends it
// (jobs: an unsent message holds its whole body, a sent one its address and subject; an e-mail from the
// record only its activity's id, its words being the activity's), and the outbox folder's
// copies when no SMTP server is set. Mail is found by the person's addresses and by their names (an
// operations alert names an applicant in its subject).
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { recordEmailGroup } from "#core/leads/activities/record-email.ts";
import { jobs, mailMessages } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { MAIL_JOB } from "#server/mail/mail-queue.ts";
import { outboxFolder } from "#server/mail/mailer.ts";
import { type DataSubject, isOneOf, mentions } from "../data-subject.ts";
import { definePlace } from "./place.ts";

/** What an erased value becomes in the e-mail log. */
export const erasedText = "[erased]";

type Naming = Pick<DataSubject, "emails" | "names">;

const logged = (s: Naming) =>
  or(isOneOf(mailMessages.toAddress, s.emails), mentions(mailMessages.subject, s.names));
const queued = (s: Naming) => and(eq(jobs.kind, MAIL_JOB), mentions(jobs.payload, [...s.emails, ...s.names]));

/** The e-mail log keeps that a message went, not to whom or about whom. */
async function forgetLogged(tx: Transaction, s: Naming): Promise<void> {
  if (s.emails.length + s.names.length === 0) return;
  const theirs = isOneOf(mailMessages.toAddress, s.emails);
  const named = mentions(mailMessages.error, [...s.emails, ...s.names]);
  await tx
    .update(mailMessages)
    .set({
      toAddress: sql`CASE WHEN ${theirs} THEN ${erasedText} ELSE ${mailMessages.toAddress} END`,
      subject: erasedText,
      error: sql`CASE WHEN ${named} THEN ${erasedText} ELSE ${mailMessages.error} END`,
    })
    .where(logged(s));
}

/** Unsent and sent messages to or about them leave the queue: none is worth keeping, none goes out. */
async function forgetQueued(tx: Transaction, s: Naming): Promise<void> {
  if (s.emails.length + s.names.length > 0) await tx.delete(jobs).where(queued(s));
}

/**
 * The log and the queue forget them. Deleting a lead or an account calls this with their names only:
 * mail to their address stays findable by it (erasure by address).
 */
export async function forgetMail(tx: Transaction, s: Naming): Promise<void> {
  await forgetLogged(tx, s);
  await forgetQueued(tx, s);
}

export const mailLogPlace = definePlace({
  key: "emailsSent",
  table: mailMessages,
  personal: [mailMessages.toAddress, mailMessages.subject, mailMessages.error],
  read: async ({ db }, s) =>
    db
      .select({
        subject: mailMessages.subject,
        kind: mailMessages.kind,
        status: mailMessages.status,
        sentAt: mailMessages.createdAt,
      })
      .from(mailMessages)
      .where(logged(s))
      .orderBy(asc(mailMessages.createdAt)),
  erase: (tx, s) => forgetLogged(tx, s),
});

/** The jobs of the e-mails written to them from the record (decision 215). */
const recordEmailGroupsOf = (s: DataSubject) => s.activityIds.map(recordEmailGroup);

/**
 * The jobs that belong to their registrations and bookings (reminders, decision e-mails) and to their
 * activities (e-mails from the record).
 */
const groupsOf = (s: DataSubject) => [
  ...s.registrationIds.map((id) => `registration:${id}`),
  ...s.bookingIds.map((id) => `booking:${id}`),
  ...recordEmailGroupsOf(s),
];

export const queuedMailPlace = definePlace({
  key: "queuedEmails",
  table: jobs,
  personal: [jobs.payload, jobs.lastError],
  read: async ({ db }, s) => {
    const groups = groupsOf(s);
    return db
      .select({
        kind: sql<string>`coalesce(${jobs.payload}->>'kind', ${jobs.kind})`,
        subject: sql<string | null>`${jobs.payload}->>'subject'`,
        status: jobs.status,
        runAt: jobs.runAt,
      })
      .from(jobs)
      .where(or(queued(s), groups.length > 0 ? inArray(jobs.groupKey, groups) : undefined))
      .orderBy(asc(jobs.runAt));
  },
  // Mail to or about them goes; their pending reminders and decision e-mails would go to nobody. An
  // e-mail from the record's job goes whatever its state: its failure may quote their address.
  erase: async (tx, s) => {
    await forgetQueued(tx, s);
    const written = recordEmailGroupsOf(s);
    if (written.length > 0) await tx.delete(jobs).where(inArray(jobs.groupKey, written));
    const groups = groupsOf(s);
    if (groups.length > 0)
      await tx
        .update(jobs)
        .set({ status: "cancelled", lockedUntil: null })
        .where(and(inArray(jobs.groupKey, groups), eq(jobs.status, "pending")));
  },
});

/** The outbox's copies (DATA_DIR/outbox, when no SMTP server is set) to or naming them. */
async function outboxCopies(dataDir: string, s: Naming): Promise<string[]> {
  const needles = [...s.emails, ...s.names].map((n) => n.toLowerCase());
  if (needles.length === 0) return [];
  const folder = outboxFolder(dataDir);
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith(".json"));
  const found: string[] = [];
  for (const file of files) {
    const text = (await readFile(path.join(folder, file), "utf8").catch(() => "")).toLowerCase();
    if (needles.some((n) => text.includes(n))) found.push(file);
  }
  return found.sort();
}

export const outboxPlace = definePlace({
  key: "emailCopies",
  table: null,
  personal: [],
  read: async ({ dataDir }, s) => (await outboxCopies(dataDir, s)).map((file) => ({ file })),
  erase: async () => {},
  eraseFiles: async ({ dataDir }, s) => {
    const folder = outboxFolder(dataDir);
    for (const file of await outboxCopies(dataDir, s)) await rm(path.join(folder, file), { force: true });
  },
});
