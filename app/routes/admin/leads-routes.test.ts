// The leads screens through the real app: every loader and every intent of both actions refuses the
// signed-out and members (to the admin sign-in) and changes nothing, and admins are served: the list
// with the lead, ?view={id} opening that lead's view dialog (the operations e-mail's link), the
// activities hub, the contact picker and the dashboard's at-risk count.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { consultations, contactActivities } from "#server/db/schema.ts";
import { makeConsultation, makeMember, makeProgram } from "#server/seed/factories.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { browserRequest, cookieFrom, TEST_ORIGIN } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { activityIntents, consultationIntents, rowIntents } from "~/kit/intents";

let t: TestContext;
let under: AppUnderTest;
let adminCookie: string;
let memberCookie: string;
let consultationId: string;
let programId: string;
let activityId: string;
let completedId: string;

beforeAll(async () => {
  t = await createTestContext();
  under = await createAppUnderTest(t.services);
  adminCookie = await signedInAdminCookie(t.services);
  const member = await makeMember(t.services);
  const signedIn = await signIn(t.services, browserRequest("/members/login"), member, "member");
  memberCookie = cookieFrom(signedIn.headers);
  programId = (await makeProgram(t.services.db, { name: "Close Protection Intensive" })).id;
  consultationId = (await makeConsultation(t.services.db, { lastName: "Pemberton", programId })).id;
  // Pending, and with the outcome that would let the lead convert: every intent has work to do.
  const [activity, completed] = await t.services.db
    .insert(contactActivities)
    .values([
      {
        consultationId,
        activityType: "scheduled",
        contactMethod: "phone",
        status: "pending",
        subject: "Call Pemberton",
        scheduledAt: new Date(Date.now() + 3_600_000),
      },
      {
        consultationId,
        activityType: "completed",
        contactMethod: "phone",
        status: "completed",
        outcome: "converted",
        completedAt: new Date(),
      },
    ])
    .returning({ id: contactActivities.id });
  activityId = activity!.id;
  completedId = completed!.id;
}, 60_000);
afterAll(async () => {
  await under?.close();
  await t?.close();
});

const request = (path: string, cookie?: string, body?: Record<string, string>) =>
  under.app.request(`${TEST_ORIGIN}${path}`, {
    method: body ? "POST" : "GET",
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: body ? new URLSearchParams(body) : undefined,
    redirect: "manual",
  });

const reads = [
  "/admin",
  "/admin/consultations",
  "/admin/activities",
  "/admin/activities/contacts?kind=lead&q=pem",
];

describe.each(reads)("GET %s", (path) => {
  it("sends the signed-out and members to the admin sign-in", async () => {
    for (const cookie of [undefined, memberCookie]) {
      const response = await request(path, cookie);
      expect(response.status, cookie ? "member" : "signed out").toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
    }
  });
});

/** Every intent each screen's action dispatches, each with a body an admin's request would carry out. */
const consultationFields = () => ({
  title: "Dr",
  firstName: "Mallory",
  lastName: "Intruder",
  email: "mallory@example.com",
  phoneNumber: "+44 20 7946 0999",
  programId,
});
const activityFields = () => ({
  activityType: "scheduled",
  contactMethod: "email",
  scheduledAt: "2030-01-01T09:00",
  subject: "Written by an intruder",
  consultationId,
});
const writes: [string, string, () => Record<string, string>][] = [
  ["/admin/consultations", rowIntents.create, consultationFields],
  ["/admin/consultations", rowIntents.update, () => ({ ...consultationFields(), id: consultationId })],
  ["/admin/consultations", rowIntents.delete, () => ({ id: consultationId })],
  ["/admin/consultations", consultationIntents.convert, () => ({ id: consultationId })],
  ["/admin/activities", rowIntents.create, activityFields],
  ["/admin/activities", rowIntents.update, () => ({ ...activityFields(), id: activityId })],
  ["/admin/activities", rowIntents.delete, () => ({ id: activityId })],
  ["/admin/activities", activityIntents.complete, () => ({ id: activityId, outcome: "successful" })],
];

describe.each(writes)("POST %s intent=%s", (path, intent, fields) => {
  it("sends the signed-out and members to the admin sign-in, changing nothing", async () => {
    for (const cookie of [undefined, memberCookie]) {
      const response = await request(path, cookie, { intent, ...fields() });
      expect(response.status, cookie ? "member" : "signed out").toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
    }
    const [consultation] = await t.services.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, consultationId));
    expect(consultation).toMatchObject({ lastName: "Pemberton", memberId: null });
    expect(await t.services.db.$count(consultations)).toBe(1);
    const [activity] = await t.services.db
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.id, activityId));
    expect(activity).toMatchObject({ status: "pending", subject: "Call Pemberton", contactMethod: "phone" });
    expect(await t.services.db.$count(contactActivities)).toBe(2);
  });
});

describe("as an admin", () => {
  it("lists the lead with its program, and ?view= opens its dialog", async () => {
    const list = await (await request("/admin/consultations?q=pember", adminCookie)).text();
    expect(list).toContain("Pemberton");
    expect(list).toContain("Close Protection Intensive");
    const view = await request(`/admin/consultations?view=${consultationId}`, adminCookie);
    expect(view.status).toBe(200);
    const html = await view.text();
    // The dialog renders in the browser (a portal); the loader's data for it comes with the page.
    expect(html).toContain("recentActivities");
    expect(html).toContain("convertible");
  });

  it("renders the hub and the tabs, and finds contacts", async () => {
    const html = await (await request("/admin/activities?tab=overdue", adminCookie)).text();
    for (const text of [
      "Contact Activities",
      "Quick Create",
      "Productivity Score",
      "Completion Rate",
      "Overdue",
    ])
      expect(html).toContain(text);
    const contacts = await request("/admin/activities/contacts?kind=lead&q=pember", adminCookie);
    expect(contacts.status).toBe(200);
    expect(await contacts.text()).toContain("Pemberton");
  });

  it("answers bad input with the field's message and changes nothing", async () => {
    const response = await request("/admin/consultations", adminCookie, { intent: "create", title: "Mr" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Program selection is required");
    const activity = await request("/admin/activities", adminCookie, {
      intent: "complete-activity",
      id: "not-an-id",
    });
    expect(activity.status).toBe(404);
  });

  it("says the spec's completion failure exactly, without a reason after it", async () => {
    const response = await request("/admin/activities", adminCookie, {
      intent: activityIntents.complete,
      id: completedId,
    });
    expect(response.status).toBe(409);
    const html = await response.text();
    // The answer travels as an escaped string in the page's data: the text, then its closing quote.
    expect(html).toMatch(/"Failed to mark activity as completed\\"/);
    expect(html).not.toContain("already completed");
  });

  it("shows on the dashboard's Consultations card how many promises are at risk now", async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    // 40 hours waiting: in the last 12 of the 48. A fresh lead and a broken promise are not at risk.
    for (const lastName of ["Atrisk-One", "Atrisk-Two"])
      await makeConsultation(t.services.db, { lastName, programId, createdAt: hoursAgo(40) });
    await makeConsultation(t.services.db, { lastName: "Broken", programId, createdAt: hoursAgo(50) });
    const response = await request("/admin", adminCookie);
    expect(response.status).toBe(200);
    // React separates a number from the text after it with an empty comment.
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(
      /href="\/admin\/consultations\?f\.clock=at\+risk&amp;sort=clock"[^>]*>2 at risk now</,
    );
  });
});
