// E-mail from the record (decision 215) through the real routes and a real SMTP server: an operator's
// e-mail leaves from the firm's address with the operator as Reply-To, its words escaped (never the
// operator's HTML), is kept on the record as a completed e-mail activity, and stops the 48-hour clock
// only once the mail job delivered it; a final failure shows on the record and in Failed E-mails, and
// a Retry that succeeds stops the clock then. Audited, erased with the person, refused to the wrong
// people and to wrong input.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { recordEmailGroup } from "#core/leads/activities/record-email.ts";
import { followUpClock } from "#core/leads/consultations/follow-up-clock.ts";
import {
  auditEvents,
  consultations,
  contactActivities,
  jobs,
  mailMessages,
  profiles,
} from "#server/db/schema.ts";
import { runDueJobs } from "#server/jobs/run-due-jobs.ts";
import { recordEmailJobHandlers } from "#server/leads/activities/record-email-job.ts";
import { makeConsultation, makeMember, uniqueSuffix } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { makeMemberActor, signedInMemberCookie } from "#tests/support/members.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { mailIntents, privacyIntents, recordEmailIntents } from "~/kit/intents";

const FIRM = "office@firm.example";
const OPERATOR_EMAIL = "operator@example.com";
/** Addresses the SMTP server refuses for now (a full mailbox, a server that says "later"). */
const refused = new Set<string>();
let smtp: SmtpSink;
const env: Record<string, string> = {
  MAIL_FROM: `Sovereign Defence <${FIRM}>`,
  SITE_NAME: "Sovereign Defence",
};
beforeAll(async () => {
  smtp = await startSmtpSink((to) => (refused.has(to) ? { code: 451, message: "try again later" } : null));
  env.SMTP_URL = smtp.url;
  return () => smtp.close();
});
const suite = appUnderTestForSuite({ env });
const db = () => suite.t.services.db;

