// The details view (contact_activities_with_details) names each activity's contact by the one display-name
// rule, core/users/display-name.ts: for members and leads alike, the view's name is what the rule gives
// for the same person, fallbacks included, and what the lists' profileNames gives. On PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayName, erasedAddress, type NamedPerson } from "#core/users/display-name.ts";
import {
  consultations,
  contactActivities,
  contactActivitiesWithDetails,
  profileNames,
  profiles,
} from "#server/db/schema.ts";
import { uniqueSuffix } from "#server/seed/factories.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
}, 60_000);
afterAll(() => t.close());

type Person = Pick<NamedPerson, "firstName" | "lastName"> & { name?: string; email?: string };

/** The people the cases are about: the full name, each part alone, untrimmed parts, and every fallback. */
const people: [string, Person][] = [
  ["first and last name", { firstName: "Ann", lastName: "Lee" }],
  ["the first name alone", { firstName: "Ann", lastName: null }],
  ["the last name alone", { firstName: "", lastName: "Lee" }],
  ["parts with spaces around them", { firstName: "  Ann ", lastName: " Lee  " }],
  ["blank parts: the account's name", { firstName: "  ", lastName: null, name: " Ann L. " }],
  ["no parts: the account's name", { firstName: null, lastName: null, name: "Ann L." }],
  ["blank parts and name: the e-mail", { firstName: " ", lastName: "", name: "  " }],
  [
    "nothing but the e-mail, untrimmed",
    { firstName: null, lastName: null, name: "", email: ` solo-${uniqueSuffix()}@x.test ` },
  ],
];

const viewRowOf = async (activityId: string) => {
  const [row] = await t.services.db
    .select({
      consultation: contactActivitiesWithDetails.consultationContactName,
      profile: contactActivitiesWithDetails.profileContactName,
    })
    .from(contactActivitiesWithDetails)
    .where(eq(contactActivitiesWithDetails.id, activityId));
  return row;
};

const activityFor = async (contact: { consultationId: string } | { profileId: string }) => {
  const [activity] = await t.services.db
    .insert(contactActivities)
    .values({ activityType: "scheduled", contactMethod: "phone", ...contact })
    .returning({ id: contactActivities.id });
  return activity!.id;
};

describe("a member's name in the details view", () => {
  it.each(people)("%s", async (_case, person) => {
    const email = person.email ?? `member-${uniqueSuffix()}@x.test`;
    const id = randomUUID();
    await t.services.db.insert(profiles).values({
      id,
      email,
      name: person.name ?? "",
      firstName: person.firstName,
      lastName: person.lastName,
    });
    const row = await viewRowOf(await activityFor({ profileId: id }));
    expect(row).toEqual({ consultation: null, profile: displayName({ ...person, email }) });
    expect(row?.profile).not.toBe("");
    // The lists' SQL twin of the rule (profileNames) says the same.
    const [listed] = await t.services.db
      .select({ name: profileNames.display(profiles) })
      .from(profiles)
      .where(eq(profiles.id, id));
    expect(listed?.name).toBe(row?.profile);
  });
});

describe("an erased member in the details view", () => {
  it("is Erased member, with no e-mail, as the rule and the lists' SQL say", async () => {
    const id = randomUUID();
    const email = erasedAddress(id);
    await t.services.db.insert(profiles).values({ id, email, name: "", erasedAt: new Date() });
    const activityId = await activityFor({ profileId: id });
    expect(await viewRowOf(activityId)).toEqual({ consultation: null, profile: displayName({ email }) });
    expect(displayName({ email })).toBe("Erased member");
    const [details] = await t.services.db
      .select({ email: contactActivitiesWithDetails.profileEmail })
      .from(contactActivitiesWithDetails)
      .where(eq(contactActivitiesWithDetails.id, activityId));
    expect(details?.email).toBeNull();
    const [listed] = await t.services.db
      .select({ name: profileNames.display(profiles) })
      .from(profiles)
      .where(eq(profiles.id, id));
    expect(listed?.name).toBe("Erased member");
  });
});

describe("a lead's name in the details view", () => {
  // A lead has no account name: its name falls back to the e-mail.
  it.each(people.filter(([, p]) => p.name === undefined))("%s", async (_case, person) => {
    const email = `lead-${uniqueSuffix()}@x.test`;
    const [lead] = await t.services.db
      .insert(consultations)
      .values({
        title: "Mr",
        firstName: person.firstName ?? "",
        lastName: person.lastName ?? "",
        email,
        phoneNumber: "+44 20 0000 0000",
      })
      .returning({
        id: consultations.id,
        firstName: consultations.firstName,
        lastName: consultations.lastName,
      });
    const row = await viewRowOf(await activityFor({ consultationId: lead!.id }));
    expect(row).toEqual({ consultation: displayName({ ...lead, email }), profile: null });
  });

  it("blank names: the e-mail", async () => {
    const email = `blank-${uniqueSuffix()}@x.test`;
    const [lead] = await t.services.db
      .insert(consultations)
      .values({ title: "Ms", firstName: " ", lastName: "", email, phoneNumber: "+44 20 0000 0001" })
      .returning({ id: consultations.id });
    const row = await viewRowOf(await activityFor({ consultationId: lead!.id }));
    expect(row).toEqual({
      consultation: displayName({ firstName: " ", lastName: "", email }),
      profile: null,
    });
    expect(row?.consultation).toBe(email);
  });
});
