// The 48-hour promise's notices (docs/notifications.md): to a lead's owner when it enters the last 12
// hours of its promise, and to every operator when the promise has broken (48 hours without a
// contact). Found by the sweep from the clock's own states (core/leads/consultations/follow-up-clock.ts,
// as SQL in follow-up-clock-sql.ts); each is decided once per lead and person (notify.ts).
import { and, gte, isNotNull } from "drizzle-orm";
import { FOLLOW_UP_PROMISE_MS } from "#core/leads/consultations/follow-up-clock.ts";
import { consultations } from "#server/db/schema.ts";
import { clockCondition } from "#server/leads/consultations/follow-up-clock-sql.ts";
import { promiseAtRiskEmail, promiseBrokenEmail } from "#server/mail/notification-templates.ts";
import type { Services } from "#server/services.ts";
import { listOperators, type Notice } from "./notify.ts";

/**
 * How far back a broken promise is still news: a lead that broke longer ago (before notifications
 * existed, or while every instance was down for a day) is on the lists, not in a late e-mail.
 */
export const BROKEN_NEWS_MS = 24 * 60 * 60 * 1000;

/** To the owner of each lead whose promise is at risk now (one with no owner has nobody to tell). */
export async function atRiskPromiseNotices(services: Services, now: Date): Promise<Notice[]> {
  const leads = await services.db
    .select({ id: consultations.id, firstName: consultations.firstName, ownerId: consultations.ownerId })
    .from(consultations)
    .where(and(clockCondition("at_risk", now), isNotNull(consultations.ownerId)));
  return leads.map(
    (lead): Notice => ({
      kind: "promise-at-risk",
      about: `consultation:${lead.id}`,
      userId: lead.ownerId!,
      message: (to) => promiseAtRiskEmail(services.config, to, lead),
    }),
  );
}

export async function brokenPromiseNotices(services: Services, now: Date): Promise<Notice[]> {
  const brokenSince = new Date(now.getTime() - FOLLOW_UP_PROMISE_MS - BROKEN_NEWS_MS);
  const [leads, operators] = await Promise.all([
    services.db
      .select({ id: consultations.id, firstName: consultations.firstName })
      .from(consultations)
      .where(and(clockCondition("overdue", now), gte(consultations.createdAt, brokenSince))),
    listOperators(services.db),
  ]);
  return leads.flatMap((lead) =>
    operators.map(
      (operator): Notice => ({
        kind: "promise-broken",
        about: `consultation:${lead.id}`,
        userId: operator.id,
        message: (to) => promiseBrokenEmail(services.config, to, lead),
      }),
    ),
  );
}
