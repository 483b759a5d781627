// Every e-mail is durable (decision 150), against a real SMTP server on loopback that can refuse.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applicationSubmissionSchema } from "#core/leads/applications/application-schema.ts";
import { consultations, jobs } from "#server/db/schema.ts";
import { runDueJobs } from "#server/jobs/run-due-jobs.ts";
import { submitApplication } from "#server/leads/applications/submit-application.ts";
import { makeProgram, uniqueSuffix } from "#server/seed/factories.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { enqueueMail, MAIL_JOB, mailJobHandlers, sendMail, sendQueuedMail } from "./mail-queue.ts";
import type { MailMessage } from "./mailer.ts";

const message = (to: string): MailMessage => ({
  kind: "test",
  to,
  subject: "A discreet test",
  text: "Hello",
  html: "<p>Hello</p>",
  link: "http://localhost:3000/reset-password/secret-token",
});

let t: TestContext;
let smtp: SmtpSink;
let refusing = false;

beforeAll(async () => {
  smtp = await startSmtpSink(() => (refusing ? { code: 451, message: "try again later" } : null));
  t = await createTestContext({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  refusing = false;
});

const uniqueEmail = (name: string) => `${name}.${uniqueSuffix()}@example.com`;
const arrived = (to: string) => smtp.received.filter((message) => message.to === to).length;
const jobOf = async (id: string) => (await t.services.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
/** A moment after every back-off: what the worker sees once the wait is over. */
const later = () => new Date(Date.now() + 2 * 60 * 60 * 1000);

describe("the mail queue", () => {
  it("sends at once, and keeps no body or link once sent", async () => {
    const to = uniqueEmail("at-once");
    const [id] = await enqueueMail(t.services.db, [message(to)]);
    expect(await sendQueuedMail(t.services, [id!])).toBe(true);
    expect(arrived(to)).toBe(1);
    const job = await jobOf(id!);
    expect(job).toMatchObject({ kind: MAIL_JOB, status: "done", attempts: 1 });
    expect(job.payload).toEqual({ kind: "test", to, subject: "A discreet test" });
  });

  it("retries a refused message with back-off, and it arrives once when the server accepts", async () => {
    const to = uniqueEmail("refused");
    refusing = true;
    expect(await sendMail(t.services, [message(to)])).toBe(false);
    const [job] = await t.services.db.select().from(jobs).where(sql`${jobs.payload}->>'to' = ${to}`);
    expect(job).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("451") });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: the worker leaves it.
    await runDueJobs(t.services, mailJobHandlers);
    expect((await jobOf(job!.id)).attempts).toBe(1);

    refusing = false;
    await runDueJobs(t.services, mailJobHandlers, { now: later() });
    await runDueJobs(t.services, mailJobHandlers, { now: later() });
    expect(arrived(to)).toBe(1);
    expect(await jobOf(job!.id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("fails for good after its attempts, kept for an operator", async () => {
    const to = uniqueEmail("given-up");
    refusing = true;
    const [id] = await enqueueMail(t.services.db, [message(to)]);
    for (let i = 0; i < 10; i++) await runDueJobs(t.services, mailJobHandlers, { now: later() });
    expect(await jobOf(id!)).toMatchObject({ status: "failed", attempts: 8 });
    expect(arrived(to)).toBe(0);
  });

  it("is sent once when the request and two instances' workers reach for it together", async () => {
    const to = uniqueEmail("raced");
    const [id] = await enqueueMail(t.services.db, [message(to)]);
    await Promise.all([
      sendQueuedMail(t.services, [id!]),
      runDueJobs(t.services, mailJobHandlers),
      runDueJobs(t.services, mailJobHandlers),
    ]);
    await runDueJobs(t.services, mailJobHandlers, { now: later() });
    expect(arrived(to)).toBe(1);
  });

  it("is sent after a crash between the commit and the send, and after a crash mid-send once the lease ends", async () => {
    // What a process killed right after the commit leaves: the job, pending.
    const committed = uniqueEmail("after-commit");
    await enqueueMail(t.services.db, [message(committed)]);
    await runDueJobs(t.services, mailJobHandlers);
    expect(arrived(committed)).toBe(1);

    // What a process killed while sending leaves: the job running under its lease.
    const midSend = uniqueEmail("mid-send");
    const [id] = await enqueueMail(t.services.db, [message(midSend)]);
    await t.services.db
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, id!));
    await runDueJobs(t.services, mailJobHandlers);
    expect(arrived(midSend)).toBe(0);
    await runDueJobs(t.services, mailJobHandlers, { now: later() });
    expect(arrived(midSend)).toBe(1);
  });
});

describe("the application's e-mails", () => {
  it("are written with the lead, and not at all when the lead is refused", async () => {
    const programId = (await makeProgram(t.services.db)).id;
    const email = uniqueEmail("applicant");
    const form = {
      title: "Mrs",
      first_name: "Amelia",
      last_name: "Hart",
      date_of_birth: "1980-04-02",
      occupation: "Chief Executive",
      email,
      phone_number: "+44 20 7946 0000",
      country: "United Kingdom",
      city: "London",
      program_id: programId,
    };
    const submit = () =>
      submitApplication(t.services, applicationSubmissionSchema().parse(form), {
        clientIp: "203.0.113.9",
        settings: { minFillMs: 0, rateLimitMax: 0, rateLimitWindowMs: 60_000 },
      });
    refusing = true;
    const first = await submit();
    if (first.kind !== "stored") throw new Error("expected the application stored");
    await first.notified;
    const queued = await t.services.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${MAIL_JOB} AND ${jobs.payload}->>'to' = ${email}`);
    expect(queued).toMatchObject([{ status: "pending" }]);

    // The same address again: refused as a duplicate, so no second lead and no e-mail written.
    await expect(submit()).rejects.toMatchObject({ code: "conflict" });
    expect(await t.services.db.$count(consultations, eq(consultations.email, email))).toBe(1);
    expect(
      await t.services.db.$count(jobs, sql`${jobs.kind} = ${MAIL_JOB} AND ${jobs.payload}->>'to' = ${email}`),
    ).toBe(1);

    refusing = false;
    await runDueJobs(t.services, mailJobHandlers, { now: later() });
    expect(arrived(email)).toBe(1);
  });
});
