// The members' Training Schedule (SPEC 2, 4, 5, 7, 8; issue 11): counters, Today's Schedule, the My
// Events / Available / All Bookings tabs, the Event Details dialog (held in the URL as ?view={event}),
// Book, Join Waitlist, Cancel and Add to calendar. Every rule is on the server (server/events/*).

import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatDate } from "#core/dates/dates.ts";
import {
  type ScheduleTab,
  scheduleTabEmpty,
  scheduleTabFrom,
  scheduleTabLabels,
  scheduleTabs,
} from "#core/events/schedule/schedule-tabs.ts";
import {
  eventClock,
  eventDetails,
  eventTimeRange,
  localeFrom,
  scheduleView,
} from "#core/events/schedule/schedule-view.ts";
import { capacityText } from "#core/events/training-events/capacity.ts";
import { bookFailure, cancelFailure, eventMessages } from "#core/events/training-events/event-messages.ts";
import { eventIdSchema } from "#core/events/training-events/event-schema.ts";
import { BookingStatusBadge, EventTypeBadge, MandatoryBadge } from "~/components/events/event-badges";
import { EventDetailsDialog } from "~/components/events/event-details-dialog";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { CalendarPlus, Clock, MapPin, Users } from "~/components/ui/icons";
import type { PageHandle } from "~/components/ui/route-error-message";
import { StatCard } from "~/components/ui/stat-card";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { bookingIntents } from "~/kit/intents";
import { throwLoadFailure } from "~/kit/load-failure.server";
import { privatePageMeta } from "~/kit/page-meta";
import { isDomainError } from "~/kit/refusals.server";
import { revalidateUnlessTabSwitch, useSearchTab } from "~/kit/search-tab";
import { useTimeZone } from "~/kit/time-zone";
import { useUrlDialog } from "~/kit/url-dialog";
import { requireMember } from "~/lib/auth.server";
import { bookEvent, cancelBooking, getMemberSchedule } from "~/lib/events.server";
import type { Route } from "./+types/schedule";

export const handle: PageHandle = { loadFailure: eventMessages.loadSchedule };

export const meta: Route.MetaFunction = () => privatePageMeta("Training Schedule");

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  const now = new Date();
  // A failed read is shown with SPEC 8's text for that read (the error's message); anything else is
  // the page's "Failed to load schedule data".
  const schedule = await getMemberSchedule(context.services.db, member, now).catch((error: unknown) => {
    if (!(isDomainError(error) && error.code === "read_failed")) throw error;
    return throwLoadFailure(context, request, error, error.message);
  });
  return {
    schedule,
    now,
    locale: localeFrom(request.headers.get("accept-language")),
  };
}

export const shouldRevalidate = revalidateUnlessTabSwitch;

/** Where the page's forms post: the open tab stays open after the answer (a closed dialog does not). */
const scheduleAction = (tab: ScheduleTab) =>
  tab === "my-events" ? "/members/schedule" : `/members/schedule?tab=${tab}`;

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireMember(context, request));
  if ("answer" in guard) return guard.answer;
  const member = guard.user;
  const { db } = context.services;
  const book = (waitlist: boolean) =>
    intent({
      schema: eventIdSchema,
      failure: bookFailure,
      run: async ({ id }) => {
        const outcome = await bookEvent(db, member, id, { waitlist });
        return outcome.status === "confirmed"
          ? eventMessages.booked(outcome.title)
          : eventMessages.waitlisted(outcome.title, outcome.position);
      },
    });
  return dispatchIntent(request, context, {
    answersInline: true,
    entity: "Event",
    intents: {
      [bookingIntents.book]: book(false),
      [bookingIntents.joinWaitlist]: book(true),
      [bookingIntents.cancel]: intent({
        schema: eventIdSchema,
        entity: "Booking",
        failure: cancelFailure,
        run: async ({ id }) => {
          const { wasWaitlisted } = await cancelBooking(db, member, id);
          return wasWaitlisted ? eventMessages.leftWaitlist : eventMessages.cancelled;
        },
      }),
    },
  });
}

type Loaded = Route.ComponentProps["loaderData"];
type ScheduleEvent = Loaded["schedule"]["available"][number];

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-mist">
      {icon}
      {children}
    </span>
  );
}

function Empty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="border border-dashed border-line p-10 text-center">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm text-mist">{hint}</p>
    </div>
  );
}

/** A tab's panel: its list, or what the tab says when it has nothing to list. */
function TabPanel(props: { value: ScheduleTab; count: number; children: ReactNode }) {
  const empty = scheduleTabEmpty[props.value];
  return (
    <Tabs.Content value={props.value}>
      {props.count === 0 ? <Empty title={empty.title} hint={empty.hint} /> : props.children}
    </Tabs.Content>
  );
}

