// The Failed E-mails table (admins only, decision 150): e-mail jobs the worker gave up on, newest
// first, with whom each was for (the message's address, the member a booking or registration e-mail
// was about, or the person an e-mail from the record was written to) and the last error. Searches the
// address, the subject and the error.
import { and, eq, sql } from "drizzle-orm";
import type { TableQuery } from "#core/admin/table-query.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import {
  consultations,
  contactActivities,
  jobs,
  memberEventBookings,
  memberProgramRegistrations,
  profiles,
} from "#server/db/schema.ts";
import { defineTable, listPage, rowsOf } from "#server/db/table-definition.ts";
import { mailJobKinds } from "./mail-job-kinds.ts";

/** Only failed e-mail jobs are ever listed: this condition joins every query's WHERE. */
export const failedMail = sql`${jobs.status} = 'failed' AND ${jobs.kind} IN (${sql.join(
  mailJobKinds.map((kind) => sql`${kind}`),
  sql`, `,
)})`;

/** Whom the e-mail was for: the address it carries, or the member its booking or registration names. */
const recipient = sql<string | null>`COALESCE(
  ${jobs.payload}->>'to',
  (SELECT p.email FROM ${memberEventBookings} b JOIN ${profiles} p ON p.id = b.member_id
    WHERE b.id::text = ${jobs.payload}->>'bookingId'),
  (SELECT p.email FROM ${memberProgramRegistrations} r JOIN ${profiles} p ON p.id = r.member_id
    WHERE r.id::text = ${jobs.payload}->>'registrationId'),
  (SELECT coalesce(c.email, p.email) FROM ${contactActivities} a
    LEFT JOIN ${consultations} c ON c.id = a.consultation_id LEFT JOIN ${profiles} p ON p.id = a.profile_id
    WHERE a.id::text = ${jobs.payload}->>'activityId'))`;

/** What it was about: the message's subject, or the subject of the e-mail from the record it sends. */
const subject = sql<string | null>`COALESCE(${jobs.payload}->>'subject',
  (SELECT a.subject FROM ${contactActivities} a WHERE a.id::text = ${jobs.payload}->>'activityId'))`;

export const failedMailTable = defineTable({
  columns: {
    failedAt: { sql: jobs.updatedAt, sortable: true },
    // A kind from the select; anything else (a hand-edited URL) matches nothing: "No results found".
    kind: {
      sql: jobs.kind,
      sortable: true,
      filter: (value) => (mailJobKinds.includes(value) ? eq(jobs.kind, value) : sql`false`),
    },
  },
  search: [recipient, subject, jobs.lastError],
  tieBreaker: jobs.id,
  defaultSort: { column: "failedAt", direction: "desc" },
});

const row = {
  id: jobs.id,
  failedAt: jobs.updatedAt,
  kind: jobs.kind,
  to: recipient,
  subject,
  attempts: jobs.attempts,
  error: jobs.lastError,
};

/** The table's rows, with `extra` fields beside (the export's sort keys). */
export const failedMailRows = rowsOf(row, jobs);

export async function listFailedMailPage(db: Database, actor: SessionUser, query: TableQuery) {
  assertAdmin(actor);
  return listPage(failedMailTable, query, {
    rows: ({ where, orderBy, limit, offset }) =>
      failedMailRows(db)
        .where(and(failedMail, where))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: (where) => db.$count(jobs, and(failedMail, where)),
  });
}
