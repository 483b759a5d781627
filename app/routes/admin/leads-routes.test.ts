// The leads screens through the real app: every loader and action refuses the signed-out and members
// (to the admin sign-in), and serves admins: the list with the lead, ?view={id} opening that lead's
// view dialog (the operations e-mail's link), the activities hub and the contact picker.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "#server/auth/sign-in.ts";
import { makeConsultation, makeMember, makeProgram } from "#server/db/seed/factories.ts";
import { signedInAdminCookie } from "#server/testing/admin-session.ts";
import { type AppUnderTest, createAppUnderTest } from "#server/testing/app-under-test.ts";
import { browserRequest, cookieFrom, TEST_ORIGIN } from "#server/testing/http.ts";
import { createTestContext, type TestContext } from "#server/testing/test-services.ts";

let t: TestContext;
let under: AppUnderTest;
let adminCookie: string;
let memberCookie: string;
let leadId: string;

beforeAll(async () => {
  t = await createTestContext();
  under = await createAppUnderTest(t.services);
  adminCookie = await signedInAdminCookie(t.services);
  const member = await makeMember(t.services);
  const signedIn = await signIn(t.services, browserRequest("/members/login"), member, "member");
  if (!signedIn.ok) throw new Error("member sign-in failed");
  memberCookie = cookieFrom(signedIn.headers);
  const program = await makeProgram(t.services.db, { name: "Close Protection Intensive" });
  leadId = (await makeConsultation(t.services.db, { lastName: "Pemberton", programId: program.id })).id;
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

const paths = ["/admin/consultations", "/admin/activities", "/admin/activities/contacts?kind=lead&q=pem"];

describe.each(paths)("%s", (path) => {
  it("sends the signed-out and members to the admin sign-in, for reads and writes", async () => {
    for (const cookie of [undefined, memberCookie]) {
      // The contact picker is a read only (no action).
      const bodies = path.includes("contacts") ? [undefined] : [undefined, { intent: "delete", id: leadId }];
      for (const body of bodies) {
        const response = await request(path, cookie, body);
        expect(response.status, `${body ? "POST" : "GET"} ${path}`).toBe(302);
        expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
      }
    }
  });
});

describe("as an admin", () => {
  it("lists the lead with its program, and ?view= opens its dialog", async () => {
    const list = await (await request("/admin/consultations?q=pember", adminCookie)).text();
    expect(list).toContain("Pemberton");
    expect(list).toContain("Close Protection Intensive");
    const view = await request(`/admin/consultations?view=${leadId}`, adminCookie);
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
});
