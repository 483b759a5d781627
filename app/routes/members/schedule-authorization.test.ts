// The training schedule through the real app: a member reads and changes only their own bookings
// (another's booking id reads as not found, their calendar file too); operators and strangers are
// turned away from the members' schedule, members from the operators' Training Events.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberEventBookings as bookings, trainingEvents } from "#server/db/schema.ts";
import { bookEvent } from "#server/events/bookings/book-event.ts";
import { makeTrainingEvent } from "#server/seed/factories.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { makeMemberActor, signedInMemberCookie, type TestMember } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let under: AppUnderTest;
let alice: TestMember;
let bob: TestMember;
let bobCookie: string;
let adminCookie: string;
let aliceBooking: string;
let event: { id: string; title: string };

beforeAll(async () => {
  t = await createTestContext();
  under = await createAppUnderTest(t.services);
  alice = await makeMemberActor(t.services, { firstName: "Alicewhite", lastName: "Privaterow" });
  bob = await makeMemberActor(t.services, { firstName: "Bobgrey" });
  bobCookie = await signedInMemberCookie(t.services, bob);
  adminCookie = await signedInAdminCookie(t.services);
  event = await makeTrainingEvent(t.services.db, { title: `Private Drill ${Date.now()}`, maxCapacity: 3 });
  aliceBooking = (await bookEvent(t.services.db, alice, event.id)).bookingId;
}, 60_000);
afterAll(async () => {
  await under?.close();
  await t?.close();
});

const request = async (path: string, init: { cookie?: string; form?: Record<string, string> } = {}) => {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.form) headers["content-type"] = "application/x-www-form-urlencoded";
  const response = await under.app.request(`${TEST_ORIGIN}${path}`, {
    method: init.form ? "POST" : "GET",
    headers,
    body: init.form ? new URLSearchParams(init.form) : undefined,
  });
  return { status: response.status, text: await response.text(), location: response.headers.get("location") };
};
const redirectsTo = (answer: { status: number; text: string; location: string | null }, login: string) =>
  (answer.status === 302 && answer.location?.startsWith(login)) ||
  (answer.status === 202 && answer.text.includes(`"redirect","${login}`));

describe("a member", () => {
  it("sees their own schedule, never another member's booking", async () => {
    for (const path of [
      "/members/schedule",
      "/members/schedule.data",
      `/members/schedule?view=${event.id}`,
    ]) {
      const { status, text } = await request(path, { cookie: bobCookie });
      expect([path, status]).toEqual([path, 200]);
      expect(text).not.toContain(aliceBooking);
      expect(text).not.toContain("Alicewhite");
    }
  });

  it("cannot cancel another member's booking (not found) nor download its calendar", async () => {
    const answer = await request("/members/schedule", {
      cookie: bobCookie,
      form: { intent: "cancel-booking", id: aliceBooking },
    });
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("Failed to cancel booking");
    expect(answer.text).not.toContain("Failed to cancel booking:");
    const [row] = await t.services.db.select().from(bookings).where(eq(bookings.id, aliceBooking));
    expect(row?.bookingStatus).toBe("confirmed");
    expect((await request(`/members/schedule/calendar/${aliceBooking}`, { cookie: bobCookie })).status).toBe(
      404,
    );
  });

  it("books through the page and downloads their own .ics", async () => {
    const answer = await request("/members/schedule", {
      cookie: bobCookie,
      form: { intent: "book-event", id: event.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`Successfully booked &quot;${event.title}&quot;`);
    const again = await request("/members/schedule", {
      cookie: bobCookie,
      form: { intent: "book-event", id: event.id },
    });
    expect(again.status).toBe(409);
    expect(again.text).toContain("You are already booked for this event");
    const [mine] = await t.services.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.memberId, bob.id));
    const ics = await under.app.request(`${TEST_ORIGIN}/members/schedule/calendar/${mine!.id}`, {
      headers: { cookie: bobCookie },
    });
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    expect(await ics.text()).toContain(`SUMMARY:${event.title}`);
  });

  it("cannot reach the operators' Training Events, to read or to write", async () => {
    expect(redirectsTo(await request("/admin/training-events", { cookie: bobCookie }), "/admin/login")).toBe(
      true,
    );
    const answer = await request("/admin/training-events", {
      cookie: bobCookie,
      form: { intent: "cancel-event", id: event.id },
    });
    expect(redirectsTo(answer, "/admin/login")).toBe(true);
    const [row] = await t.services.db.select().from(trainingEvents).where(eq(trainingEvents.id, event.id));
    expect(row?.status).toBe("scheduled");
  });
});

describe("anyone else", () => {
  it("signed out or an operator, is sent to the members sign-in from the schedule and its calendar", async () => {
    for (const cookie of [undefined, adminCookie]) {
      expect(redirectsTo(await request("/members/schedule", { cookie }), "/members/login")).toBe(true);
      expect(redirectsTo(await request("/members/schedule.data", { cookie }), "/members/login")).toBe(true);
      expect(
        redirectsTo(
          await request(`/members/schedule/calendar/${aliceBooking}`, { cookie }),
          "/members/login",
        ),
      ).toBe(true);
      const answer = await request("/members/schedule", {
        cookie,
        form: { intent: "cancel-booking", id: aliceBooking },
      });
      expect(redirectsTo(answer, "/members/login")).toBe(true);
    }
  });

  it("an operator reads the roster and Total Events", async () => {
    const { status, text } = await request(`/admin/training-events?view=${event.id}`, {
      cookie: adminCookie,
    });
    expect(status).toBe(200);
    expect(text).toContain("Total Events");
    expect(text).toContain("Alicewhite");
  });
});
