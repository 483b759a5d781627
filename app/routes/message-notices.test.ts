// E-mail notices of a new message (decision 235) through the real routes and a real SMTP server, on
// both databases: one notice per unread batch (a second message while the first is unread sends
// nothing; once read, the next message starts a new batch), to the member when the firm wrote and to
// the member's lead's owner (every operator when there is none) when the member wrote; none to a
// person who turned the kind off on their Settings; never the message's words, a member by first name
// at most; a notice job run again sends nothing more.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notificationMail } from "#core/notifications/notification-messages.ts";
import { conversations, jobs } from "#server/db/schema.ts";
import { runClaimedJobs } from "#server/jobs/run-due-jobs.ts";
import { MESSAGE_NOTICE_JOB, messageNoticeJobHandlers } from "#server/messages/message-notices.ts";
import { makeConsultation } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { formPost, TEST_ORIGIN } from "#tests/support/http.ts";
import { memberSignedIn, operatorSignedIn } from "#tests/support/members.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";

let smtp: SmtpSink;
const env: Record<string, string> = { SITE_NAME: "Sovereign Defence" };
beforeAll(async () => {
  smtp = await startSmtpSink();
  env.SMTP_URL = smtp.url;
  return () => smtp.close();
});
const suite = appUnderTestForSuite({ env });
const db = () => suite.t.services.db;

const get = (path: string, cookie: string) =>
  suite.app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie }, redirect: "manual" });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  suite.app.request(formPost(path, fields, cookie));
const send = async (body: string, cookie: string) =>
  expect(
    (await post("/members/messages", { intent: "send-message", body, key: randomUUID() }, cookie)).status,
  ).toBe(200);
const reply = async (memberId: string, body: string, cookie: string) =>
  expect(
    (await post("/admin/messages", { intent: "send-message", id: memberId, body, key: randomUUID() }, cookie))
      .status,
  ).toBe(200);

/** A received message with its quoted-printable soft breaks and escapes undone. */
const decoded = (data: string) =>
  data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const notices = (to: string, subject: string) =>
  smtp.received
    .filter((m) => m.to === to)
    .map((m) => decoded(m.data))
    .filter((data) => data.includes(`Subject: ${subject}`));
const toMember = (email: string) => notices(email, notificationMail.newMessageSubject);
const toOperator = (email: string) => notices(email, notificationMail.memberMessageSubject);

const aMember = (firstName: string) =>
  memberSignedIn(suite.t.services, { firstName, lastName: "Surnameless" });
const anOperator = () => operatorSignedIn(suite.t.services);
const leadFor = (member: { id: string; email: string }, ownerId: string | null) =>
  makeConsultation(db(), { email: member.email, memberId: member.id, ownerId });

describe("a notice to the member when the firm writes", () => {
  it("is sent once per unread batch, says only that a message waits, and links to Messages", async () => {
    const { member, cookie } = await aMember("Batchmember");
    const staff = await anOperator();
    await reply(member.id, "The gate code is 4471.", staff.cookie);
    await reply(member.id, "And the second door is blue.", staff.cookie);
    // Two messages, one unread batch: one e-mail.
    expect(toMember(member.email)).toHaveLength(1);
    const [mail] = toMember(member.email);
    expect(mail).toContain(notificationMail.newMessage);
    expect(mail).toContain(`${TEST_ORIGIN}/members/messages`);
    expect(mail).not.toContain("4471");
    expect(mail).not.toContain("second door");

    // Read: the next message starts a new batch.
    expect((await get("/members/messages", cookie)).status).toBe(200);
    await reply(member.id, "Thursday at nine.", staff.cookie);
    expect(toMember(member.email)).toHaveLength(2);
    expect(toMember(member.email).join("\n")).not.toContain("Thursday at nine");
  });

  it("is not sent to a member who turned it off on their Settings", async () => {
    const { member, cookie } = await aMember("Quietmember");
    const staff = await anOperator();
    const page = await (await get("/members/settings", cookie)).text();
    expect(page).toContain("A new message from your instructor");
    expect(page).toMatch(/name="new-message"[^>]*checked/);
    // Unticked: the box is absent from the form.
    const saved = await post("/members/settings", { intent: "notifications-own" }, cookie);
    expect(saved.status).toBe(200);
    expect(await (await get("/members/settings", cookie)).text()).not.toMatch(
      /name="new-message"[^>]*checked/,
    );

    await reply(member.id, "Are you free on Monday?", staff.cookie);
    expect(toMember(member.email)).toEqual([]);
  });
});

describe("a notice to the firm when a member writes", () => {
  it("goes to the owner of the member's lead only, once per unread batch, with a first name at most", async () => {
    const owner = await anOperator();
    const other = await anOperator();
    const { member, cookie } = await aMember("Ownedmember");
    await leadFor(member, owner.operator.id);
    await send("My address changed to 12 Hidden Lane.", cookie);
    await send("And my phone too.", cookie);
    expect(toOperator(owner.operator.email)).toHaveLength(1);
    expect(toOperator(other.operator.email)).toEqual([]);
    const [mail] = toOperator(owner.operator.email);
    expect(mail).toContain(notificationMail.memberMessage("Ownedmember"));
    expect(mail).toContain(`${TEST_ORIGIN}/admin/messages?member=${member.id}`);
    for (const secret of ["Hidden Lane", "my phone", "Surnameless", member.email])
      expect(mail).not.toContain(secret);

    // Any operator reading it reads it for the firm: the next message is a new batch.
    expect((await get(`/admin/messages?member=${member.id}`, other.cookie)).status).toBe(200);
    await send("One more thing.", cookie);
    expect(toOperator(owner.operator.email)).toHaveLength(2);
    expect(toOperator(other.operator.email)).toEqual([]);
  });

  it("goes to every operator when the member's lead has no owner, or there is no lead", async () => {
    const first = await anOperator();
    const second = await anOperator();
    const unowned = await aMember("Unownedmember");
    await leadFor(unowned.member, null);
    const leadless = await aMember("Leadlessmember");
    await send("Hello from a lead without an owner.", unowned.cookie);
    await send("Hello without a lead.", leadless.cookie);
    for (const operator of [first, second]) {
      const mails = toOperator(operator.operator.email);
      expect(mails).toHaveLength(2);
      expect(mails.join("\n")).toContain(notificationMail.memberMessage("Unownedmember"));
      expect(mails.join("\n")).toContain(notificationMail.memberMessage("Leadlessmember"));
    }
  });

  it("is not sent to an operator who turned it off on Settings", async () => {
    const owner = await anOperator();
    const { member, cookie } = await aMember("Unheardmember");
    await leadFor(member, owner.operator.id);
    const saved = await post(
      "/admin/settings",
      { intent: "notifications-own", "promise-at-risk": "on", timeZone: "Europe/London" },
      owner.cookie,
    );
    expect(saved.status).toBe(200);
    await send("Can we move the session?", cookie);
    expect(toOperator(owner.operator.email)).toEqual([]);
  });
});

describe("the notice's job", () => {
  it("run again (another instance, a restart) sends nothing more", async () => {
    const { member } = await aMember("Twicemember");
    const staff = await anOperator();
    await reply(member.id, "See you soon.", staff.cookie);
    expect(toMember(member.email)).toHaveLength(1);
    const [conversation] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.memberId, member.id));
    const [job] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, MESSAGE_NOTICE_JOB), eq(jobs.groupKey, `conversation:${conversation!.id}`)));
    expect(job?.status).toBe("done");
    await runClaimedJobs(suite.t.services, messageNoticeJobHandlers, [job!]);
    expect(toMember(member.email)).toHaveLength(1);
  });
});
