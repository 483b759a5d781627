import { formatDate } from "#core/dates/dates.ts";
import { achievementMessages, progressPercent } from "#core/members/achievements/achievement-progress.ts";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { AchievementCard } from "~/components/members/achievement-card";
import { CheckCircle2 } from "~/components/ui/icons";
import { ProgressBar } from "~/components/ui/progress-bar";
import type { PageHandle } from "~/components/ui/route-error-message";
import { StatCard } from "~/components/ui/stat-card";
import { privatePageMeta } from "~/kit/page-meta";
import { useTimeZone } from "~/kit/time-zone";
import { requireMember } from "~/lib/auth.server";
import { getMemberAchievements } from "~/lib/members.server";
import type { Route } from "./+types/achievements";

/** SPEC 8: what the page says when its data cannot be loaded. */
export const handle: PageHandle = { loadFailure: achievementMessages.loadFailed };

export const meta: Route.MetaFunction = () => privatePageMeta("Achievements");

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  const { logger } = context.services;
  return getMemberAchievements(context.services.db, member, (read, err) =>
    logger.error({ err, reqId: context.requestId, read }, "achievements read failed"),
  );
}

/** A list of the page; `failure` replaces it when its read failed (the other lists still show). */
function Section(props: {
  title: string;
  empty: string;
  count: number;
  failure?: string | null;
  children: React.ReactNode;
}) {
  const id = `section-${props.title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="font-display text-2xl tracking-[0.1em] uppercase">
        {props.title}
      </h2>
      {props.failure ? (
        <p role="alert" className="mt-4 border border-danger/50 px-4 py-3 text-sm text-danger">
          {props.failure}
        </p>
      ) : props.count === 0 ? (
        <p className="mt-4 text-mist">{props.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">{props.children}</ul>
      )}
    </section>
  );
}

export default function Achievements({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { earned, available, inProgress, completion, total, earnedCount, points } = loaderData;
  const toEarn = available?.filter((a) => !a.earned) ?? [];
  const unknown = "\u2014";
  const earnedFailure = earned ? null : achievementMessages.loadEarnedFailed;
  const availableFailure = available ? null : achievementMessages.loadAvailableFailed;
  return (
    <>
      <AreaPageHeader
        title="Achievements"
        subtitle="Earned through your programs, training and profile, never typed in."
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Overall Completion"
          value={completion === null ? unknown : `${completion}%`}
          detail={completion === null ? undefined : `${earnedCount} of ${total}`}
        />
        <StatCard label="Earned" value={earned?.length ?? unknown} />
        <StatCard label="In Progress" value={inProgress?.length ?? unknown} />
        <StatCard label="Points" value={points ?? unknown} />
      </ul>
      {completion === null ? null : (
        <ProgressBar value={completion} label="Overall achievement completion" className="mt-4" />
      )}

      <Section
        title="Earned"
        count={earned?.length ?? 0}
        failure={earnedFailure}
        empty="No achievements earned yet."
      >
        {earned?.map((a) => (
          <AchievementCard key={a.id} achievement={a}>
            <p className="flex items-center gap-1.5 text-xs text-success">
              <CheckCircle2 aria-hidden className="size-3.5" /> Earned {formatDate(a.earnedAt, timeZone)}
            </p>
          </AchievementCard>
        ))}
      </Section>

      <Section
        title="In Progress"
        count={inProgress?.length ?? 0}
        failure={availableFailure}
        empty="Nothing in progress right now."
      >
        {inProgress?.map((a) => (
          <AchievementCard key={a.id} achievement={a}>
            <div className="space-y-1.5">
              <p className="text-xs text-mist">{a.requirement}</p>
              <ProgressBar value={progressPercent(a)} label={`${a.name} progress`} />
              <p className="text-xs text-mist tabular-nums">
                {a.currentValue} of {a.targetValue}
              </p>
            </div>
          </AchievementCard>
        ))}
      </Section>

      <Section
        title="Available"
        count={toEarn.length}
        failure={availableFailure}
        empty="You have earned every achievement."
      >
        {toEarn.map((a) => (
          <AchievementCard key={a.id} achievement={a} muted>
            <p className="text-xs text-mist">{a.requirement}</p>
          </AchievementCard>
        ))}
      </Section>
    </>
  );
}
