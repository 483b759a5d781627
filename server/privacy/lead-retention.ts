// Lead retention (decisions 145, 175): when LEAD_RETENTION_MONTHS is set, leads that never converted
// are erased once their last contact (the lead's last change, or its latest activity) is older than
// that, by a durable job that runs once a day. Each instance schedules it at start; the partial
// unique index jobs_one_pending_daily_key keeps one pending run however many do, and the job's claim
// (server/jobs) runs it on one instance. Each lead is erased in its own
// transaction, re-checked under its row lock, so a run cut off midway loses nothing.
import { and, asc, count, eq, isNull, lt, sql } from "drizzle-orm";
import { retentionCutoff } from "#core/privacy/lead-retention.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { contactActivities as activities, consultations } from "#server/db/schema.ts";
import { type Recurring, recurringHandlers, scheduleRecurring } from "#server/jobs/recurring-job.ts";
import type { JobHandlers } from "#server/jobs/run-due-jobs.ts";
import type { Services } from "#server/services.ts";
import { erasePersonIn } from "./erase-person.ts";
import { findPerson } from "./find-person.ts";
import { erasePersonalFiles } from "./personal-data.ts";

export const LEAD_RETENTION_JOB = "lead-retention";
const DAILY_RETENTION: Recurring = { kind: LEAD_RETENTION_JOB, group: "daily:lead-retention" };
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * Due: never converted, and no contact since the cutoff. The last contact is when the lead was last
 * changed, or the latest time of any of its activities (logged, changed, scheduled or completed).
 * Written as "nothing since" so the cheap tests on the lead come first (GREATEST skips NULLs).
 */
const dueBefore = (cutoff: Date) =>
  and(
    isNull(consultations.memberId),
    isNull(consultations.convertedAt),
    lt(consultations.createdAt, cutoff),
    lt(consultations.updatedAt, cutoff),
    sql`NOT EXISTS (SELECT 1 FROM ${activities} WHERE ${activities.consultationId} = ${consultations.id}
      AND greatest(${activities.createdAt}, ${activities.updatedAt}, ${activities.scheduledAt}, ${activities.completedAt}) >= ${cutoff.toISOString()}::timestamptz)`,
  );

/** How many leads the next run would erase; null when retention is off. Admins only (the dashboard). */
export async function countLeadsDueForErasure(
  db: Database,
  actor: SessionUser,
  months: number,
  now = new Date(),
): Promise<number | null> {
  if (actor.role !== "admin") throw new Error("Admins only");
  const cutoff = retentionCutoff(now, months);
  if (!cutoff) return null;
  const [row] = await db.select({ n: count() }).from(consultations).where(dueBefore(cutoff));
  return row?.n ?? 0;
}

/** Erases every due lead; answers how many. */
export async function eraseDueLeads(services: Services, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now, services.config.leadRetentionMonths);
  if (!cutoff) return 0;
  let erased = 0;
  for (;;) {
    const due = await services.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(dueBefore(cutoff))
      .orderBy(asc(consultations.createdAt))
      .limit(BATCH);
    for (const { id } of due) {
      const subject = await services.db.transaction(async (tx) => {
        const person = await findPerson(tx, { kind: "lead", id }, { lock: true });
        const lead = person?.leads.find((l) => l.id === id);
        if (!person || !lead) return null;
        // Converted, contacted or erased meanwhile: not due any more.
        const [still] = await tx
          .select({ id: consultations.id })
          .from(consultations)
          .where(and(eq(consultations.id, id), dueBefore(cutoff)));
        if (!still) return null;
        return erasePersonIn(tx, { ...person, leads: [lead] }, null, now);
      });
      if (!subject) continue;
      // The outbox's copies to or naming them, as Erase Person deletes them.
      await erasePersonalFiles({ dataDir: services.config.dataDir, storage: services.storage }, subject);
      erased++;
    }
    if (due.length < BATCH) return erased;
  }
}

/** Schedules the next run (now by default); a run already pending makes this do nothing. */
export async function scheduleLeadRetention(db: Database, runAt = new Date()): Promise<void> {
  await scheduleRecurring(db, DAILY_RETENTION, runAt);
}

// A recurring job (server/jobs/recurring-job.ts): tomorrow's run is scheduled first.
export const leadRetentionJobHandlers: JobHandlers<Services> = recurringHandlers<Services>({
  ...DAILY_RETENTION,
  next: (now) => new Date(now.getTime() + DAY_MS),
  run: async (services, now) => {
    const erased = await eraseDueLeads(services, now);
    if (erased > 0) services.logger.info({ erased }, "lead retention: leads erased");
  },
});
