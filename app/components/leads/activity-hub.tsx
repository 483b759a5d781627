// The hub above the activities table (SPEC 2 and 9): Quick Create, stat tiles, breakdowns by status,
// method and priority, at most 3 upcoming, the productivity score in its colour band and the
// completion rate. Every number comes from the database (server/leads/activities/get-activity-hub.ts).
import { formatDateTime } from "#core/dates/dates.ts";
import {
  activityStatusLabels,
  contactMethodLabels,
  labelIn,
  priorityLabels,
} from "#core/leads/activities/activity-labels.ts";
import { quickCreateItems } from "#core/leads/activities/activity-templates.ts";
import type { ScoreBand } from "#core/leads/activities/productivity-score.ts";
import { cn } from "~/kit/cn";
import type { Loaded } from "~/kit/loaded";
import { useTimeZone } from "~/kit/time-zone";
import type { getActivityHub } from "~/lib/leads.server";

export type HubData = Loaded<typeof getActivityHub>;

const bandColours: Record<ScoreBand, string> = {
  green: "text-green-400 border-green-400/60",
  yellow: "text-yellow-300 border-yellow-300/60",
  orange: "text-orange-400 border-orange-400/60",
  red: "text-red-400 border-red-400/60",
};

function Breakdown(props: { title: string; counts: Record<string, number>; labels: Record<string, string> }) {
  const entries = Object.entries(props.counts).sort((a, b) => b[1] - a[1]);
  return (
    <section className="border border-line bg-charcoal p-4">
      <h2 className="text-xs tracking-[0.2em] text-mist uppercase">{props.title}</h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-mist">None yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {entries.map(([value, n]) => (
            <li key={value} className="flex justify-between gap-4">
              <span>{labelIn(props.labels, value)}</span>
              <span className="tabular-nums">{n}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ActivityHub(props: { hub: HubData; onQuickCreate: (templateId: string | null) => void }) {
  const { hub } = props;
  const timeZone = useTimeZone();
  const tiles = [
    ["Total", hub.tiles.total],
    ["Scheduled", hub.tiles.scheduled],
    ["Today", hub.tiles.today],
    ["Overdue", hub.tiles.overdue],
    ["Completed", hub.tiles.completed],
  ] as const;
  return (
    <div className="mb-8 space-y-4">
      <details className="relative inline-block">
        <summary className="inline-flex h-11 cursor-pointer items-center bg-brass px-6 text-xs font-medium tracking-[0.2em] text-ink uppercase">
          Quick Create
        </summary>
        <ul className="absolute z-10 mt-1 min-w-72 border border-line bg-charcoal shadow-xl">
          {quickCreateItems.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                className="w-full px-4 py-2 text-left text-sm hover:bg-ink"
                onClick={(e) => {
                  e.currentTarget.closest("details")?.removeAttribute("open");
                  props.onQuickCreate(item.templateId);
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      </details>
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-7" aria-label="Activity statistics">
        {tiles.map(([label, value]) => (
          <li key={label} className="border border-line bg-charcoal p-4">
            <p className="text-xs tracking-[0.2em] text-mist uppercase">{label}</p>
            <p className="mt-1 font-display text-3xl tabular-nums">{value}</p>
          </li>
        ))}
        <li className={cn("border bg-charcoal p-4", bandColours[hub.scoreBand])} data-band={hub.scoreBand}>
          <p className="text-xs tracking-[0.2em] uppercase">Productivity Score</p>
          <p className="mt-1 font-display text-3xl tabular-nums">{hub.score}</p>
        </li>
        <li className="border border-line bg-charcoal p-4">
          <p className="text-xs tracking-[0.2em] text-mist uppercase">Completion Rate</p>
          <p className="mt-1 font-display text-3xl tabular-nums">{hub.completionRate}%</p>
        </li>
      </ul>
      <div className="grid gap-3 lg:grid-cols-4">
        <Breakdown title="By Status" counts={hub.byStatus} labels={activityStatusLabels} />
        <Breakdown title="By Method" counts={hub.byMethod} labels={contactMethodLabels} />
        <Breakdown title="By Priority" counts={hub.byPriority} labels={priorityLabels} />
        <section className="border border-line bg-charcoal p-4">
          <h2 className="text-xs tracking-[0.2em] text-mist uppercase">Upcoming</h2>
          {hub.upcoming.length === 0 ? (
            <p className="mt-2 text-sm text-mist">Nothing due in the next day.</p>
          ) : (
            <ul className="mt-2 space-y-2 text-sm">
              {hub.upcoming.map((u) => (
                <li key={u.id}>
                  <span className="block">{u.subject ?? "Activity"}</span>
                  <span className="text-xs text-mist">
                    {u.contactName ?? "-"} · {u.scheduledAt ? formatDateTime(u.scheduledAt, timeZone) : "-"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
