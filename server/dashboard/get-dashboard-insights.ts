// The dashboard's trends for a date range (decision 147): every figure a grouped statement in the
// database, the statements run side by side. Admins only.
import type { DateRange } from "#core/dashboard/date-range.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import type { Database } from "#server/db/client.ts";
import { countFollowUpPromises } from "#server/leads/count-follow-up-promises.ts";
import { followUpWork } from "./follow-up-insights.ts";
import { leadFigures } from "./lead-insights.ts";
import { memberFigures } from "./member-insights.ts";
import { trainingFigures, waitlistNow } from "./training-insights.ts";

export async function getDashboardInsights(
  db: Database,
  actor: SessionUser,
  range: DateRange,
  timeZone: string,
  now: Date = new Date(),
) {
  assertAdmin(actor);
  const [{ applications, funnel, promise }, promisesNow, followUps, training, waitlist, members] =
    await Promise.all([
      leadFigures(db, range, timeZone, now),
      countFollowUpPromises(db, actor, now),
      followUpWork(db, range, now),
      trainingFigures(db, range, now),
      waitlistNow(db, now),
      memberFigures(db, range, timeZone),
    ]);
  return {
    applications,
    funnel,
    promise: { ...promise, now: promisesNow },
    followUps,
    training: { ...training, waitlist },
    members,
  };
}

export type DashboardInsights = Awaited<ReturnType<typeof getDashboardInsights>>;
