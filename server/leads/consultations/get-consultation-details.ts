// The view dialog: the whole lead, its program (or Unknown Program), the member it became, its three
// most recent activities (from the details view; an e-mail from the record with its delivery), and
// whether an outcome allows Convert to member.
import { and, desc, eq, exists, sql } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import {
  consultations,
  contactActivities,
  contactActivitiesWithDetails,
  jobs,
  profiles,
  programs,
} from "#server/db/schema.ts";
import { recordEmailDelivery } from "./record-email-delivery.ts";

/** SPEC 9: the view shows 3 recent activities. */
export const RECENT_ACTIVITIES = 3;

export async function getConsultationDetails(db: Database, actor: SessionUser, id: string | null) {
  assertAdmin(actor);
  if (!isUuid(id)) return null;
  const c = consultations;
  const a = contactActivitiesWithDetails;
  const [consultation, recent] = await Promise.all([
    db
      .select({
        consultation: c,
        programName: programs.name,
        memberEmail: profiles.email,
        convertible: exists(
          db
            .select({ one: sql`1` })
            .from(contactActivities)
            .where(
              and(eq(contactActivities.consultationId, c.id), eq(contactActivities.outcome, "converted")),
            ),
        ),
      })
      .from(c)
      .leftJoin(programs, eq(programs.id, c.programId))
      .leftJoin(profiles, eq(profiles.id, c.memberId))
      .where(eq(c.id, id)),
    db
      .select({
        id: a.id,
        subject: a.subject,
        activityType: a.activityType,
        contactMethod: a.contactMethod,
        status: a.status,
        priority: a.priority,
        outcome: a.outcome,
        scheduledAt: a.scheduledAt,
        completedAt: a.completedAt,
        createdAt: a.createdAt,
        ...recordEmailDelivery.columns,
      })
      .from(a)
      .leftJoin(contactActivities, eq(contactActivities.id, a.id))
      .leftJoin(jobs, recordEmailDelivery.job(a.id))
      .where(eq(a.consultationId, id))
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(RECENT_ACTIVITIES),
  ]);
  const [found] = consultation;
  if (!found) return null;
  return {
    ...found.consultation,
    programName: found.programName,
    memberEmail: found.memberEmail,
    convertible: Boolean(found.convertible),
    recentActivities: recent,
  };
}
