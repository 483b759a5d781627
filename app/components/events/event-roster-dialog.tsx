// An event's roster for operators: confirmed members, then no-shows, then the waitlist in order; after
// the start each confirmed booking can be marked attended or no-show.

import { attendanceLabels, eventMessages } from "#core/events/training-events/event-messages.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { displayName, memberOf, personEmail } from "#core/users/display-name.ts";
import { BookingStatusBadge } from "~/components/events/event-badges";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { ExportLink } from "~/components/ui/export-link";
import { useFetcher } from "~/kit/fetcher";
import { bookingIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import { useResultToast } from "~/kit/result-toast";
import type { getEventRoster } from "~/lib/events.server";

export type RosterEntry = NonNullable<Loaded<typeof getEventRoster>>["roster"][number];

const nameOf = (r: RosterEntry) => displayName(memberOf(r));

function AttendanceButtons({ entry }: { entry: RosterEntry }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const post = (attendance: "attended" | "no_show") =>
    fetcher.submit({ intent: bookingIntents.markAttendance, id: entry.id, attendance }, { method: "post" });
  return (
    <div className="inline-flex gap-2">
      <Button
        size="sm"
        variant={entry.attendanceStatus === "attended" ? "primary" : "outline"}
        disabled={busy}
        aria-pressed={entry.attendanceStatus === "attended"}
        aria-label={`Mark ${nameOf(entry)} attended`}
        onClick={() => post("attended")}
      >
        Attended
      </Button>
      <Button
        size="sm"
        variant={entry.attendanceStatus === "absent" ? "danger" : "ghost"}
        disabled={busy}
        aria-pressed={entry.attendanceStatus === "absent"}
        aria-label={`Mark ${nameOf(entry)} no-show`}
        onClick={() => post("no_show")}
      >
        No-show
      </Button>
    </div>
  );
}

export function EventRosterDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  started: boolean;
  roster: RosterEntry[];
  /** The roster's CSV export query (?event={id}). */
  exportQuery?: string;
}) {
  const live = props.roster.filter((r) => r.bookingStatus !== "cancelled");
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={`Roster: ${props.title}`}
      description={
        props.started
          ? "Mark each confirmed member attended or no-show."
          : eventMessages.attendanceBeforeStart
      }
    >
      {props.exportQuery ? (
        <div className="flex justify-end">
          <ExportLink list="event-roster" what={`the roster of ${props.title}`} query={props.exportQuery} />
        </div>
      ) : null}
      {live.length === 0 ? (
        <p className="text-sm text-mist">No bookings yet.</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Roster">
          {live.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{nameOf(entry)}</p>
                <p className="text-xs text-mist">{personEmail(memberOf(entry))}</p>
              </div>
              <div className="flex items-center gap-3">
                <BookingStatusBadge status={entry.bookingStatus} position={entry.waitlistPosition} />
                {entry.bookingStatus !== "waitlist" ? (
                  <span className="text-xs text-mist">
                    {attendanceLabels[entry.attendanceStatus as keyof typeof attendanceLabels]}
                  </span>
                ) : null}
                {props.started && entry.bookingStatus !== "waitlist" ? (
                  <AttendanceButtons entry={entry} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
