// What a record shows of an e-mail written from it (decision 215): its delivery state on the activity,
// and its mail job's state and last error (a final failure is "Not delivered"). Joined beside an
// activity read: `jobs` on the activity's record-email job.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { RECORD_EMAIL_JOB, recordEmailGroup } from "#core/leads/activities/record-email.ts";
import { contactActivities, jobs } from "#server/db/schema.ts";

export const recordEmailDelivery = {
  columns: {
    emailDelivery: contactActivities.emailDelivery,
    mailJobStatus: jobs.status,
    mailError: jobs.lastError,
  },
  /** The activity's own job, by its group key. */
  job: (activityId: AnyPgColumn): SQL =>
    and(
      eq(jobs.kind, RECORD_EMAIL_JOB),
      eq(jobs.groupKey, sql`${recordEmailGroup("")} || ${activityId}::text`),
    )!,
};
