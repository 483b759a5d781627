// The training schedule's booking rules on both databases: booking and cancelling, the full event, the
// cut-off, the waitlist's order and promotion, the jobs a booking schedules and cancels, operators'
// capacity edits and cancellations, attendance moving achievements, and who may do what. The storm
// (200 members, 5 seats, at once) is a real race on PostgreSQL's pool and a serial one on PGlite.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { eventMessages } from "#core/events/training-events/event-messages.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { pgErrorCode } from "#server/db/client.ts";
import {
  achievementDefinitions,
  achievementProgress,
  memberEventBookings as bookings,
  trainingEvents as events,
  jobs,
} from "#server/db/schema.ts";
import { getMemberSchedule } from "#server/events/schedule/get-member-schedule.ts";
import { cancelEvent } from "#server/events/training-events/cancel-event.ts";
import { getEventRoster } from "#server/events/training-events/get-event.ts";
import { eventTable, listEventsPage } from "#server/events/training-events/list-events-page.ts";
import { createEvent, updateEvent } from "#server/events/training-events/save-event.ts";
import { makeTrainingEvent } from "#server/seed/factories.ts";
import { bookingStorm, makeStormMembers } from "#tests/support/booking-storm.ts";
import { makeAdminActor, makeMemberActor, type TestMember } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { bookEvent } from "./book-event.ts";
import { cancelBooking } from "./cancel-booking.ts";
import { markAttendance } from "./mark-attendance.ts";

