// The morning digest (docs/notifications.md): at 08:00 in each operator's own time zone, what waits
// for them: follow-ups assigned to them due later today and overdue, the leads they own whose promise
// is at risk or broken (the same states My work lists), and registrations to approve.
// Nothing waiting: no e-mail, and the day is decided all the same. Once per operator per local day.
import { and, count, eq, gte } from "drizzle-orm";
import { PROMISE_ALERT_STATES } from "#core/leads/consultations/follow-up-clock.ts";
import { digestDayDue } from "#core/notifications/digest-time.ts";
import { consultations, contactActivities, memberProgramRegistrations } from "#server/db/schema.ts";
import { activityConditions } from "#server/leads/activities/activity-conditions.ts";
import { clockConditions } from "#server/leads/consultations/follow-up-clock-sql.ts";
import { type DigestCounts, morningDigestEmail } from "#server/mail/notification-templates.ts";
import type { Services } from "#server/services.ts";
import { recipients } from "./notification-preferences.ts";
import { decidedKeys, listOperators, type Notice, noticeKey } from "./notify.ts";

async function digestCounts(
  services: Services,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<DigestCounts> {
  const a = contactActivities;
  const on = activityConditions(a, { now, timeZone });
  const mine = eq(a.assignedToUserId, userId);
  const [[due], [overdue], [atRisk], [registrations]] = await Promise.all([
    services.db
      .select({ n: count() })
      .from(a)
      .where(and(mine, on.scheduled, on.today, gte(a.scheduledAt, now))),
    services.db.select({ n: count() }).from(a).where(and(mine, on.overdue)),
    services.db
      .select({ n: count() })
      .from(consultations)
      .where(and(eq(consultations.ownerId, userId), clockConditions(PROMISE_ALERT_STATES, now))),
    services.db
      .select({ n: count() })
      .from(memberProgramRegistrations)
      .where(eq(memberProgramRegistrations.status, "pending")),
  ]);
  return {
    dueToday: due?.n ?? 0,
    overdue: overdue?.n ?? 0,
    atRisk: atRisk?.n ?? 0,
    registrations: registrations?.n ?? 0,
  };
}

export async function morningDigestNotices(services: Services, now: Date): Promise<Notice[]> {
  const operators = await listOperators(services.db);
  const people = await recipients(
    services.db,
    operators.map((o) => o.id),
    "morning-digest",
  );
  const due = [...people.values()].flatMap((person) => {
    const day = digestDayDue(now, person.timeZone);
    return day ? [{ person, about: `day:${day}` }] : [];
  });
  // Counted only for those whose day is not decided yet (the sweep runs every few minutes until noon).
  const decided = await decidedKeys(
    services.db,
    due.map(({ person, about }) => noticeKey({ kind: "morning-digest", about, userId: person.id })),
  );
  const notices: Notice[] = [];
  for (const { person, about } of due) {
    if (decided.has(noticeKey({ kind: "morning-digest", about, userId: person.id }))) continue;
    const counts = person.receives ? await digestCounts(services, person.id, person.timeZone, now) : null;
    notices.push({
      kind: "morning-digest",
      about,
      userId: person.id,
      message: (to) => (counts ? morningDigestEmail(services.config, to, counts) : null),
    });
  }
  return notices;
}