const request = (path: string, cookie?: string, body?: Record<string, string>) =>
  suite.app.request(`${TEST_ORIGIN}${path}`, {
    method: body ? "POST" : "GET",
    headers: {
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
      ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: body ? new URLSearchParams(body) : undefined,
    redirect: "manual",
  });
const send = (path: string, fields: Record<string, string>, cookie = suite.adminCookie) =>
  request(path, cookie, { intent: recordEmailIntents.send, ...fields });

/** A received message with its quoted-printable soft breaks and escapes undone. */
const decoded = (data: string) =>
  data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const receivedBy = (to: string) => smtp.received.filter((m) => m.to === to).map((m) => decoded(m.data));

const activitiesOf = (consultationId: string) =>
  db().select().from(contactActivities).where(eq(contactActivities.consultationId, consultationId));
const jobOf = async (activityId: string) =>
  (
    await db()
      .select()
      .from(jobs)
      .where(eq(jobs.groupKey, recordEmailGroup(activityId)))
  )[0]!;
const clockOf = async (id: string) => {
  const [c] = await db().select().from(consultations).where(eq(consultations.id, id));
  return followUpClock(c!.createdAt, c!.firstContactAt).state;
};
/** The job worker, once every back-off has passed. */
const runWorker = () =>
  runDueJobs(suite.t.services, recordEmailJobHandlers, { now: new Date(Date.now() + 3 * 60 * 60 * 1000) });

const hostileBody = [
  "Dear Ada,",
  "",
  'Please read <script>alert("x")</script> and <b onclick="steal()">this</b>.',
  "Our **programme** is at https://firm.example/programmes?a=1&b=2.",
].join("\n");

describe("an e-mail from a consultation", () => {
  it("reaches the SMTP server from the firm, Reply-To the operator, escaped; on the record; audited", async () => {
    const lead = await makeConsultation(db(), { firstName: "Ada", lastName: "Lovelace" });
    const response = await send("/admin/consultations", {
      id: lead.id,
      subject: "Your consultation, Ada",
      body: hostileBody,
    });
    expect(response.status).toBe(200);

    const [message] = receivedBy(lead.email);
    expect(message).toBeDefined();
    expect(message).toMatch(new RegExp(`^From: Sovereign Defence <${FIRM}>`, "m"));
    expect(message).toMatch(new RegExp(`^Reply-To: ${OPERATOR_EMAIL}`, "m"));
    expect(message).toContain("Subject: Your consultation, Ada");
    // The text part as written; the HTML part escaped, with only our own markup.
    expect(message).toContain("Content-Type: text/plain");
    expect(message).toContain("Content-Type: text/html");
    const html = message!.slice(message!.indexOf("Content-Type: text/html"));
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b onclick");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("<strong>programme</strong>");
    expect(html).toContain('<a href="https://firm.example/programmes?a=1&amp;b=2">');
    expect(html).toContain("Dear Ada,</p>");

    const [activity] = await activitiesOf(lead.id);
    expect(activity).toMatchObject({
      contactMethod: "email",
      activityType: "completed",
      status: "completed",
      subject: "Your consultation, Ada",
      message: hostileBody,
      emailDelivery: "sent",
    });
    expect(await clockOf(lead.id)).toBe("kept");

    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "send"), eq(auditEvents.entityId, lead.id)));
    expect(audit).toMatchObject({ entity: "consultation", actorEmail: OPERATOR_EMAIL });
    expect(audit!.after).toEqual({ activityId: activity!.id, subject: "Your consultation, Ada" });
    expect(JSON.stringify(audit)).not.toContain(lead.email);
    expect(JSON.stringify(audit)).not.toContain("Dear Ada");
  });

  it("counts for the clock only once the mail job delivered it", async () => {
    const lead = await makeConsultation(db(), { createdAt: new Date(Date.now() - 40 * 3_600_000) });
    refused.add(lead.email);
    expect(
      (await send("/admin/consultations", { id: lead.id, subject: "Hello", body: "A word." })).status,
    ).toBe(200);
    const [activity] = await activitiesOf(lead.id);
    expect(activity).toMatchObject({ status: "completed", emailDelivery: "sending" });
    expect((await jobOf(activity!.id)).status).toBe("pending");
    expect(await clockOf(lead.id)).toBe("at_risk");

    refused.delete(lead.email);
    await runWorker();
    expect(receivedBy(lead.email)).toHaveLength(1);
    expect((await activitiesOf(lead.id))[0]).toMatchObject({ emailDelivery: "sent" });
    expect(await clockOf(lead.id)).toBe("kept");
  });

  it("shows a final failure on the record and in Failed E-mails; a Retry that succeeds keeps the clock", async () => {
    const lead = await makeConsultation(db(), { lastName: `Bounce${uniqueSuffix()}` });
    refused.add(lead.email);
    await send("/admin/consultations", { id: lead.id, subject: "Never arrives", body: "Hello." });
    const [activity] = await activitiesOf(lead.id);
    for (let i = 0; i < 10 && (await jobOf(activity!.id)).status !== "failed"; i++) await runWorker();
    const job = await jobOf(activity!.id);
    expect(job.status).toBe("failed");
    expect(await clockOf(lead.id)).toBe("waiting");

    const view = await (await request(`/admin/consultations?view=${lead.id}`, suite.adminCookie)).text();
    // The record's data for its view dialog: the job's state and its reason.
    expect(view).toContain("mailJobStatus");
    expect(view).toContain("try again later");
    const failed = await (
      await request(`/admin/failed-emails?q=${encodeURIComponent(lead.email)}`, suite.adminCookie)
    ).text();
    expect(failed).toContain(lead.email);
    expect(failed).toContain("Never arrives");
    expect(failed).toContain("E-mail from the record");

    refused.delete(lead.email);
    const retry = await request("/admin/failed-emails", suite.adminCookie, {
      intent: mailIntents.retry,
      id: job.id,
    });
    expect(retry.status).toBe(200);
    await runWorker();
    expect(receivedBy(lead.email)).toHaveLength(1);
    expect((await jobOf(activity!.id)).status).toBe("done");
    expect(await clockOf(lead.id)).toBe("kept");
  });

  it("erasing the person erases the e-mail's words, its job and its log", async () => {
    const lead = await makeConsultation(db());
    await send("/admin/consultations", { id: lead.id, subject: "Private words", body: "Very private." });
    const [activity] = await activitiesOf(lead.id);
    expect(await db().$count(mailMessages, eq(mailMessages.toAddress, lead.email))).toBe(1);

    const erased = await request("/admin/consultations", suite.adminCookie, {
      intent: privacyIntents.erase,
      id: lead.id,
    });
    expect(erased.status).toBe(200);
    const [after] = await db().select().from(contactActivities).where(eq(contactActivities.id, activity!.id));
    expect(after).toMatchObject({ subject: null, message: null, consultationId: null });
    expect(await db().$count(jobs, eq(jobs.groupKey, recordEmailGroup(activity!.id)))).toBe(0);
    expect(await db().$count(mailMessages, eq(mailMessages.toAddress, lead.email))).toBe(0);
  });
});

