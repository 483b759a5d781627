// The Training Schedule says which of its reads failed (SPEC 8), inside the members' shell: the open
// events ("Failed to load upcoming events") or the member's bookings ("Failed to load your bookings").
// A read is made to fail by moving its table away for the one request, then putting it back.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventMessages } from "#core/events/training-events/event-messages.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { bookEvent } from "#server/events/bookings/book-event.ts";
import { getMemberSchedule } from "#server/events/schedule/get-member-schedule.ts";
import { makeTrainingEvent } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { makeMemberActor, signedInMemberCookie, type TestMember } from "#tests/support/members.ts";

let member: TestMember;
let cookie: string;
const suite = appUnderTestForSuite({
  prepare: async ({ t }) => {
    member = await makeMemberActor(t.services, { firstName: "Readfail" });
    cookie = await signedInMemberCookie(t.services, member);
    // A booking of an event that is no longer open, so the bookings' own event read runs too.
    const event = await makeTrainingEvent(t.services.db);
    await bookEvent(t.services.db, member, event.id);
    await t.services.db.execute(sql`UPDATE training_events SET status = 'completed' WHERE id = ${event.id}`);
  },
});

/** Runs `work` while `table` is renamed away (its reads fail), then puts it back. */
async function without<T>(table: string, work: () => Promise<T>): Promise<T> {
  const { db } = suite.t.services;
  await db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`));
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`));
  }
}

const schedulePage = async () => {
  const response = await suite.app.request(`${TEST_ORIGIN}/members/schedule`, { headers: { cookie } });
  return { status: response.status, html: await response.text() };
};

describe("getMemberSchedule", () => {
  it("names the read that failed, with the database's error as the cause", async () => {
    const { db } = suite.t.services;
    const failure = (table: string) =>
      without(table, () =>
        getMemberSchedule(db, member).then(
          () => undefined,
          (error: unknown) => error,
        ),
      );
    // programs is joined only by the event reads; member_event_bookings only by the bookings read.
    const upcoming = await failure("programs");
    expect(upcoming).toBeInstanceOf(DomainError);
    expect(upcoming).toMatchObject({
      code: "read_failed",
      message: eventMessages.loadUpcoming,
      cause: expect.any(Error),
    });
    const bookings = { code: "read_failed", message: eventMessages.loadBookings };
    expect(await failure("member_event_bookings")).toMatchObject(bookings);
    // Both reads failing: the open events are named, whichever failed first.
    expect(await failure("training_events")).toMatchObject({ message: eventMessages.loadUpcoming });
    expect((await getMemberSchedule(db, member)).bookings).toHaveLength(1);
  });
});

describe("the Training Schedule page", () => {
  it.each([
    ["programs", eventMessages.loadUpcoming],
    ["member_event_bookings", eventMessages.loadBookings],
  ])("shows SPEC 8's text when the read of %s fails, in the members' shell", async (table, text) => {
    const { status, html } = await without(table, schedulePage);
    expect(status).toBe(500);
    expect(html).toContain(text);
    expect(html).not.toContain(eventMessages.loadSchedule);
    expect(html).toContain('aria-label="Members"'); // the members sidebar
    expect(html).toContain("Readfail"); // the top bar: who is signed in
    expect(html).not.toMatch(/relation|does not exist|Failed query|_away/i);
  });

  it("reads again once the table is back", async () => {
    const { status, html } = await schedulePage();
    expect(status).toBe(200);
    expect(html).toContain("Training Schedule");
    expect(html).toContain("Manage your training sessions and upcoming events<");
  });
});