let t: TestContext;
let admin: SessionUser;
let member: TestMember;
let other: TestMember;
let cy: TestMember;
beforeAll(async () => {
  t = await createTestContext();
  admin = await makeAdminActor(t.services);
  member = await makeMemberActor(t.services, { firstName: "Ada" });
  other = await makeMemberActor(t.services, { firstName: "Bea" });
  cy = await makeMemberActor(t.services, { firstName: "Cy" });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const db = () => t.services.db;
const eventRow = async (id: string) => (await db().select().from(events).where(eq(events.id, id)))[0]!;
const bookingRow = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const jobsOf = (bookingId: string) =>
  db()
    .select({ kind: jobs.kind, status: jobs.status, runAt: jobs.runAt, payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.groupKey, `booking:${bookingId}`));
const forbidden = { code: "forbidden", status: 403 };

describe("booking an event", () => {
  it("confirms with attendance pending, takes a seat, and schedules the e-mail and both reminders", async () => {
    const start = new Date(Date.now() + 48 * HOUR);
    const event = await makeTrainingEvent(db(), {
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
    const outcome = await bookEvent(db(), member, event.id);
    expect(outcome).toMatchObject({ status: "confirmed", title: event.title });
    expect(eventMessages.booked(event.title)).toBe(`Successfully booked "${event.title}"`);
    expect(await bookingRow(outcome.bookingId)).toMatchObject({
      memberId: member.id,
      bookingStatus: "confirmed",
      attendanceStatus: "pending",
      cancelledAt: null,
    });
    expect((await eventRow(event.id)).currentCapacity).toBe(1);
    const scheduled = await jobsOf(outcome.bookingId);
    expect(scheduled.map((j) => j.kind).sort()).toEqual([
      "booking-confirmed",
      "booking-reminder",
      "booking-reminder",
    ]);
    const reminders = scheduled
      .filter((j) => j.kind === "booking-reminder")
      .map((j) => start.getTime() - j.runAt.getTime());
    expect(reminders.sort((a, b) => a - b)).toEqual([HOUR, 24 * HOUR]);
  });

  it("schedules only the reminders still ahead for an event starting within the day", async () => {
    const start = new Date(Date.now() + 3 * HOUR);
    const event = await makeTrainingEvent(db(), {
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
    const { bookingId } = await bookEvent(db(), member, event.id);
    const reminders = (await jobsOf(bookingId)).filter((j) => j.kind === "booking-reminder");
    expect(reminders.map((r) => r.payload.hoursBefore)).toEqual([1]);
  });

  it("refuses a second live booking with the spec's text (23505), even two clicks at once", async () => {
    const event = await makeTrainingEvent(db());
    await bookEvent(db(), member, event.id);
    await expect(bookEvent(db(), member, event.id)).rejects.toMatchObject({
      code: "conflict",
      message: "You are already booked for this event",
    });
    const twin = await makeTrainingEvent(db());
    const both = await Promise.allSettled([
      bookEvent(db(), member, twin.id),
      bookEvent(db(), member, twin.id),
    ]);
    expect(both.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(both.find((o) => o.status === "rejected")).toMatchObject({
      reason: { message: eventMessages.duplicate },
    });
    expect((await eventRow(twin.id)).currentCapacity).toBe(1);
  });

  it("refuses a full event with the spec's text and leaves everything as it was", async () => {
    const event = await makeTrainingEvent(db(), { maxCapacity: 1 });
    await bookEvent(db(), other, event.id);
    await expect(bookEvent(db(), member, event.id)).rejects.toMatchObject({
      message: "Event is at maximum capacity",
    });
    expect((await eventRow(event.id)).currentCapacity).toBe(1);
    expect(await db().$count(bookings, eq(bookings.eventId, event.id))).toBe(1);
  });

  it("refuses past, cancelled and unknown events", async () => {
    const past = await makeTrainingEvent(db(), {
      startTime: new Date(Date.now() - 2 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    await expect(bookEvent(db(), member, past.id)).rejects.toMatchObject({ message: eventMessages.notOpen });
    const cancelled = await makeTrainingEvent(db(), { status: "cancelled" });
    await expect(bookEvent(db(), member, cancelled.id)).rejects.toMatchObject({
      message: eventMessages.notOpen,
    });
    await expect(bookEvent(db(), member, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(bookEvent(db(), member, "not-an-id")).rejects.toMatchObject({ code: "not_found" });
  });

  it("gives 5 seats to exactly 5 of 200 members booking at the same instant; 195 get the spec's text", async () => {
    const members = await makeStormMembers(db(), 200);
    const result = await bookingStorm(db(), members, 5);
    expect(result.unexpected).toEqual([]);
    expect(result.confirmed).toBe(5);
    expect(Object.fromEntries(result.refused)).toEqual({ [eventMessages.full]: 195 });
    expect((await eventRow(result.eventId)).currentCapacity).toBe(5);
    expect(
      await db().$count(
        bookings,
        and(eq(bookings.eventId, result.eventId), eq(bookings.bookingStatus, "confirmed")),
      ),
    ).toBe(5);
  }, 120_000);

  it("puts the rest on the waitlist when 50 join a 3-seat event at once, in one order", async () => {
    const members = await makeStormMembers(db(), 50);
    const result = await bookingStorm(db(), members, 3, { waitlist: true });
    expect(result.unexpected).toEqual([]);
    expect(result.confirmed).toBe(3);
    expect(result.refused.get("waitlist")).toBe(47);
    const { roster } = (await getEventRoster(db(), admin, result.eventId))!;
    const positions = roster.filter((r) => r.bookingStatus === "waitlist").map((r) => r.waitlistPosition);
    expect(positions).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
  }, 60_000);
});

describe("cancelling a booking", () => {
  it("sets cancelled, cancelled_at and the member's reason, frees the seat and cancels its jobs", async () => {
    const event = await makeTrainingEvent(db());
    const { bookingId } = await bookEvent(db(), member, event.id);
    await cancelBooking(db(), member, bookingId);
    const row = await bookingRow(bookingId);
    expect(row).toMatchObject({ bookingStatus: "cancelled", cancellationReason: "Cancelled by member" });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect((await eventRow(event.id)).currentCapacity).toBe(0);
    expect((await jobsOf(bookingId)).every((j) => j.status === "cancelled")).toBe(true);
    // Cancelled does not count as booked: the member may book again.
    await expect(bookEvent(db(), member, event.id)).resolves.toMatchObject({ status: "confirmed" });
    await expect(cancelBooking(db(), member, bookingId)).rejects.toMatchObject({
      message: eventMessages.notCancellable,
    });
  });

  it("is refused past the operator's cut-off, allowed before it, and never after the start", async () => {
    const start = new Date(Date.now() + 10 * HOUR);
    const event = await makeTrainingEvent(db(), {
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
      cancellationCutoffHours: 12,
    });
    const { bookingId } = await bookEvent(db(), member, event.id);
    await expect(cancelBooking(db(), member, bookingId)).rejects.toMatchObject({
      code: "conflict",
      message:
        "Bookings for this event can no longer be cancelled: cancellation closes 12 hours before the start.",
    });
    expect((await bookingRow(bookingId)).bookingStatus).toBe("confirmed");
    // 13 hours before the start is still inside the window.
    await cancelBooking(db(), member, bookingId, new Date(start.getTime() - 13 * HOUR));
    expect((await bookingRow(bookingId)).bookingStatus).toBe("cancelled");

    const second = await bookEvent(db(), other, event.id);
    await expect(
      cancelBooking(db(), other, second.bookingId, new Date(start.getTime() + 1)),
    ).rejects.toMatchObject({
      message: eventMessages.started,
    });
  });

  it("promotes the first on the waitlist, who is e-mailed and gets reminders; the order holds", async () => {
    const start = new Date(Date.now() + 48 * HOUR);
    const event = await makeTrainingEvent(db(), {
      maxCapacity: 1,
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
    const seated = await bookEvent(db(), member, event.id);
    await expect(bookEvent(db(), other, event.id)).rejects.toMatchObject({ message: eventMessages.full });
    const first = await bookEvent(db(), other, event.id, { waitlist: true });
    const [third] = await makeStormMembers(db(), 1);
    const second = await bookEvent(db(), third!, event.id, { waitlist: true });
    expect(first).toMatchObject({ status: "waitlist", position: 1 });
    expect(second).toMatchObject({ status: "waitlist", position: 2 });

    const { promoted } = await cancelBooking(db(), member, seated.bookingId);
    expect(promoted).toEqual([first.bookingId]);
    expect((await bookingRow(first.bookingId)).bookingStatus).toBe("confirmed");
    expect((await eventRow(event.id)).currentCapacity).toBe(1);
    expect((await jobsOf(first.bookingId)).map((j) => j.kind).sort()).toEqual([
      "booking-reminder",
      "booking-reminder",
      "waitlist-promoted",
    ]);
    const schedule = await getMemberSchedule(db(), third!);
    expect(schedule.bookings.find((b) => b.id === second.bookingId)?.waitlistPosition).toBe(1);
    // Leaving the waitlist frees nothing and promotes no one.
    await cancelBooking(db(), third!, second.bookingId);
    expect((await eventRow(event.id)).currentCapacity).toBe(1);
  });

  it("is only the member's own: another member's booking reads as not found; operators are refused", async () => {
    const event = await makeTrainingEvent(db());
    const { bookingId } = await bookEvent(db(), member, event.id);
    await expect(cancelBooking(db(), other, bookingId)).rejects.toMatchObject({ code: "not_found" });
    await expect(cancelBooking(db(), admin, bookingId)).rejects.toMatchObject(forbidden);
    await expect(bookEvent(db(), admin, event.id)).rejects.toMatchObject(forbidden);
    await expect(getMemberSchedule(db(), admin)).rejects.toMatchObject(forbidden);
    expect((await bookingRow(bookingId)).bookingStatus).toBe("confirmed");
  });
});

describe("operators and bookings", () => {
  const values = (
    event: typeof events.$inferSelect,
    change: Partial<Parameters<typeof updateEvent>[3]> = {},
  ) => ({
    title: event.title,
    description: event.description,
    eventType: "training" as const,
    status: "scheduled" as const,
    startTime: event.startTime,
    endTime: event.endTime,
    location: event.location,
    maxCapacity: event.maxCapacity,
    cancellationCutoffHours: null,
    isMandatory: false,
    meetingUrl: null,
    programId: null,
    requirements: { equipment: [], prerequisites: [] },
    ...change,
  });

  it("cannot set the capacity below the confirmed bookings; raising it promotes the waitlist", async () => {
    const event = await makeTrainingEvent(db(), { maxCapacity: 1 });
    await bookEvent(db(), member, event.id);
    const waiting = await bookEvent(db(), other, event.id, { waitlist: true });
    const two = await bookEvent(db(), (await makeStormMembers(db(), 1))[0]!, event.id, { waitlist: true });
    await expect(updateEvent(db(), admin, event.id, values(event, { maxCapacity: 0 }))).rejects.toMatchObject(
      {
        message: "Capacity cannot be below the 1 confirmed booking.",
      },
    );
    await updateEvent(db(), admin, event.id, values(event, { maxCapacity: 2 }));
    expect((await bookingRow(waiting.bookingId)).bookingStatus).toBe("confirmed");
    expect((await bookingRow(two.bookingId)).bookingStatus).toBe("waitlist");
    expect((await eventRow(event.id)).currentCapacity).toBe(2);
    await expect(updateEvent(db(), member, event.id, values(event))).rejects.toMatchObject(forbidden);
  });

  it("refuses an event that ends when it starts, and so does the database's check", async () => {
    const event = await makeTrainingEvent(db());
    const sameTimes = values(event, { endTime: event.startTime });
    const refused = { code: "invalid", fields: { endTime: eventMessages.endNotAfterStart } };
    await expect(createEvent(db(), admin, sameTimes)).rejects.toMatchObject(refused);
    await expect(updateEvent(db(), admin, event.id, sameTimes)).rejects.toMatchObject(refused);
    // A write that skips the rule meets the check (end_time > start_time, migration 0009).
    const direct = await db()
      .update(events)
      .set({ endTime: event.startTime })
      .where(eq(events.id, event.id))
      .catch((error: unknown) => error);
    expect(pgErrorCode(direct)).toBe("23514");
    expect((await eventRow(event.id)).endTime).toEqual(event.endTime);
    const oneMinute = new Date(event.startTime.getTime() + 60_000);
    await updateEvent(db(), admin, event.id, values(event, { endTime: oneMinute }));
    expect((await eventRow(event.id)).endTime).toEqual(oneMinute);
  });

  it("moving the start moves the confirmed bookings' reminders", async () => {
    const event = await makeTrainingEvent(db(), {
      startTime: new Date(Date.now() + 72 * HOUR),
      endTime: new Date(Date.now() + 73 * HOUR),
    });
    const { bookingId } = await bookEvent(db(), member, event.id);
    const start = new Date(Date.now() + 96 * HOUR);
    await updateEvent(
      db(),
      admin,
      event.id,
      values(event, { startTime: start, endTime: new Date(start.getTime() + HOUR) }),
    );
    const pending = (await jobsOf(bookingId)).filter(
      (j) => j.kind === "booking-reminder" && j.status === "pending",
    );
    expect(pending.map((j) => start.getTime() - j.runAt.getTime()).sort((a, b) => a - b)).toEqual([
      HOUR,
      24 * HOUR,
    ]);
  });

  it("cancelling an event cancels every live booking, frees the seats and queues one e-mail each", async () => {
    const event = await makeTrainingEvent(db(), { maxCapacity: 1 });
    const a = await bookEvent(db(), member, event.id);
    const b = await bookEvent(db(), other, event.id, { waitlist: true });
    const left = await bookEvent(db(), cy, event.id, { waitlist: true });
    await cancelBooking(db(), cy, left.bookingId); // already cancelled: not e-mailed again
    // The list's row says who Cancel Event will e-mail (its confirmation), as cancelEvent then counts them.
    const listed = await listEventsPage(
      db(),
      admin,
      parseTableQuery(new URLSearchParams({ q: event.title }), eventTable),
    );
    expect(listed.rows.find((r) => r.id === event.id)).toMatchObject({
      currentCapacity: 1,
      maxCapacity: 1,
      confirmedBookings: 1,
      waitlistedBookings: 1,
    });
    await expect(cancelEvent(db(), member, event.id)).rejects.toMatchObject(forbidden);
    expect(await cancelEvent(db(), admin, event.id)).toEqual({ booked: 1, waitlisted: 1 });
    expect(eventMessages.eventCancelled(1, 1)).toBe(
      "Event cancelled. 1 booked member and 1 waitlisted member were e-mailed.",
    );
    expect(await eventRow(event.id)).toMatchObject({ status: "cancelled", currentCapacity: 0 });
    for (const id of [a.bookingId, b.bookingId]) {
      expect(await bookingRow(id)).toMatchObject({
        bookingStatus: "cancelled",
        cancellationReason: eventMessages.cancelledByOperator,
      });
      expect(
        await db().$count(
          jobs,
          and(eq(jobs.groupKey, `booking:${id}:cancelled`), eq(jobs.kind, "event-cancelled")),
        ),
      ).toBe(1);
    }
    expect(
      (await jobsOf(a.bookingId))
        .filter((j) => j.kind === "booking-reminder")
        .every((j) => j.status === "cancelled"),
    ).toBe(true);
    await expect(cancelEvent(db(), admin, event.id)).rejects.toMatchObject({
      message: eventMessages.alreadyCancelled,
    });
    // A cancelled event is final for edits too, even one that keeps it cancelled (core canEditEvent).
    await expect(
      updateEvent(db(), admin, event.id, values(event, { status: "cancelled" })),
    ).rejects.toMatchObject({ message: eventMessages.alreadyCancelled });
  });

  it("records attendance only after the start, and attended moves the member's achievement progress", async () => {
    const [definition] = await db()
      .insert(achievementDefinitions)
      .values({
        name: `Attend twice ${Date.now()}`,
        description: "Attend two events",
        icon: "calendar",
        category: "training",
        badgeColor: "brass",
        rule: "events_attended",
        target: 2,
        points: 10,
      })
      .returning();
    const start = new Date(Date.now() + HOUR);
    const event = await makeTrainingEvent(db(), {
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
    const { bookingId } = await bookEvent(db(), member, event.id);
    await expect(markAttendance(db(), admin, bookingId, "attended")).rejects.toMatchObject({
      message: eventMessages.attendanceBeforeStart,
    });
    const later = new Date(start.getTime() + 10 * 60 * 1000);
    await expect(markAttendance(db(), member, bookingId, "attended", later)).rejects.toMatchObject(forbidden);
    await markAttendance(db(), admin, bookingId, "attended", later);
    expect(await bookingRow(bookingId)).toMatchObject({
      bookingStatus: "confirmed",
      attendanceStatus: "attended",
    });
    const progress = async () =>
      (
        await db()
          .select({ v: achievementProgress.currentValue })
          .from(achievementProgress)
          .where(
            and(
              eq(achievementProgress.memberId, member.id),
              eq(achievementProgress.achievementId, definition!.id),
            ),
          )
      )[0]?.v ?? 0;
    expect(await progress()).toBe(1);
    await markAttendance(db(), admin, bookingId, "no_show", later);
    expect(await bookingRow(bookingId)).toMatchObject({
      bookingStatus: "no_show",
      attendanceStatus: "absent",
    });
    expect(await progress()).toBe(0);
  });
});

describe("the Training Events list's tabs", () => {
  it("counts each status under the search in one grouped pass, a status without events as 0", async () => {
    const tag = `Tabs${Date.now()}`;
    const made: [string, number][] = [
      ["scheduled", 2],
      ["completed", 1],
      ["cancelled", 1],
    ];
    for (const [status, n] of made)
      for (let i = 0; i < n; i++) await makeTrainingEvent(db(), { title: `${tag} ${status} ${i}`, status });
    const searched = (tab?: string) =>
      listEventsPage(
        db(),
        admin,
        parseTableQuery(new URLSearchParams({ q: tag, ...(tab ? { tab } : {}) }), eventTable),
      );
    const all = await searched();
    expect(all.tabCounts).toEqual({ all: 4, scheduled: 2, in_progress: 0, completed: 1, cancelled: 1 });
    expect(all.matching).toBe(4);
    const completed = await searched("completed");
    expect([completed.matching, completed.rows.map((r) => r.title)]).toEqual([1, [`${tag} completed 0`]]);
  });
});