/** An event as My Events and Available show it: title and badges, description, when, where and seats, then its buttons. */
function EventCard(props: {
  event: ScheduleEvent;
  time: ReactNode;
  badges: ReactNode;
  /** The seats read "3/10 booked" rather than "3/10". */
  seatsBooked?: boolean;
  children: ReactNode;
}) {
  const { event } = props;
  const seats = capacityText(event);
  return (
    <li className="flex flex-col gap-3 border border-line bg-charcoal p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-display text-xl tracking-[0.04em]">{event.title}</h2>
        {props.badges}
      </div>
      {event.description ? <p className="text-sm text-ivory/80">{event.description}</p> : null}
      <div className="flex flex-wrap gap-4">
        <Meta icon={<Clock aria-hidden className="size-3.5" />}>{props.time}</Meta>
        {event.location ? (
          <Meta icon={<MapPin aria-hidden className="size-3.5" />}>{event.location}</Meta>
        ) : null}
        {seats ? (
          <Meta icon={<Users aria-hidden className="size-3.5" />}>
            {seats}
            {props.seatsBooked ? " booked" : null}
          </Meta>
        ) : null}
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-line pt-3">
        {props.children}
      </div>
    </li>
  );
}

function PostButton(props: {
  action: string;
  intent: string;
  id: string;
  label: string;
  busyLabel: string;
  accessibleName: string;
  variant?: "primary" | "outline" | "ghost" | "danger";
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === props.intent &&
    navigation.formData?.get("id") === props.id;
  return (
    <Form method="post" action={props.action}>
      <input type="hidden" name="id" value={props.id} />
      <Button
        type="submit"
        name="intent"
        value={props.intent}
        size="sm"
        variant={props.variant}
        disabled={props.disabled || busy}
        aria-label={props.accessibleName}
      >
        {busy ? props.busyLabel : props.label}
      </Button>
    </Form>
  );
}

export default function TrainingSchedule({ loaderData, actionData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const navigation = useNavigation();
  const { dialog, open, close } = useUrlDialog();
  const [tab, setTab] = useSearchTab(scheduleTabFrom, "my-events");
  const action = scheduleAction(tab);
  const { locale } = loaderData;
  const view = scheduleView(loaderData.schedule, loaderData.now, timeZone);
  const range = (e: { startTime: Date; endTime: Date }) => (
    <time dateTime={e.startTime.toISOString()} suppressHydrationWarning>
      {eventTimeRange(locale, timeZone, e.startTime, e.endTime)}
    </time>
  );
  const detailsFor = (event: ScheduleEvent) => (
    <Button
      size="sm"
      variant="outline"
      onClick={() => open({ kind: "view", id: event.id })}
      aria-label={`Details of ${event.title}`}
    >
      Details
    </Button>
  );

  const tabCounts: Record<ScheduleTab, number> = {
    "my-events": view.myEvents.length,
    available: view.available.length,
    all: view.allBookings.length,
  };
  const viewing = dialog?.kind === "view" ? dialog.id : null;
  const viewed = viewing ? eventDetails(view, viewing) : undefined;
  const bookingBusy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === bookingIntents.book;
  // A tab switch reloads nothing of the page's own (shouldRevalidate): no "Loading schedule..." for it.
  const loading =
    navigation.state === "loading" &&
    navigation.location.pathname === "/members/schedule" &&
    scheduleTabFrom(new URLSearchParams(navigation.location.search).get("tab")) === tab;

  return (
    <>
      <AreaPageHeader
        title="Training Schedule"
        subtitle="Manage your training sessions and upcoming events"
      />
      {loading ? (
        <p role="status" className="mb-4 text-sm text-mist">
          Loading schedule...
        </p>
      ) : null}
      {actionData?.message ? (
        <div className="mb-6">
          <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
        </div>
      ) : null}
      <ul className="mb-8 grid gap-4 sm:grid-cols-3">
        <StatCard label="Today's Events" value={view.counters.today} />
        <StatCard label="Upcoming" value={view.counters.upcoming} />
        <StatCard label="Available" value={view.counters.available} />
      </ul>

      {view.todays.length > 0 ? (
        <section aria-labelledby="today-heading" className="mb-8 border border-brass/40 bg-charcoal p-6">
          <h2 id="today-heading" className="font-display text-xl tracking-[0.1em] uppercase">
            Today's Schedule
          </h2>
          <ul className="mt-4 divide-y divide-line">
            {view.todays.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">{b.event.title}</p>
                  <div className="mt-1 flex flex-wrap gap-4">
                    <Meta icon={<Clock aria-hidden className="size-3.5" />}>
                      <span suppressHydrationWarning>
                        {eventClock(locale, timeZone, b.event.startTime, b.event.endTime)}
                      </span>
                    </Meta>
                    {b.event.location ? (
                      <Meta icon={<MapPin aria-hidden className="size-3.5" />}>{b.event.location}</Meta>
                    ) : null}
                  </div>
                </div>
                <EventTypeBadge type={b.event.eventType} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List aria-label="Schedule" className="mb-6 flex flex-wrap gap-1 border-b border-line">
          {scheduleTabs.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-xs tracking-[0.14em] text-mist uppercase hover:text-ivory data-[state=active]:border-brass data-[state=active]:text-ivory"
            >
              {scheduleTabLabels[value](tabCounts[value])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <TabPanel value="my-events" count={view.myEvents.length}>
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="My Events">
            {view.myEvents.map((b) => (
              <EventCard
                key={b.id}
                event={b.event}
                time={range(b.event)}
                badges={<BookingStatusBadge status={b.bookingStatus} position={b.waitlistPosition} />}
                seatsBooked
              >
                {detailsFor(b.event)}
                {b.bookingStatus === "confirmed" ? (
                  <Button asChild size="sm" variant="ghost">
                    <Link
                      to={`/members/schedule/calendar/${b.id}`}
                      reloadDocument
                      aria-label={`Add ${b.event.title} to calendar`}
                    >
                      <CalendarPlus aria-hidden className="size-4" /> Add to calendar
                    </Link>
                  </Button>
                ) : null}
                <div className="ml-auto">
                  <PostButton
                    action={action}
                    intent={bookingIntents.cancel}
                    id={b.id}
                    label={b.bookingStatus === "waitlist" ? "Leave Waitlist" : "Cancel"}
                    busyLabel="Cancelling..."
                    accessibleName={`Cancel booking for ${b.event.title}`}
                    variant="danger"
                  />
                </div>
              </EventCard>
            ))}
          </ul>
        </TabPanel>

        <TabPanel value="available" count={view.available.length}>
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Available events">
            {view.available.map(({ event, booking, full }) => (
              <EventCard
                key={event.id}
                event={event}
                time={range(event)}
                badges={
                  <div className="flex flex-wrap justify-end gap-2">
                    {event.isMandatory ? <MandatoryBadge /> : null}
                    <EventTypeBadge type={event.eventType} />
                  </div>
                }
              >
                {detailsFor(event)}
                <div className="ml-auto flex gap-2">
                  {booking ? (
                    <BookingStatusBadge status={booking.bookingStatus} position={booking.waitlistPosition} />
                  ) : (
                    <>
                      {full ? (
                        <PostButton
                          action={action}
                          intent={bookingIntents.joinWaitlist}
                          id={event.id}
                          label="Join Waitlist"
                          busyLabel="Joining..."
                          accessibleName={`Join the waitlist for ${event.title}`}
                          variant="outline"
                        />
                      ) : null}
                      <PostButton
                        action={action}
                        intent={bookingIntents.book}
                        id={event.id}
                        label={full ? "Full" : "Book"}
                        busyLabel="Booking..."
                        accessibleName={full ? `${event.title} is full` : `Book ${event.title}`}
                        disabled={full}
                      />
                    </>
                  )}
                </div>
              </EventCard>
            ))}
          </ul>
        </TabPanel>

        <TabPanel value="all" count={view.allBookings.length}>
          <ul className="divide-y divide-line border border-line bg-charcoal" aria-label="All Bookings">
            {view.allBookings.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-medium">{b.event.title}</p>
                  <div className="mt-1 flex flex-wrap gap-4">
                    <Meta icon={<Clock aria-hidden className="size-3.5" />}>{range(b.event)}</Meta>
                    {b.event.location ? (
                      <Meta icon={<MapPin aria-hidden className="size-3.5" />}>{b.event.location}</Meta>
                    ) : null}
                  </div>
                </div>
                <div className="flex items-center gap-4">
                  <span className="text-xs text-mist">Booked: {formatDate(b.bookingDate, timeZone)}</span>
                  <BookingStatusBadge status={b.bookingStatus} position={b.waitlistPosition} />
                </div>
              </li>
            ))}
          </ul>
        </TabPanel>
      </Tabs.Root>

      <EventDetailsDialog
        key={viewing ?? "closed"}
        event={viewed?.event ?? null}
        open={viewing !== null}
        onClose={close}
        booked={viewed?.booked ?? false}
        full={viewed?.full ?? false}
        bookable={viewed?.bookable ?? false}
        booking={bookingBusy}
        locale={locale}
        timeZone={timeZone}
        action={action}
      />
    </>
  );
}
