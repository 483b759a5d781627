// The dashboard's charts (decision 147), each with its table beside it (ChartPanel). Recharts draws
// them (chart-drawings.tsx); this module is imported by the admin dashboard only, so its chunk never
// reaches other areas or the public pages. The browser draws them once hydrated (decision 245): the
// server sends each chart's box empty, at its size, and the tables beside them carry the figures
// without JavaScript.

import { lazy, Suspense } from "react";
import { monthsBetween, pivot, weeksBetween } from "#core/dashboard/chart-data.ts";
import { type DateRange, percentOf } from "#core/dashboard/date-range.ts";
import { funnelLabels, funnelSteps } from "#core/dashboard/funnel-rules.ts";
import { eventTypeLabels } from "#core/events/training-events/event-messages.ts";
import { contactMethodLabels, labelIn } from "#core/leads/activities/activity-labels.ts";
import { registrationStatusLabels } from "#core/members/registrations/registration-messages.ts";
import { InAppLink } from "~/components/ui/in-app-link";
import { useHydrated } from "~/kit/hydrated";
import type { Loaded } from "~/kit/loaded";
import type { getDashboardInsights } from "~/lib/dashboard.server";
import type { BarsProps } from "./chart-drawings";
import { ChartPanel } from "./chart-panel";

type Insights = Loaded<typeof getDashboardInsights>;

const UNKNOWN_PROGRAM = "Unknown Program";

type Drawings = typeof import("./chart-drawings");

// Recharts is for the browser alone (decision 257): the server's build replaces this import with
// nothing (`import.meta.env.SSR`), so the server process never loads Recharts' modules (9 MB of its
// heap). The browser starts fetching the drawings when this module loads, before the page hydrates;
// if that fetch fails the charts' boxes stay empty, and the tables beside them still hold the figures.
const drawings: Promise<Drawings | null> = import.meta.env.SSR
  ? new Promise(() => {})
  : import("./chart-drawings").catch(() => null);
const nothing = () => null;
const fromDrawings = <K extends keyof Drawings>(name: K) =>
  lazy(async () => ({ default: ((await drawings)?.[name] ?? nothing) as Drawings[K] }));
const LazyBars = fromDrawings("Bars");
const LazyPromiseLine = fromDrawings("PromiseLine");

/**
 * A chart's drawing, once the page is hydrated: the server and the hydrating render leave its box
 * empty (decision 245), the tables beside the charts carry the figures.
 */
