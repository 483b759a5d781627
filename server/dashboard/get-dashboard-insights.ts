// The dashboard's trends for a date range (decision 147): every figure a grouped statement in the
// database, the statements run side by side. Admins only. With a cache (trends-cache.ts), the period's
// figures are shared between requests for a minute; the leads needing someone now are always live.
import type { DateRange } from "#core/dashboard/date-range.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { countFollowUpPromises } from "#server/leads/consultations/count-follow-up-promises.ts";
import { followUpWork } from "./follow-up-insights.ts";
import { leadFigures } from "./lead-insights.ts";
import { memberFigures } from "./member-insights.ts";
import { trainingFigures, waitlistNow } from "./training-insights.ts";
import type { TrendsCache } from "./trends-cache.ts";

export async function getDashboardInsights(
  db: Database,
  actor: SessionUser,
  range: DateRange,
  timeZone: string,
  now: Date = new Date(),
  cache?: TrendsCache,
) {
  assertAdmin(actor);
  const count = () => periodFigures(db, range, timeZone, now);
  const key = [...[range.previousFrom, range.from, range.to].map((d) => d.toISOString()), timeZone].join("|");
  const [period, promisesNow] = await Promise.all([
    cache ? cache.read(key, count) : count().then((value) => ({ value, countedAt: now })),
    countFollowUpPromises(db, actor, now),
  ]);
  const { applications, funnel, promise, followUps, training, members } = period.value;
  return {
    applications,
    funnel,
    promise: { ...promise, now: promisesNow },
    followUps,
    training,
    members,
    /** When the period's figures were counted (the page says so). */
    countedAt: period.countedAt.toISOString(),
  };
}

async function periodFigures(db: Database, range: DateRange, timeZone: string, now: Date) {
  const [{ applications, funnel, promise }, followUps, training, waitlist, members] = await Promise.all([
    leadFigures(db, range, timeZone, now),
    followUpWork(db, range, now),
    trainingFigures(db, range, now),
    waitlistNow(db, now),
    memberFigures(db, range, timeZone),
  ]);
  return { applications, funnel, promise, followUps, training: { ...training, waitlist }, members };
}

export type DashboardInsights = Awaited<ReturnType<typeof getDashboardInsights>>;
