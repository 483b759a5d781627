// My work through the real app: refused to the signed-out and members; a clear day says so; an
// operator sees their own leads at risk or broken, their own follow-ups overdue and due today (in their
// time zone), pending registrations and failed e-mails; every count equals the count of the list its
// link opens; the actions (the lists' own intents) take an item off; a plain sign-in lands here, a
// sign-in sent from another admin page returns there. Runs on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayIn } from "#core/dates/dates.ts";
import { myWorkMessages } from "#core/my-work/my-work.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { contactActivities, jobs } from "#server/db/schema.ts";
import { MAIL_JOB } from "#server/mail/mail-queue.ts";
import { registerForProgram } from "#server/members/registrations/register-for-program.ts";
import { getMyWork } from "#server/my-work/get-my-work.ts";
import { makeConsultation, makeProgram } from "#server/seed/factories.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { browserRequest, formPost } from "#tests/support/http.ts";
import {
  makeAdminActor,
  makeMemberActor,
  signedInAdminActorCookie,
  signedInMemberCookie,
} from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { activityIntents, authIntents, mailIntents, registrationIntents } from "~/kit/intents";

let t: TestContext;
let under: AppUnderTest;
let me: SessionUser;
let other: SessionUser;
let myCookie: string;
let memberCookie: string;
let programId: string;
const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

beforeAll(async () => {
  t = await createTestContext();
  under = await createAppUnderTest(t.services);
  me = await makeAdminActor(t.services);
  other = await makeAdminActor(t.services);
  myCookie = `${await signedInAdminActorCookie(t.services, me)}; sd_tz=UTC`;
  const member = await makeMemberActor(t.services);
  memberCookie = await signedInMemberCookie(t.services, member);
  programId = (await makeProgram(t.services.db, { name: "Protective Driving" })).id;
}, 60_000);
afterAll(async () => {
  await under?.close();
  await t?.close();
});

/** A page as the browser asks for it, or a form it posts (redirects are answered, not followed). */
const request = (path: string, cookie?: string, body?: Record<string, string>) =>
  under.app.request(body ? formPost(path, body, cookie) : browserRequest(path, { cookie }));

const page = async (path: string, cookie = myCookie) => {
  const response = await request(path, cookie);
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
};

/** Each section's count link on My work: where it goes and the number it says. */
function countLinks(html: string) {
  return [...html.matchAll(/<a [^>]*data-count-for="(\w+)" href="([^"]+)"[^>]*>(\d+) [^<]*<\/a>/g)].map(
    (m) => ({ section: m[1]!, href: m[2]!.replaceAll("&amp;", "&"), count: Number(m[3]) }),
  );
}

/** A list page's "Showing X of Y results": the rows the list's filters match. */
const matching = (html: string) => Number(/Showing (\d+) of \d+ results/.exec(html)?.[1] ?? Number.NaN);

const followUp = async (values: Partial<typeof contactActivities.$inferInsert>) => {
  const [row] = await t.services.db
    .insert(contactActivities)
    .values({
      activityType: "scheduled",
      status: "pending",
      contactMethod: "phone",
      assignedToUserId: me.id,
      ...values,
    })
    .returning({ id: contactActivities.id });
  return row!.id;
};

