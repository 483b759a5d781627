import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { consultations, contactActivities, faqs, profiles, programs } from "#server/db/schema.ts";

export type DashboardCounts = {
  users: number;
  consultations: number;
  programs: number;
  faqs: number;
  activities: number;
};

/** SPEC 7: five count-only reads. Admins only. */
export async function getDashboardCounts(db: Database, actor: SessionUser): Promise<DashboardCounts> {
  if (actor.role !== "admin") throw new Error("Admins only");
  const [users, leads, programCount, faqCount, activities] = await Promise.all([
    db.$count(profiles),
    db.$count(consultations),
    db.$count(programs),
    db.$count(faqs),
    db.$count(contactActivities),
  ]);
  return { users, consultations: leads, programs: programCount, faqs: faqCount, activities };
}
