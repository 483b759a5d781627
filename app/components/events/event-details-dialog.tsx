// SPEC 2's Event Details dialog: every field of the event, the virtual session link in a new tab, the
// requirements comma-joined, the program; Close, and Book Event (Booking... while busy) hidden when the
// member already holds a live booking or the event is not open for booking (past, cancelled), and
// disabled, reading Full, when the event is full.

import { Form } from "react-router";
import { eventTimeRange } from "#core/events/schedule/schedule-view.ts";
import { capacityText } from "#core/events/training-events/capacity.ts";
import { eventStatusLabels, eventTypeLabels } from "#core/events/training-events/event-messages.ts";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { ExternalLink } from "~/components/ui/icons";
import { bookingIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import type { getMemberSchedule } from "~/lib/events.server";

export type DetailsEvent = Loaded<typeof getMemberSchedule>["available"][number];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 py-1.5">
      <dt className="text-xs tracking-[0.16em] text-mist uppercase">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

export function EventDetailsDialog(props: {
  event: DetailsEvent | null;
  open: boolean;
  onClose: () => void;
  booked: boolean;
  full: boolean;
  /** The event is open for booking (in the member's Available list). */
  bookable: boolean;
  booking: boolean;
  locale: string;
  timeZone: string;
  /** Where Book Event posts: the schedule, with its open tab. */
  action: string;
}) {
  const { event } = props;
  const requirements = event
    ? [...(event.requirements?.equipment ?? []), ...(event.requirements?.prerequisites ?? [])]
    : [];
  return (
    <Dialog
      open={props.open && event !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={event?.title ?? "Event Details"}
      description="Complete information about this training event"
    >
      {event ? (
        <>
          <dl className="divide-y divide-line">
            {event.description ? <Row label="Description">{event.description}</Row> : null}
            <Row label="Type">
              {eventTypeLabels[event.eventType as keyof typeof eventTypeLabels] ?? event.eventType}
            </Row>
            <Row label="Status">
              {eventStatusLabels[event.status as keyof typeof eventStatusLabels] ?? event.status}
            </Row>
            <Row label="Time">
              <time dateTime={event.startTime.toISOString()} suppressHydrationWarning>
                {eventTimeRange(props.locale, props.timeZone, event.startTime, event.endTime)}
              </time>
            </Row>
            {event.location ? <Row label="Location">{event.location}</Row> : null}
            <Row label="Capacity">{capacityText(event) ?? "No limit"}</Row>
            {event.meetingUrl ? (
              <Row label="Virtual">
                <a
                  href={event.meetingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-brass underline-offset-4 hover:underline"
                >
                  Join Virtual Session <ExternalLink aria-hidden className="size-3.5" />
                </a>
              </Row>
            ) : null}
            {requirements.length > 0 ? <Row label="Requirements">{requirements.join(", ")}</Row> : null}
            {event.programName ? (
              <Row label="Program">
                <p>{event.programName}</p>
                {event.programDescription ? (
                  <p className="mt-1 text-mist">{event.programDescription}</p>
                ) : null}
              </Row>
            ) : null}
          </dl>
          <Form method="post" action={props.action} className="mt-6 flex justify-end gap-3">
            <input type="hidden" name="id" value={event.id} />
            <Button type="button" variant="ghost" onClick={props.onClose}>
              Close
            </Button>
            {props.booked || !props.bookable ? null : (
              <Button
                type="submit"
                name="intent"
                value={bookingIntents.book}
                disabled={props.full || props.booking}
              >
                {props.full ? "Full" : props.booking ? "Booking..." : "Book Event"}
              </Button>
            )}
          </Form>
        </>
      ) : null}
    </Dialog>
  );
}
