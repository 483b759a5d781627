import { isNull } from "drizzle-orm";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
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
  const [users, leads, programCount, faqCount, activities, leadsDueForErasure] = await Promise.all([
    // Erased people keep an anonymous row (decision 145): they are no longer users.
    db.$count(profiles, isNull(profiles.erasedAt)),
    db.$count(consultations),
    db.$count(programs),
    db.$count(faqs),
    db.$count(contactActivities),
    countLeadsDueForErasure(db, actor, retention.months, retention.now),
  ]);
  return {
    users,
    consultations: leads,
    programs: programCount,
    faqs: faqCount,
    activities,
    leadsDueForErasure,
  };
}
