import { useLocation } from "react-router";
import { parseDateRange, percentOf } from "#core/dashboard/date-range.ts";
import { formatDateTime } from "#core/dates/dates.ts";
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { FigureCard } from "~/components/dashboard/figure-card";
import { InsightCharts } from "~/components/dashboard/insight-charts";
import { RangeForm } from "~/components/dashboard/range-form";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { buttonVariants } from "~/components/ui/button";
import { FollowedLink, InAppLink } from "~/components/ui/in-app-link";
import { useFollowInApp } from "~/kit/in-app-link";
import { privatePageMeta } from "~/kit/page-meta";
import { readQuery } from "~/kit/read-query.server";
import { useTimeZone } from "~/kit/time-zone";
import { requireAdmin } from "~/lib/auth.server";
import { getDashboardCounts, getDashboardInsights } from "~/lib/dashboard.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => privatePageMeta("Admin Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  // The range is the operator's calendar days (decision 147); a broken custom range shows the default.
  const now = new Date();
  const timeZone = timeZoneFromCookies(request.headers.get("cookie"));
  const range = parseDateRange(readQuery(request), timeZone, now);
  const [counts, insights] = await Promise.all([
    getDashboardCounts(context.services.db, admin, {
      months: context.services.config.leadRetentionMonths,
    }),
    getDashboardInsights(context.services.db, admin, range, timeZone, now, context.services.dashboardTrends),
  ]);
  return {
    counts,
    insights,
    range,
    retentionMonths: context.services.config.leadRetentionMonths,
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts, insights, range, retentionMonths } = loaderData;
  const { funnel, promise, followUps, training, members } = insights;
  // The promises due now: counted once, with the trends (the card and the 48-hour chart show them).
  const promises = promise.now;
  const timeZone = useTimeZone();
  const follow = useFollowInApp(useLocation());
  const cards = [
    ["Users", counts.users],
    ["Consultations", counts.consultations],
    ["Programs", counts.programs],
    ["FAQs", counts.faqs],
    ["Activities", counts.activities],
  ] as const;
  const attendance = (t: typeof training.current) => percentOf(t.attended, t.attended + t.noShows);
  // Each headline figure of the period, the same figure for the period before, and "%" for a share.
  const figures: [string, number | null, number | null, "%"?][] = [
    ["Applications", funnel.current.applied, funnel.previous.applied],
    [
      "Contacted within 48 h",
      percentOf(promise.current.kept, promise.current.decided),
      percentOf(promise.previous.kept, promise.previous.decided),
      "%",
    ],
    ["Converted to members", funnel.current.converted, funnel.previous.converted],
    ["Activities completed", followUps.current, followUps.previous],
    ["Training bookings", training.current.bookings, training.previous.bookings],
    ["Attendance rate", attendance(training.current), attendance(training.previous), "%"],
    ["Registrations", members.registrations.current, members.registrations.previous],
    ["Achievements earned", members.achievements.current, members.achievements.previous],
  ];
  return (
    <>
      <AdminPageHeader title="Dashboard" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map(([label, value]) => (
          <li key={label} className="border border-line bg-charcoal p-5">
            <p className="text-xs tracking-[0.2em] text-mist uppercase">{label}</p>
            <p className="mt-2 font-display text-4xl">{value}</p>
            {label === "Consultations" ? (
              <InAppLink
                href="/admin/consultations?f.clock=at+risk&sort=clock"
                className={
                  promises.atRisk > 0 ? "mt-1 block text-sm text-amber-400" : "mt-1 block text-sm text-mist"
                }
              >
                {promises.atRisk} at risk now
              </InAppLink>
            ) : null}
          </li>
        ))}
      </ul>
      {counts.leadsDueForErasure === null ? null : (
        <section
          aria-label={privacyMessages.retentionDue}
          className="mt-4 border border-line bg-charcoal p-5"
        >
          <p className="text-xs tracking-[0.2em] text-mist uppercase">{privacyMessages.retentionDue}</p>
          <p className="mt-2 font-display text-4xl">{counts.leadsDueForErasure}</p>
          <p className="mt-1 text-sm text-mist">{privacyMessages.retentionHint(retentionMonths)}</p>
        </section>
      )}
      <h2 className="mt-12 mb-4 font-display text-2xl tracking-[0.1em] uppercase">Trends</h2>
      <RangeForm range={range} />
      <p className="-mt-3 mb-6 text-sm text-mist">
        Figures as of {formatDateTime(insights.countedAt, timeZone)}, counted again every minute and after
        each change.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="The period's figures">
        {figures.map(([label, value, previous, unit]) => (
          <FigureCard
            key={label}
            label={label}
            value={value}
            previous={previous}
            unit={unit}
            days={range.days}
          />
        ))}
      </ul>
      <InsightCharts insights={insights} range={range} />
      <h2 className="mt-12 font-display text-2xl tracking-[0.1em] uppercase">Management</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {managementCards.map((card) => (
          <li
            key={card.to}
            className="flex flex-col justify-between gap-6 border border-line bg-charcoal p-6"
          >
            <div>
              <h3 className="font-display text-xl tracking-[0.06em]">{card.title}</h3>
              <p className="mt-2 text-sm text-mist">{card.description}</p>
            </div>
            <FollowedLink
              className={manageButtonClass}
              aria-label={`Manage ${card.title}`}
              href={card.to}
              follow={follow}
            >
              Manage
            </FollowedLink>
          </li>
        ))}
      </ul>
    </>
  );
}

const manageButtonClass = buttonVariants({ variant: "outline", size: "sm" });

const managementCards = [
  {
    title: "Consultation Management",
    to: "/admin/consultations",
    description: "Applications and the leads behind them.",
  },
  {
    title: "Contact Activities",
    to: "/admin/activities",
    description: "Scheduled and completed follow-ups with prospects.",
  },
  {
    title: "Program Management",
    to: "/admin/programs",
    description: "Programs, their images and their order.",
  },
  { title: "FAQ Management", to: "/admin/faqs", description: "Questions on the public FAQs page." },
  {
    title: "User Management",
    to: "/admin/users",
    description: "Operators and members, their roles and access.",
  },
  {
    title: "Member Registrations",
    to: "/admin/member-registrations",
    description: "Approve or reject program registrations.",
  },
  {
    title: "Training Events",
    to: "/admin/training-events",
    description: "Training events, workshops and assessments.",
  },
] as const;
