// The durable job table on both databases: a booking's e-mail goes out with its .ics once its job
// runs; a failed SMTP send is retried later and then delivered; a job claimed by an instance that died
// is claimed again when its lease runs out; two instances polling together run each job once; a
// reminder whose booking was cancelled sends nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "#server/db/schema.ts";
import { bookEvent } from "#server/events/bookings/book-event.ts";
import { bookingGroup, bookingJobHandlers } from "#server/events/bookings/booking-jobs.ts";
import { cancelBooking } from "#server/events/bookings/cancel-booking.ts";
import { createLogger } from "#server/logger.ts";
import { makeTrainingEvent } from "#server/seed/factories.ts";
import { createServices } from "#server/services-factory.ts";
import { makeMemberActor, type TestMember } from "#tests/support/members.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { enqueueJobs } from "./enqueue-job.ts";
import { claimDueJobs, type JobHandlers, runDueJobs } from "./run-due-jobs.ts";

let t: TestContext;
let member: TestMember;
beforeAll(async () => {
  t = await createTestContext();
  member = await makeMemberActor(t.services, { firstName: "Jules" });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const jobsOf = (bookingId: string) =>
  t.services.db
    .select()
    .from(jobs)
    .where(eq(jobs.groupKey, bookingGroup(bookingId)));

describe("booking e-mails as durable jobs", () => {
  it("sends the confirmation with an .ics invitation when the job runs, once", async () => {
    const start = new Date(Date.now() + 48 * HOUR);
    const event = await makeTrainingEvent(t.services.db, {
      title: `Range Day ${Date.now()}`,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * HOUR),
      location: "Bisley",
    });
    const { bookingId } = await bookEvent(t.services.db, member, event.id);
    expect((await readOutbox(t.dataDir, member.email)).some((m) => m.subject.includes(event.title))).toBe(
      false,
    );
    await runDueJobs(t.services, bookingJobHandlers);
    const mail = (await readOutbox(t.dataDir, member.email)).filter((m) => m.kind === "booking-confirmed");
    const mine = mail.filter((m) => m.subject === `Booking confirmed: ${event.title}`);
    expect(mine).toHaveLength(1);
    const ics = mine[0]!.attachments?.[0];
    expect(ics?.contentType).toContain("text/calendar");
    expect(ics?.content).toContain("BEGIN:VCALENDAR");
    expect(ics?.content).toContain(`SUMMARY:${event.title}`);
    expect(ics?.content).toContain(`UID:booking-${bookingId}@sovereign-defence`);
    const done = (await jobsOf(bookingId)).find((j) => j.kind === "booking-confirmed");
    expect(done).toMatchObject({ status: "done", attempts: 1 });
    // Run again: nothing is due, nothing is sent twice.
    await runDueJobs(t.services, bookingJobHandlers);
    expect(
      (await readOutbox(t.dataDir, member.email)).filter((m) => m.subject === mine[0]!.subject),
    ).toHaveLength(1);
  });

  it("retries a send that failed (SMTP down) later, then delivers it", async () => {
    // The same database through services whose SMTP server refuses connections.
    const down = createServices(
      { ...t.services.config, smtpUrl: "smtp://127.0.0.1:1" },
      t.services.db,
      createLogger("silent"),
    );
    const event = await makeTrainingEvent(t.services.db, { title: `Retry ${Date.now()}` });
    const { bookingId } = await bookEvent(t.services.db, member, event.id);
    const before = Date.now();
    const first = await runDueJobs(down, bookingJobHandlers);
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const retrying = (await jobsOf(bookingId)).find((j) => j.kind === "booking-confirmed")!;
    expect(retrying).toMatchObject({ status: "pending", attempts: 1 });
    expect(retrying.lastError).toContain("mail not sent");
    expect(retrying.runAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
    // Not due yet: a pass now leaves it alone; once due, the working mailer sends it.
    await runDueJobs(t.services, bookingJobHandlers);
    expect((await jobsOf(bookingId)).find((j) => j.kind === "booking-confirmed")?.status).toBe("pending");
    await runDueJobs(t.services, bookingJobHandlers, { now: new Date(Date.now() + 31_000) });
    expect((await jobsOf(bookingId)).find((j) => j.kind === "booking-confirmed")).toMatchObject({
      status: "done",
      attempts: 2,
    });
    expect(
      (await readOutbox(t.dataDir, member.email)).some(
        (m) => m.subject === `Booking confirmed: ${event.title}`,
      ),
    ).toBe(true);
  });

  it("claims again a job whose instance died mid-run, once its lease has run out", async () => {
    const calls: string[] = [];
    const handlers: JobHandlers = { probe: async (_s, p) => void calls.push(String(p.n)) };
    await enqueueJobs(t.services.db, [{ kind: "probe", payload: { n: "restart" } }]);
    const claimed = await claimDueJobs(t.services, 100);
    expect(claimed.some((j) => j.kind === "probe")).toBe(true);
    // The instance "died": nothing finished the job. Before the lease ends no one else takes it.
    expect((await runDueJobs(t.services, handlers)).done).toBe(0);
    const summary = await runDueJobs(t.services, handlers, { now: new Date(Date.now() + 6 * 60 * 1000) });
    expect(summary.done).toBeGreaterThanOrEqual(1);
    expect(calls).toEqual(["restart"]);
  });

  it("holds a claim for JOB_LEASE_SECONDS: another instance takes the job over once it has run out", async () => {
    const calls: string[] = [];
    const handlers: JobHandlers = { lease: async (_s, p) => void calls.push(String(p.n)) };
    const shortLease = createServices(
      { ...t.services.config, jobs: { ...t.services.config.jobs, leaseMs: 5_000 } },
      t.services.db,
      createLogger("silent"),
    );
    await enqueueJobs(t.services.db, [{ kind: "lease", payload: { n: "short" } }]);
    const now = new Date();
    const [claimed] = (await claimDueJobs(shortLease, 100, now)).filter((j) => j.kind === "lease");
    expect(claimed?.lockedUntil?.getTime()).toBe(now.getTime() + 5_000);
    // Within the lease, nobody else; just after it (not after the default 5 minutes), another instance.
    expect((await runDueJobs(t.services, handlers, { now: new Date(now.getTime() + 4_000) })).done).toBe(0);
    const summary = await runDueJobs(t.services, handlers, { now: new Date(now.getTime() + 6_000) });
    expect(summary.done).toBeGreaterThanOrEqual(1);
    expect(calls).toEqual(["short"]);
  });

  it("runs each job once when two instances poll at the same time", async () => {
    const calls: string[] = [];
    const handlers: JobHandlers = { count: async (_s, p) => void calls.push(String(p.n)) };
    await enqueueJobs(
      t.services.db,
      Array.from({ length: 40 }, (_, n) => ({ kind: "count", payload: { n } })),
    );
    const other = createServices(t.services.config, t.services.db, createLogger("silent"));
    for (let pass = 0; pass < 5; pass++)
      await Promise.all([
        runDueJobs(t.services, handlers, { limit: 7 }),
        runDueJobs(other, handlers, { limit: 7 }),
      ]);
    expect(calls.sort()).toEqual(Array.from({ length: 40 }, (_, n) => String(n)).sort());
  });

  it("sends no reminder for a cancelled booking: its jobs were cancelled with it", async () => {
    const start = new Date(Date.now() + 30 * HOUR);
    const event = await makeTrainingEvent(t.services.db, {
      title: `Cancelled ${Date.now()}`,
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
    const { bookingId } = await bookEvent(t.services.db, member, event.id);
    await cancelBooking(t.services.db, member, bookingId);
    await runDueJobs(t.services, bookingJobHandlers, { now: new Date(start.getTime() - 30 * 60 * 1000) });
    expect((await jobsOf(bookingId)).map((j) => j.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
    expect((await readOutbox(t.dataDir, member.email)).some((m) => m.subject.includes(event.title))).toBe(
      false,
    );
  });

  it("sends the 1-hour reminder when due, with the event's time", async () => {
    const start = new Date(Date.now() + 30 * HOUR);
    const event = await makeTrainingEvent(t.services.db, {
      title: `Reminded ${Date.now()}`,
      startTime: start,
      endTime: new Date(start.getTime() + HOUR),
    });
    await bookEvent(t.services.db, member, event.id);
    await runDueJobs(t.services, bookingJobHandlers, { now: new Date(start.getTime() - 30 * 60 * 1000) });
    const reminders = (await readOutbox(t.dataDir, member.email)).filter(
      (m) => m.kind === "booking-reminder" && m.subject.includes(event.title),
    );
    expect(reminders.map((m) => m.subject).sort()).toEqual([
      `Reminder: ${event.title} starts in 1 hour`,
      `Reminder: ${event.title} starts in 24 hours`,
    ]);
  });
});
