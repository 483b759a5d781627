// Training Events for operators (SPEC 2, 7, 8, 9 and issue 11): the spec's list (title, description,
// start, location, current/max, type badge; earliest first; Total Events) plus create and edit, cancel
// with e-mails, each event's roster and its attendance. Dialogs are held in the URL: ?new, ?edit={id},
// ?view={id} (the roster).

import { parseTableQuery } from "#core/admin/table-query.ts";
import { formatDateTime } from "#core/dates/dates.ts";
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { registeredText } from "#core/events/training-events/capacity.ts";
import { eventMessages } from "#core/events/training-events/event-messages.ts";
import { canMarkAttendance } from "#core/events/training-events/event-rules.ts";
import {
  attendanceSchema,
  eventFormSchema,
  toEventValues,
} from "#core/events/training-events/event-schema.ts";
import { eventTabLabels } from "#core/events/training-events/event-tabs.ts";
import { EventStatusBadge, EventTypeBadge, MandatoryBadge } from "~/components/events/event-badges";
import { EventDialog } from "~/components/events/event-dialog";
import { EventRosterDialog } from "~/components/events/event-roster-dialog";
import { EventRowActions } from "~/components/events/event-row-actions";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { Button } from "~/components/ui/button";
import { type Column, DataTable } from "~/components/ui/data-table";
import { ExportLink } from "~/components/ui/export-link";
import { Plus } from "~/components/ui/icons";
import type { PageHandle } from "~/components/ui/route-error-message";
import { StatCard } from "~/components/ui/stat-card";
import { readAdminScreen } from "~/kit/admin-screen.server";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { bookingIntents, trainingEventIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { idOnly, tableRowIntents } from "~/kit/row-intents.server";
import { useTimeZone } from "~/kit/time-zone";
import { useUrlDialog } from "~/kit/url-dialog";
import { requireAdmin } from "~/lib/auth.server";
import { listProgramChoices } from "~/lib/content.server";
import {
  cancelEvent,
  createEvent,
  eventTable,
  getEvent,
  getEventRoster,
  listEventsPage,
  markAttendance,
  updateEvent,
} from "~/lib/events.server";
import type { Route } from "./+types/training-events";

export const handle: PageHandle = { loadFailure: eventMessages.loadEvents };

export const meta: Route.MetaFunction = () => privatePageMeta("Training Events");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, params, dialog, db } = await readAdminScreen(context, request);
  const [page, editing, rostered, programs] = await Promise.all([
    listEventsPage(db, admin, parseTableQuery(params, eventTable)),
    dialog?.kind === "edit" ? getEvent(db, admin, dialog.id) : null,
    dialog?.kind === "view" ? getEventRoster(db, admin, dialog.id) : null,
    dialog?.kind === "new" || dialog?.kind === "edit" ? listProgramChoices(db) : [],
  ]);
  return { page, editing, rostered, programs, now: new Date() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  const { db } = context.services;
  // Start and end are wall times in the operator's zone, the one the form showed.
  const timeZone = timeZoneFromCookies(request.headers.get("cookie"));
  return dispatchIntent(request, context, {
    entity: "Event",
    intents: {
      ...tableRowIntents("event", {
        create: {
          schema: eventFormSchema(timeZone),
          run: (input) => createEvent(db, admin, toEventValues(input, timeZone)),
        },
        update: {
          schema: eventFormSchema(timeZone),
          run: (id, input) => updateEvent(db, admin, id, toEventValues(input, timeZone)),
        },
      }),
      [trainingEventIntents.cancel]: intent({
        schema: idOnly,
        failure: (m) => `${eventMessages.eventCancelFailed}: ${m}`,
        run: async ({ id }) => {
          const { booked, waitlisted } = await cancelEvent(db, admin, id);
          return eventMessages.eventCancelled(booked, waitlisted);
        },
      }),
      [bookingIntents.markAttendance]: intent({
        schema: attendanceSchema,
        entity: "Booking",
        failure: (m) => `${eventMessages.attendanceFailed}: ${m}`,
        run: async ({ id, attendance }) => {
          await markAttendance(db, admin, id, attendance);
          return eventMessages.attendanceSaved;
        },
      }),
    },
  });
}

type EventRow = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function TrainingEvents({ loaderData }: Route.ComponentProps) {
  const timeZone = useTimeZone();
  const { page, editing, rostered, programs } = loaderData;
  const { dialog, open, close } = useUrlDialog();
  const columns: Column<EventRow>[] = [
    {
      key: "title",
      header: "Event",
      cell: (r) => (
        <div className="max-w-sm">
          <p className="font-medium">{r.title}</p>
          {/* In full: the spec cuts only the programs table's descriptions (SPEC 2, 9). */}
          {r.description ? <p className="text-xs whitespace-pre-line text-mist">{r.description}</p> : null}
        </div>
      ),
    },
    { key: "startTime", header: "Start", cell: (r) => formatDateTime(r.startTime, timeZone) },
    { key: "location", header: "Location", cell: (r) => r.location ?? <span className="text-mist">-</span> },
    {
      key: "capacity",
      header: "Capacity",
      // SPEC 2: current/max registered only when the event has a capacity; nothing otherwise.
      cell: (r) => {
        const registered = registeredText(r);
        return registered ? <span className="tabular-nums">{registered}</span> : null;
      },
    },
    {
      key: "eventType",
      header: "Type",
      cell: (r) => (
        <div className="flex flex-wrap gap-1.5">
          <EventTypeBadge type={r.eventType} />
          {r.isMandatory ? <MandatoryBadge /> : null}
        </div>
      ),
    },
    { key: "status", header: "Status", cell: (r) => <EventStatusBadge status={r.status} /> },
  ];
  return (
    <>
      <AreaPageHeader title="Training Events" subtitle="Manage training events, workshops, and assessments">
        <div className="flex flex-wrap items-center gap-3">
          <ExportLink list="training-events" what="training events" />
          <Button onClick={() => open({ kind: "new" })}>
            <Plus aria-hidden className="size-4" /> Add Event
          </Button>
        </div>
      </AreaPageHeader>
      <ul className="mb-10 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Events" value={page.total} />
      </ul>
      <DataTable
        label="Training Events"
        page={page}
        columns={columns}
        sortCycle="asc-desc"
        searchPlaceholder="Search by title or location..."
        emptyText="No training events found"
        tabLabels={eventTabLabels}
        rowActions={(row) => (
          <EventRowActions
            id={row.id}
            title={row.title}
            status={row.status}
            booked={row.confirmedBookings}
            waitlisted={row.waitlistedBookings}
            onRoster={() => open({ kind: "view", id: row.id })}
            onEdit={() => open({ kind: "edit", id: row.id })}
          />
        )}
      />
      <EventDialog
        key={editing?.id ?? dialog?.kind ?? "closed"}
        event={editing}
        open={dialog?.kind === "new" || editing !== null}
        onClose={close}
        programs={programs}
        timeZone={timeZone}
      />
      <EventRosterDialog
        open={rostered !== null}
        onClose={close}
        title={rostered?.event.title ?? ""}
        started={rostered ? canMarkAttendance(rostered.event, loaderData.now) : false}
        roster={rostered?.roster ?? []}
        exportQuery={rostered ? `?event=${rostered.event.id}` : undefined}
      />
    </>
  );
}
