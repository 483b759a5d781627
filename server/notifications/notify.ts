// Sending a notification: once, to a person who has not turned its kind off. The notice's key
// ("<kind>:<what>:<user>") is inserted into notifications_sent in the transaction that enqueues its
// e-mail (server/mail/mail-queue.ts): two instances deciding the same notice at once both insert,
// the second waits for the first's commit and finds the key, so one e-mail is written, however many
// sweeps, instances and restarts find the same reason. The e-mail then leaves at once, or by the
// worker's retries (decision 150).
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { NotificationKindId } from "#core/notifications/notification-kinds.ts";
import type { Database } from "#server/db/client.ts";
import { notificationsSent, profiles, userRolesTable } from "#server/db/schema.ts";
import { enqueueMail, type MailServices, sendQueuedMail } from "#server/mail/mail-queue.ts";
import type { MailMessage } from "#server/mail/mailer.ts";
import { type Recipient, recipients } from "./notification-preferences.ts";

export type Notice = {
  kind: NotificationKindId;
  /** What the notice is about ("consultation:<id>", "2026-12-03"): with kind and user, its once-key. */
  about: string;
  userId: string;
  /** The e-mail to this person; null: nothing to say (an empty digest), decided all the same. */
  message: (recipient: Recipient) => MailMessage | null;
};

export const noticeKey = (notice: Pick<Notice, "kind" | "about" | "userId">) =>
  `${notice.kind}:${notice.about}:${notice.userId}`;

/** Decides each notice once; answers how many e-mails were written. */
export async function notify(services: MailServices, notices: Notice[]): Promise<number> {
  let mailed = 0;
  // A sweep finds the same reasons again and again: only the undecided ones need a transaction.
  const decided = await decidedKeys(services.db, notices.map(noticeKey));
  const open = notices.filter((n) => !decided.has(noticeKey(n)));
  for (const kind of new Set(open.map((n) => n.kind))) {
    const mine = open.filter((n) => n.kind === kind);
    const people = await recipients(services.db, [...new Set(mine.map((n) => n.userId))], kind);
    for (const notice of mine) {
      const person = people.get(notice.userId);
      if (!person) continue;
      const message = person.receives ? notice.message(person) : null;
      const ids = await services.db.transaction(async (tx) => {
        const [first] = await tx
          .insert(notificationsSent)
          .values({ key: noticeKey(notice), userId: notice.userId, kind, mailed: message !== null })
          .onConflictDoNothing()
          .returning({ key: notificationsSent.key });
        // Another instance decided it first: nothing to write.
        return first && message ? enqueueMail(tx, [message]) : [];
      });
      if (ids.length === 0) continue;
      mailed++;
      await sendQueuedMail(services, ids);
    }
  }
  return mailed;
}

/** Which of these notices were already decided (sent, or skipped as empty or turned off). */
export async function decidedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: notificationsSent.key })
    .from(notificationsSent)
    .where(inArray(notificationsSent.key, keys));
  return new Set(rows.map((row) => row.key));
}

/** The back office's people: every admin account that was not erased. */
export async function listOperators(db: Database): Promise<{ id: string }[]> {
  return db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(and(eq(userRolesTable.role, "admin"), isNull(profiles.erasedAt)));
}

/**
 * How long a decided notice is kept. Its key only has to outlive the time its reason can be news (a
 * day for a broken promise or a failed e-mail, the 12 hours a promise is at risk, the morning of a
 * digest), so a key this old can never be found again; the rows are kept a quarter to answer "was
 * this person told?".
 */
export const NOTICE_KEEP_MS = 90 * 24 * 60 * 60 * 1000;

/** Forgets the notices decided longer ago than NOTICE_KEEP_MS; answers how many. */
export async function forgetOldNotices(db: Database, now: Date): Promise<number> {
  const forgotten = await db
    .delete(notificationsSent)
    .where(lt(notificationsSent.createdAt, new Date(now.getTime() - NOTICE_KEEP_MS)))
    .returning({ key: notificationsSent.key });
  return forgotten.length;
}
