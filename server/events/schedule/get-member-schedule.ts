// The member's Training Schedule (SPEC 2, 7): the events open to book (scheduled, starting now or
// later, earliest first, with their program) and every booking of the member with its event, newest
// booking first; a waitlisted booking carries its place in the queue. A failed read is reported as the
// read that failed, which SPEC 8 names ("Failed to load upcoming events", "Failed to load your bookings").
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { eventMessages } from "#core/events/training-events/event-messages.ts";
import { assertMember } from "#server/auth/sessions/assert-member.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase, timesAsValues } from "#server/db/prepared-statement.ts";
import { memberEventBookings as bookings, trainingEvents as events, programs } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { waitlistPosition } from "#server/events/bookings/seats.ts";
import { eventColumns } from "#server/events/training-events/event-columns.ts";

/** A page of cards, not a report: beyond this many open events the schedule shows the earliest. */
const AVAILABLE_LIMIT = 200;

const eventFields = {
  ...eventColumns,
  meetingUrl: events.meetingUrl,
  requirements: events.requirements,
  cancellationCutoffHours: events.cancellationCutoffHours,
  programName: programs.name,
  programDescription: programs.description,
};

/** SPEC 8's text for each of the schedule's reads, the message of its `read_failed` DomainError. */
const readFailures = {
  upcoming: eventMessages.loadUpcoming,
  bookings: eventMessages.loadBookings,
} as const;

/** Runs one read; its failure names the read, with the database's error as the cause. */
async function read<T>(name: keyof typeof readFailures, query: PromiseLike<T>): Promise<T> {
  try {
    return await query;
  } catch (cause) {
    throw new DomainError("read_failed", readFailures[name], { cause });
  }
}

// The two reads of every visit, built once per database (server/db/prepared-statement.ts).
const upcomingEvents = preparedPerDatabase((db) =>
  db
    .select(eventFields)
    .from(events)
    .leftJoin(programs, eq(programs.id, events.programId))
    .where(and(eq(events.status, "scheduled"), gte(events.startTime, sql.placeholder("now"))))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(AVAILABLE_LIMIT)
    .prepare("member_schedule_upcoming"),
);
const memberBookings = preparedPerDatabase((db) =>
  db
    .select({
      id: bookings.id,
      eventId: bookings.eventId,
      bookingStatus: bookings.bookingStatus,
      attendanceStatus: bookings.attendanceStatus,
      bookingDate: bookings.bookingDate,
      cancelledAt: bookings.cancelledAt,
      waitlistPosition: waitlistPosition(),
    })
    .from(bookings)
    .where(eq(bookings.memberId, sql.placeholder("memberId")))
    .orderBy(desc(bookings.bookingDate), desc(bookings.id))
    .prepare("member_schedule_bookings"),
);

export async function getMemberSchedule(db: Database, member: SessionUser, now = new Date()) {
  assertMember(member);
  // Both settle before a failure is reported, so the report names the open events first whichever
  // read failed first.
  const [upcoming, mine] = await Promise.allSettled([
    read("upcoming", upcomingEvents(db).execute(timesAsValues({ now }))),
    read("bookings", memberBookings(db).execute({ memberId: member.id })),
  ]);
  if (upcoming.status === "rejected") throw upcoming.reason;
  if (mine.status === "rejected") throw mine.reason;
  const available = upcoming.value;
  const booked = mine.value;
  // The booked events that are not in the open list (past, cancelled) are read once, by id: still the
  // member's bookings read (SPEC 7 reads the bookings "with joined event").
  const openIds = new Set(available.map((e) => e.id));
  const missing = [...new Set(booked.map((b) => b.eventId).filter((id) => !openIds.has(id)))];
  const others =
    missing.length === 0
      ? []
      : await read(
          "bookings",
          db
            .select(eventFields)
            .from(events)
            .leftJoin(programs, eq(programs.id, events.programId))
            .where(inArray(events.id, missing)),
        );
  const eventById = new Map([...available, ...others].map((e) => [e.id, e]));
  return {
    available,
    bookings: booked.flatMap((b) => {
      const event = eventById.get(b.eventId);
      return event ? [{ ...b, event }] : [];
    }),
  };
}

export type MemberSchedule = Awaited<ReturnType<typeof getMemberSchedule>>;
export type ScheduleEvent = MemberSchedule["available"][number];
export type ScheduleBooking = MemberSchedule["bookings"][number];
