// An erased member (decision 145) stays as an anonymous row so their registrations and bookings keep
// counting; wherever a member's name shows (Member Registrations, an event's roster, the activities,
// and the CSV files of those lists) the row reads "Erased member", never the anonymous address. Both
// databases, through the real app.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactActivities, memberEventBookings, memberProgramRegistrations } from "#server/db/schema.ts";
import { erasePerson } from "#server/privacy/erase-person.ts";
import { makeProgram, makeTrainingEvent, uniqueSuffix } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { makeAdminActor, makeMemberActor } from "#tests/support/members.ts";

const suite = appUnderTestForSuite({});

/** What the page shows: its markup without the scripts (the loader's data for hydration). */
const shown = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");

const get = async (path: string) => {
  const response = await suite.app.request(`${TEST_ORIGIN}${path}`, {
    headers: { cookie: suite.adminCookie },
    redirect: "manual",
  });
  expect([path, response.status]).toEqual([path, 200]);
  return response.text();
};

/** A member with a registration, a booking and an activity about them, then erased. */
async function erasedMember() {
  const { services } = suite.t;
  const db = services.db;
  const member = await makeMemberActor(services, {
    firstName: "Gwendolyn",
    lastName: `Marchbanks${uniqueSuffix()}`,
  });
  const program = await makeProgram(db, { name: `Erasure Program ${uniqueSuffix()}` });
  const event = await makeTrainingEvent(db, { title: `Erasure Drill ${uniqueSuffix()}` });
  await db.insert(memberProgramRegistrations).values({ memberId: member.id, programId: program.id });
  await db.insert(memberEventBookings).values({ memberId: member.id, eventId: event.id });
  const [activity] = await db
    .insert(contactActivities)
    .values({ profileId: member.id, activityType: "scheduled", contactMethod: "phone", priority: "urgent" })
    .returning({ id: contactActivities.id });
  await erasePerson(services, await makeAdminActor(services), { kind: "member", id: member.id });
  return { member, program, event, activityId: activity!.id };
}

const anonymousAddress = /erased-[0-9a-f-]+@erased\.invalid/;

describe("an erased member", () => {
  it("is an Erased member in Member Registrations and its CSV", async () => {
    const { program } = await erasedMember();
    const q = encodeURIComponent(program.name);
    const page = shown(await get(`/admin/member-registrations?q=${q}`));
    expect(page).toContain("Erased member");
    expect(page).not.toMatch(anonymousAddress);
    const csv = await get(`/admin/export/member-registrations?q=${q}`);
    const row = csv.split("\r\n").find((line) => line.includes(program.name));
    expect(row).toMatch(/^"Erased member","",/);
  });

  // The roster itself is a dialog drawn in the browser, by the same core rule (displayName, personEmail).
  it("is an Erased member in an event roster's CSV", async () => {
    const { event } = await erasedMember();
    const csv = await get(`/admin/export/event-roster?event=${event.id}`);
    expect(csv).toContain('"Erased member",""');
    expect(csv).not.toMatch(anonymousAddress);
  });

  it("is an Erased member as an activity's contact, on the screen and in the CSV", async () => {
    const { activityId } = await erasedMember();
    const [row] = await suite.t.services.db
      .select({ id: contactActivities.id })
      .from(contactActivities)
      .where(eq(contactActivities.id, activityId));
    expect(row).toBeDefined();
    const page = shown(await get("/admin/activities?f.priority=urgent"));
    expect(page).toContain("Erased member");
    expect(page).not.toMatch(anonymousAddress);
    const csv = await get("/admin/export/activities?f.priority=urgent");
    expect(csv).toContain('"Erased member"');
    expect(csv).not.toMatch(anonymousAddress);
  });
});
