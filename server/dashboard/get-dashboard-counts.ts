import { type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { runKept } from "#server/db/prepared-statement.ts";
import { consultations, contactActivities, faqs, profiles, programs } from "#server/db/schema.ts";
import { countLeadsDueForErasure } from "#server/privacy/lead-retention.ts";

export type DashboardCounts = {
  users: number;
  consultations: number;
  programs: number;
  faqs: number;
  activities: number;
  /** Leads the retention job will erase (decision 145); null when retention is off. */
  leadsDueForErasure: number | null;
};

/** SPEC 7: five count-only reads, and the leads due for erasure when retention is on. Admins only. */
export async function getDashboardCounts(
  db: Database,
  actor: SessionUser,
  retention: { months: number; now?: Date } = { months: 0 },
): Promise<DashboardCounts> {
  if (actor.role !== "admin") throw new Error("Admins only");
  // The five counts in one statement: each statement costs a parse and a plan (inside this process on
  // PGlite), which on these small tables is most of the work; kept prepared, it costs neither after the
  // first (decision 263).
  const [[row], leadsDueForErasure] = await Promise.all([
    runKept(db, "the dashboard's counts", () =>
      db
        .select({
          // Erased people keep an anonymous row (decision 145): they are no longer users.
          users: countOf(sql`${profiles} WHERE ${profiles.erasedAt} IS NULL`),
          consultations: countOf(sql`${consultations}`),
          programs: countOf(sql`${programs}`),
          faqs: countOf(sql`${faqs}`),
          activities: countOf(sql`${contactActivities}`),
        })
        .from(sql`(SELECT 1) AS one`),
    ),
    countLeadsDueForErasure(db, actor, retention.months, retention.now),
  ]);
  if (!row) throw new Error("The dashboard's counts returned no row");
  const { users, consultations: leads, programs: programCount, faqs: faqCount, activities } = row;
  return {
    users,
    consultations: leads,
    programs: programCount,
    faqs: faqCount,
    activities,
    leadsDueForErasure,
  };
}

const countOf = (from: SQL) => sql<number>`(SELECT count(*) FROM ${from})`.mapWith(Number);