function Drawn({ children }: { children: React.ReactNode }) {
  if (!useHydrated()) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

function Bars(props: BarsProps) {
  return (
    <Drawn>
      <LazyBars {...props} />
    </Drawn>
  );
}

const pct = (value: number | null) => (value === null ? "-" : `${value}%`);

export function InsightCharts({ insights, range }: { insights: Insights; range: DateRange }) {
  const weeks = weeksBetween(range.fromDay, range.toDay);
  const applications = pivot(
    insights.applications,
    weeks,
    (r) => ({
      category: r.week,
      series: r.program ?? UNKNOWN_PROGRAM,
      n: r.n,
    }),
    "week",
  );
  const funnel = insights.funnel.current;
  const funnelRows = funnelSteps.map((step, i) => ({
    step: funnelLabels[step],
    leads: funnel[step],
    rate: i === 0 ? null : percentOf(funnel[step], funnel[funnelSteps[i - 1]!]),
  }));
  const promiseWeeks = weeks.map((week) => {
    const row = insights.promise.weeks.find((w) => w.week === week);
    return {
      week,
      decided: row?.decided ?? 0,
      kept: row?.kept ?? 0,
      share: row ? percentOf(row.kept, row.decided) : null,
    };
  });
  const { followUps, training, members } = insights;
  const registrations = pivot(
    members.byProgram,
    [...new Set(members.byProgram.map((r) => r.program))],
    (r) => ({
      category: r.program,
      series: labelIn(registrationStatusLabels, r.status),
      n: r.n,
    }),
    "program",
  );
  const months = monthsBetween(range.fromDay, range.toDay).map((month) => ({
    month,
    earned: members.achievementsPerMonth.find((m) => m.month === month)?.n ?? 0,
  }));
  const byType = training.byType.map((t) => ({
    type: labelIn(eventTypeLabels, t.type),
    Bookings: t.bookings,
    Attended: t.attended,
    "No-shows": t.noShows,
    rate: percentOf(t.attended, t.attended + t.noShows),
  }));
  const seats = training.upcoming.map((e) => ({
    event: e.title,
    Booked: e.booked,
    "Seats left": e.capacity === null ? 0 : Math.max(0, e.capacity - e.booked),
    capacity: e.capacity,
    waitlist: e.waitlist,
  }));

  return (
    <div className="grid gap-6">
      <h2 className="mt-6 font-display text-2xl tracking-[0.1em] uppercase">Leads</h2>
      <ChartPanel
        id="applications"
        title="Applications per week by program"
        chart={<Bars data={applications.data} x="week" series={applications.series} stacked />}
        columns={["Week of", ...applications.series, "Total"]}
        rows={applications.data.map((d) => [
          String(d.week),
          ...applications.series.map((s) => d[s] as number),
          applications.series.reduce((sum, s) => sum + (d[s] as number), 0),
        ])}
      />
      <ChartPanel
        id="funnel"
        title="Lead funnel of the period's applicants"
        chart={
          <Bars
            data={funnelRows.map((r) => ({ step: r.step, Leads: r.leads }))}
            x="step"
            series={["Leads"]}
            layout="vertical"
          />
        }
        columns={["Step", "Leads", "Rate from previous step"]}
        rows={funnelRows.map((r) => [r.step, r.leads, pct(r.rate)])}
      />
      <ChartPanel
        id="promise"
        title="48-hour promise kept per week"
        chart={
          <Drawn>
            <LazyPromiseLine data={promiseWeeks} />
          </Drawn>
        }
        columns={["Week of", "Leads due", "Contacted within 48 h", "Share"]}
        rows={promiseWeeks.map((w) => [w.week, w.decided, w.kept, pct(w.share)])}
        footer={
          <p className="mt-4 text-sm">
            Now:{" "}
            <InAppLink
              href="/admin/consultations?f.clock=at+risk&sort=clock"
              className="text-brass underline"
            >
              {insights.promise.now.atRisk} at risk
            </InAppLink>
            ,{" "}
            <InAppLink
              href="/admin/consultations?f.clock=overdue&sort=clock"
              className="text-danger underline"
            >
              {insights.promise.now.overdue} overdue
            </InAppLink>
          </p>
        }
      />
      <h2 className="mt-6 font-display text-2xl tracking-[0.1em] uppercase">Follow-up work</h2>
      <ChartPanel
        id="operators"
        title="Activities completed per operator"
        chart={
          <Bars
            data={followUps.byOperator.map((r) => ({ operator: r.operator ?? "Unassigned", Completed: r.n }))}
            x="operator"
            series={["Completed"]}
            layout="vertical"
          />
        }
        columns={["Operator", "Completed"]}
        rows={followUps.byOperator.map((r) => [r.operator ?? "Unassigned", r.n])}
        footer={
          <p className="mt-4 text-sm">
            <InAppLink href="/admin/activities?tab=overdue" className="text-danger underline">
              {followUps.overdue} overdue now
            </InAppLink>
          </p>
        }
      />
      <ChartPanel
        id="methods"
        title="Activities completed per method"
        chart={
          <Bars
            data={followUps.byMethod.map((r) => ({
              method: labelIn(contactMethodLabels, r.method),
              Completed: r.n,
            }))}
            x="method"
            series={["Completed"]}
          />
        }
        columns={["Method", "Completed"]}
        rows={followUps.byMethod.map((r) => [labelIn(contactMethodLabels, r.method), r.n])}
      />
      <h2 className="mt-6 font-display text-2xl tracking-[0.1em] uppercase">Training</h2>
      <ChartPanel
        id="training"
        title="Bookings, attendance and no-shows per event type"
        chart={<Bars data={byType} x="type" series={["Bookings", "Attended", "No-shows"]} />}
        columns={["Event type", "Bookings", "Attended", "No-shows", "Attendance rate"]}
        rows={byType.map((t) => [t.type, t.Bookings, t.Attended, t["No-shows"], pct(t.rate)])}
      />
      <ChartPanel
        id="seats"
        title="Seats filled at upcoming events"
        chart={<Bars data={seats} x="event" series={["Booked", "Seats left"]} stacked layout="vertical" />}
        columns={["Event", "Booked", "Capacity", "Waitlist"]}
        rows={seats.map((s) => [s.event, s.Booked, s.capacity ?? "No limit", s.waitlist])}
        footer={
          <p className="mt-4 text-sm text-mist">{training.waitlist} waiting for a seat at upcoming events</p>
        }
      />
      <h2 className="mt-6 font-display text-2xl tracking-[0.1em] uppercase">Members</h2>
      <ChartPanel
        id="registrations"
        title="Registrations by status per program"
        chart={<Bars data={registrations.data} x="program" series={registrations.series} stacked />}
        columns={["Program", ...registrations.series]}
        rows={registrations.data.map((d) => [
          String(d.program),
          ...registrations.series.map((s) => d[s] as number),
        ])}
        footer={
          <p className="mt-4 text-sm text-mist">
            Average progress of {members.active} active registrations: {members.averageProgress ?? 0}%
          </p>
        }
      />
      <ChartPanel
        id="achievements"
        title="Achievements earned per month"
        chart={
          <Bars
            data={months.map((m) => ({ month: m.month, Earned: m.earned }))}
            x="month"
            series={["Earned"]}
          />
        }
        columns={["Month", "Earned"]}
        rows={months.map((m) => [m.month, m.earned])}
      />
    </div>
  );
}