describe("an e-mail from a member's view", () => {
  it("reaches the member and is kept on their record", async () => {
    const member = await makeMember(suite.t.services, { firstName: "Grace" });
    const response = await send("/admin/users", {
      id: member.id,
      subject: "Your next session",
      body: "See you.",
    });
    expect(response.status).toBe(200);
    expect(receivedBy(member.email)).toHaveLength(1);
    const [activity] = await db()
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.profileId, member.id));
    expect(activity).toMatchObject({
      subject: "Your next session",
      emailDelivery: "sent",
      contactMethod: "email",
    });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "send"), eq(auditEvents.entityId, member.id)));
    expect(audit).toMatchObject({ entity: "user" });
  });
});

describe("refusals change nothing", () => {
  it("sends the signed-out and members to the admin sign-in", async () => {
    const lead = await makeConsultation(db());
    const member = await makeMemberActor(suite.t.services);
    const memberCookie = await signedInMemberCookie(suite.t.services, member);
    for (const cookie of [undefined, memberCookie]) {
      const response = await request("/admin/consultations", cookie, {
        intent: recordEmailIntents.send,
        id: lead.id,
        subject: "Hi",
        body: "Hello.",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/admin\/login/);
    }
    expect(await activitiesOf(lead.id)).toEqual([]);
    expect(receivedBy(lead.email)).toEqual([]);
  });

  it("answers an unknown record 404 and wrong input with the field's message", async () => {
    const before = await db().$count(contactActivities);
    const unknown = await send("/admin/consultations", {
      id: crypto.randomUUID(),
      subject: "Hi",
      body: "Hello.",
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Consultation not found");
    // An operator is not a member: User Management writes to members only.
    const [operator] = await db().select().from(profiles).where(eq(profiles.email, OPERATOR_EMAIL));
    const admin = await send("/admin/users", { id: operator!.id, subject: "Hi", body: "Hello." });
    expect(admin.status).toBe(404);

    const lead = await makeConsultation(db());
    const cases: [Record<string, string>, string][] = [
      [{ subject: "  ", body: "Hello." }, "Subject is required"],
      [{ subject: "Hi", body: "" }, "Message is required"],
      [{ subject: "x".repeat(201), body: "Hello." }, "Subject must be at most 200 characters"],
      [{ subject: "Hi", body: "x".repeat(5001) }, "Message must be at most 5000 characters"],
    ];
    for (const [fields, text] of cases) {
      const response = await send("/admin/consultations", { id: lead.id, ...fields });
      expect([text, response.status]).toEqual([text, 400]);
      expect(await response.text()).toContain(text);
    }
    expect(await db().$count(contactActivities)).toBe(before);
    expect(receivedBy(lead.email)).toEqual([]);
  });
});