describe("My work", () => {
  it("sends the signed-out and members to the admin sign-in", async () => {
    for (const cookie of [undefined, memberCookie]) {
      const response = await request("/admin/my-work", cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
    }
  });

  it("says the day is clear when nothing waits, in every section", async () => {
    const html = await page("/admin/my-work");
    for (const text of [
      myWorkMessages.dayClear,
      myWorkMessages.leadsEmpty,
      myWorkMessages.followUpsEmpty,
      myWorkMessages.registrationsEmpty,
      myWorkMessages.failedMailEmpty,
    ])
      expect(html).toContain(text);
    expect(countLinks(html).map((l) => l.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it("shows my own work, each count equal to the list its link opens, and the actions take items off", async () => {
    const lead = { programId, ownerId: me.id };
    await makeConsultation(t.services.db, { ...lead, lastName: "Atrisk", createdAt: hoursAgo(40) });
    await makeConsultation(t.services.db, { ...lead, lastName: "Broken", createdAt: hoursAgo(50) });
    await makeConsultation(t.services.db, { ...lead, lastName: "Fresh", createdAt: hoursAgo(1) });
    await makeConsultation(t.services.db, {
      ...lead,
      lastName: "Contacted",
      createdAt: hoursAgo(50),
      firstContactAt: hoursAgo(30),
    });
    await makeConsultation(t.services.db, {
      programId,
      ownerId: other.id,
      lastName: "Colleagues",
      createdAt: hoursAgo(40),
    });
    const overdueId = await followUp({ subject: "Call back overdue", scheduledAt: hoursAgo(30) });
    await followUp({ subject: "Not mine", scheduledAt: hoursAgo(30), assignedToUserId: other.id });
    await followUp({ subject: "Already done", scheduledAt: hoursAgo(30), status: "completed" });
    await followUp({ subject: "Next week", scheduledAt: new Date(Date.now() + 7 * 24 * HOUR) });
    const applicant = await makeMemberActor(t.services, { firstName: "Pending", lastName: "Registrant" });
    const registration = await registerForProgram(t.services.db, applicant, programId);
    const [job] = await t.services.db
      .insert(jobs)
      .values({
        kind: MAIL_JOB,
        payload: {
          kind: "test",
          to: "bounced@example.com",
          subject: "Undelivered note",
          text: "Hi",
          html: "<p>Hi</p>",
        },
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox full",
      })
      .returning({ id: jobs.id });

    const html = await page("/admin/my-work");
    for (const shown of ["Atrisk", "Broken", "Call back overdue", "Pending Registrant", "Undelivered note"])
      expect(html).toContain(shown);
    for (const hidden of ["Fresh", "Contacted", "Colleagues", "Not mine", "Already done", "Next week"])
      expect(html).not.toContain(hidden);
    expect(html).not.toContain(myWorkMessages.dayClear);
    const links = countLinks(html);
    expect(links.map((l) => [l.section, l.count])).toEqual([
      ["leads", 2],
      ["overdue", 1],
      ["today", 0],
      ["registrations", 1],
      ["failedMail", 1],
    ]);
    for (const link of links) expect(matching(await page(link.href)), link.href).toBe(link.count);

    // Each item's one action, through the list's own intent.
    const acted = [
      ["/admin/activities", { intent: activityIntents.complete, id: overdueId, outcome: "successful" }],
      ["/admin/member-registrations", { intent: registrationIntents.approve, id: registration.id }],
      ["/admin/failed-emails", { intent: mailIntents.retry, id: job!.id }],
    ] as const;
    for (const [path, body] of acted) expect((await request(path, myCookie, body)).status, path).toBe(200);
    const after = countLinks(await page("/admin/my-work"));
    expect(after.map((l) => [l.section, l.count])).toEqual([
      ["leads", 2],
      ["overdue", 0],
      ["today", 0],
      ["registrations", 0],
      ["failedMail", 0],
    ]);
  });

  it("reads today in the operator's own time zone", async () => {
    // 23:30 UTC: already tomorrow in Auckland, still today in Los Angeles.
    const now = new Date("2026-06-10T23:30:00Z");
    const dueAt = new Date("2026-06-11T02:00:00Z");
    const id = await followUp({ subject: "Zoned call", scheduledAt: dueAt });
    const today = async (timeZone: string) =>
      (await getMyWork(t.services.db, me, { now, timeZone })).followUps;
    // UTC: 02:00 tomorrow. Auckland (UTC+12): 14:00 on its today, the 11th. Los Angeles (UTC-7): 19:00 on the 10th.
    expect(dayIn("Pacific/Auckland", now).start.toISOString()).toBe("2026-06-10T12:00:00.000Z");
    const [utc, auckland, losAngeles] = await Promise.all([
      today("UTC"),
      today("Pacific/Auckland"),
      today("America/Los_Angeles"),
    ]);
    expect(utc.items.map((i) => i.id)).not.toContain(id);
    expect(auckland.items.map((i) => i.id)).toContain(id);
    expect(losAngeles.items.map((i) => i.id)).toContain(id);
    expect([utc.today, auckland.today, losAngeles.today]).toEqual([0, 1, 1]);
    await t.services.db.delete(contactActivities).where(eq(contactActivities.id, id));
  });
});

describe("signing in", () => {
  const signIn = (query: string) =>
    request(`/admin/login${query}`, undefined, {
      intent: authIntents.signIn,
      email: other.email,
      password: "operator-password-1",
    });

  it("lands on My work, or returns to the admin page that sent the operator to sign in", async () => {
    const plain = await signIn("");
    expect(plain.status).toBe(302);
    expect(plain.headers.get("location")).toBe("/admin/my-work");
    const sent = await signIn(`?redirectTo=${encodeURIComponent("/admin/faqs")}`);
    expect(sent.headers.get("location")).toBe("/admin/faqs");
    // The dashboard is still /admin.
    expect(await page("/admin")).toContain("Dashboard");
  });
});
