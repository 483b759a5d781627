// Notifications end to end on both databases, with a real SMTP server and a clock the test moves: the
// sweep job run by two instances on one database, and again after a restart, sends each notice once;
// the morning digest reaches each operator at 08:00 in their own time zone with what waits for them,
// and nothing on an empty day; choices and the admins' defaults decide who receives what; an e-mail
// that finally failed is announced; no notification carries an applicant's surname, address or phone.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zonedTime } from "#core/dates/dates.ts";
import { MY_WORK_PATH } from "#core/my-work/my-work.ts";
import { notificationMail } from "#core/notifications/notification-messages.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { openDatabase } from "#server/db/client.ts";
import { contactActivities, notificationsSent } from "#server/db/schema.ts";
import { bookingJobHandlers } from "#server/events/bookings/booking-jobs.ts";
import { claimJobs, type JobHandlers, runClaimedJobs, runDueJobs } from "#server/jobs/run-due-jobs.ts";
import { createLogger } from "#server/logger.ts";
import { enqueueMail, mailJobHandlers } from "#server/mail/mail-queue.ts";
import { registerForProgram } from "#server/members/registrations/register-for-program.ts";
import { registrationJobHandlers } from "#server/members/registrations/registration-jobs.ts";
import { makeConsultation, makeProgram, uniqueSuffix } from "#server/seed/factories.ts";
import type { Services } from "#server/services.ts";
import { createServices } from "#server/services-factory.ts";
import { makeAdminActor, makeMemberActor } from "#tests/support/members.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { setNotificationDefaults, setOwnNotifications } from "./notification-preferences.ts";
import {
  notificationJobHandlers,
  scheduleNotificationSweep,
  sweepNotifications,
} from "./notification-sweep.ts";

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const handlers = {
  ...bookingJobHandlers,
  ...registrationJobHandlers,
  ...mailJobHandlers,
  ...notificationJobHandlers,
} as JobHandlers<Services>;

let t: TestContext;
let smtp: SmtpSink;
const REFUSED = `refused-${uniqueSuffix()}@example.com`;
beforeAll(async () => {
  smtp = await startSmtpSink((address) =>
    address === REFUSED ? { code: 550, message: "no such user" } : null,
  );
  t = await createTestContext({ SMTP_URL: smtp.url });
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A message as the SMTP server received it, its quoted-printable parts decoded. */
const decoded = (data: string) =>
  data
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const received = (to: string, subject?: string) =>
  smtp.received
    .filter((m) => m.to === to)
    .map((m) => decoded(m.data))
    .filter((data) => !subject || data.includes(`Subject: ${subject}`));

/** Another instance on the same database: its own pool on PostgreSQL; PGlite is one process's. */
function anotherInstance(): { services: Services; close(): Promise<void> } {
  if (!t.databaseUrl)
    return {
      services: createServices(t.services.config, t.services.db, createLogger("silent")),
      close: async () => {},
    };
  const handle = openDatabase({ url: t.databaseUrl }, () => {});
  return {
    services: createServices(t.services.config, handle.db, createLogger("silent")),
    close: () => handle.close(),
  };
}

/** The sweep at `now`, as every instance's worker would run it: all of them polling at once. */
async function sweepAt(now: Date, instances: Services[] = [t.services]) {
  await scheduleNotificationSweep(t.services.db, now);
  await Promise.all(instances.map((services) => runDueJobs(services, handlers, { now })));
}

async function operator(timeZone = "Europe/London"): Promise<SessionUser> {
  const admin = await makeAdminActor(t.services);
  await setOwnNotifications(t.services.db, admin, { choices: {}, timeZone });
  return admin;
}

// One timeline for the whole file: each sweep runs later than the one before (the next sweep is
// scheduled from the last one's clock).
const start = new Date(Date.now() + HOUR);

describe("the 48-hour promise's notices", () => {
  it("tells the owner once when it is at risk, the admins once when it breaks, across two instances and a restart", async () => {
    const [owner, admin] = [await operator(), await operator()];
    const surname = `Quennell${uniqueSuffix()}`;
    const lead = await makeConsultation(t.services.db, {
      firstName: "Imogen",
      lastName: surname,
      phoneNumber: "+44 20 7946 0958",
      ownerId: owner.id,
      createdAt: new Date(start.getTime() - 35 * HOUR),
    });
    const about = (to: string, subject: string) => received(to, subject).filter((m) => m.includes(lead.id));
    let second = anotherInstance();
    const sweepOnBoth = (at: Date) => sweepAt(at, [t.services, second.services]);
    // 13 hours left: nothing yet.
    await sweepOnBoth(start);
    expect(about(owner.email, notificationMail.atRiskSubject)).toEqual([]);
    // 11 hours left: the owner, once, whichever instance ran the sweep; even two sweeps at once (a
    // lease that ran out while the first was still at work) decide each notice once.
    const atRisk = new Date(start.getTime() + 2 * HOUR);
    await Promise.all([sweepNotifications(t.services, atRisk), sweepNotifications(second.services, atRisk)]);
    await sweepOnBoth(new Date(atRisk.getTime() + 5 * MINUTE));
    expect(about(owner.email, notificationMail.atRiskSubject)).toHaveLength(1);
    expect(about(admin.email, notificationMail.atRiskSubject)).toEqual([]);
    expect(about(admin.email, notificationMail.brokenSubject)).toEqual([]);
    // Broken: every operator, once, again whatever the instances and a restart do.
    const broken = new Date(start.getTime() + 14 * HOUR);
    await Promise.all([sweepNotifications(t.services, broken), sweepNotifications(second.services, broken)]);
    await sweepOnBoth(new Date(broken.getTime() + 5 * MINUTE));
    await second.close();
    second = anotherInstance();
    await sweepOnBoth(new Date(broken.getTime() + 10 * MINUTE));
    await second.close();
    expect(about(owner.email, notificationMail.atRiskSubject)).toHaveLength(1);
    const notices = [owner, admin].flatMap((to) => about(to.email, notificationMail.brokenSubject));
    expect(notices).toHaveLength(2);
    const atRiskNotice = about(owner.email, notificationMail.atRiskSubject)[0]!;
    expect(atRiskNotice).toContain(notificationMail.atRisk("Imogen"));
    expect(notices[0]).toContain(notificationMail.broken("Imogen"));
    for (const notice of [...notices, atRiskNotice]) {
      expect(notice).toContain(`/admin/consultations?view=${lead.id}`);
      // No applicant's details beyond the first name: not the surname, address or phone.
      expect(notice).not.toContain(surname);
      expect(notice).not.toContain(lead.email);
      expect(notice).not.toContain("7946");
    }
  });

  it("sends nothing to an operator who turned it off, and the admins' defaults reach a new operator", async () => {
    const declined = await makeAdminActor(t.services);
    await setOwnNotifications(t.services.db, declined, {
      choices: { "promise-broken": false },
      timeZone: "Europe/London",
    });
    const chose = await makeAdminActor(t.services);
    await setOwnNotifications(t.services.db, chose, {
      choices: { "promise-broken": true },
      timeZone: "Europe/London",
    });
    await setNotificationDefaults(t.services.db, declined, { "promise-broken": false });
    const fresh = await makeAdminActor(t.services);
    const now = new Date(start.getTime() + 16 * HOUR);
    const lead = await makeConsultation(t.services.db, {
      firstName: "Otto",
      createdAt: new Date(now.getTime() - 49 * HOUR),
    });
    await sweepAt(now);
    await setNotificationDefaults(t.services.db, declined, {});
    const about = (to: string) =>
      received(to, notificationMail.brokenSubject).filter((m) => m.includes(lead.id));
    expect(about(declined.email)).toEqual([]);
    expect(about(fresh.email)).toEqual([]);
    expect(about(chose.email)).toHaveLength(1);
    // Decided for everyone, sent only where wanted: turning it on later does not send yesterday's news.
    const rows = await t.services.db
      .select()
      .from(notificationsSent)
      .where(eq(notificationsSent.key, `promise-broken:consultation:${lead.id}:${declined.id}`));
    expect(rows).toMatchObject([{ mailed: false }]);
  });
});

describe("an e-mail that finally failed", () => {
  it("is announced to the admins once, without its recipient", async () => {
    const admin = await operator();
    const [id] = await enqueueMail(t.services.db, [
      {
        kind: "application-acknowledgement",
        to: REFUSED,
        subject: "Thank you",
        text: "Hello",
        html: "<p>Hello</p>",
      },
    ]);
    // The worker's every attempt, refused each time, until it gives up.
    for (let attempt = 0; attempt < 8; attempt++)
      await runClaimedJobs(t.services, mailJobHandlers, await claimJobs(t.services, [id!]));
    const now = new Date(start.getTime() + 18 * HOUR);
    await sweepAt(now);
    await sweepAt(new Date(now.getTime() + 5 * MINUTE));
    const notices = received(admin.email, notificationMail.mailFailedSubject);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(notificationMail.mailFailed("E-mail"));
    expect(notices[0]).toContain("/admin/failed-emails");
    expect(notices[0]).not.toContain(REFUSED);
  });
});

describe("the morning digest", () => {
  // Three days on, so every earlier sweep of this file, and the day (BROKEN_NEWS_MS) each promise it
  // broke stays news, are behind it whatever the time of day: two days on, 08:00 in London came within
  // a day of Otto's broken promise when the suite ran between 16:00 and 23:00 UTC, and the idle one was told
  // of it. 08:00 in London and in New York.
  const day = new Date(start.getTime() + 72 * HOUR);
  const wall = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: 8 };
  const londonEight = zonedTime("Europe/London", wall);
  const newYorkEight = zonedTime("America/New_York", wall);

  const followUp = (assignee: string, scheduledAt: Date) =>
    t.services.db.insert(contactActivities).values({
      activityType: "scheduled",
      status: "pending",
      contactMethod: "phone",
      subject: "Call back",
      scheduledAt,
      assignedToUserId: assignee,
    });

  it("reaches each operator at 08:00 in their own zone, with what waits, once; nothing on an empty day", async () => {
    const london = await operator("Europe/London");
    const newYork = await operator("America/New_York");
    const idle = await operator("Europe/London");
    await followUp(london.id, new Date(londonEight.getTime() + 3 * HOUR));
    await followUp(london.id, new Date(londonEight.getTime() + 4 * HOUR));
    await followUp(london.id, new Date(londonEight.getTime() - 20 * HOUR));
    await followUp(newYork.id, new Date(newYorkEight.getTime() - 26 * HOUR));
    await makeConsultation(t.services.db, {
      ownerId: london.id,
      createdAt: new Date(londonEight.getTime() - 40 * HOUR),
    });

    const second = anotherInstance();
    const both = [t.services, second.services];
    await sweepAt(new Date(londonEight.getTime() - MINUTE), both);
    expect(received(london.email, notificationMail.digestSubject)).toEqual([]);
    await sweepAt(new Date(londonEight.getTime() + MINUTE), both);
    await sweepAt(new Date(londonEight.getTime() + 6 * MINUTE), both);
    const londonDigests = received(london.email, notificationMail.digestSubject);
    expect(londonDigests).toHaveLength(1);
    expect(londonDigests[0]).toContain(notificationMail.digestLine.dueToday(2));
    expect(londonDigests[0]).toContain(notificationMail.digestLine.overdue(1));
    expect(londonDigests[0]).toContain(notificationMail.digestLine.atRisk(1));
    // What the digest counts is what My work lists: its one link opens My work, not the dashboard.
    expect(londonDigests[0]).toContain(notificationMail.openMyWork);
    expect(londonDigests[0]).toContain(`${t.services.config.publicUrl}${MY_WORK_PATH}`);
    // New York's 08:00 is five hours later.
    expect(received(newYork.email, notificationMail.digestSubject)).toEqual([]);
    await sweepAt(new Date(newYorkEight.getTime() + MINUTE), both);
    await second.close();
    const newYorkDigests = received(newYork.email, notificationMail.digestSubject);
    expect(newYorkDigests).toHaveLength(1);
    expect(newYorkDigests[0]).toContain(notificationMail.digestLine.overdue(1));
    expect(newYorkDigests[0]).not.toContain("due today");
    expect(newYorkDigests[0]).not.toContain("promise at risk");
    expect(received(london.email, notificationMail.digestSubject)).toHaveLength(1);
    // An empty day: no e-mail, and the day was decided once.
    expect(received(idle.email)).toEqual([]);
    const idleDay = await t.services.db
      .select()
      .from(notificationsSent)
      .where(and(eq(notificationsSent.userId, idle.id), eq(notificationsSent.kind, "morning-digest")));
    expect(idleDay).toMatchObject([{ mailed: false }]);
  });

  it("counts the registrations waiting for approval, the next morning", async () => {
    const admin = await operator("Europe/London");
    const member = await makeMemberActor(t.services, { lastName: `Ashdown${uniqueSuffix()}` });
    const program = await makeProgram(t.services.db);
    await registerForProgram(t.services.db, member, program.id);
    await sweepAt(new Date(londonEight.getTime() + 24 * HOUR + MINUTE));
    const digests = received(admin.email, notificationMail.digestSubject);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain(notificationMail.digestLine.registrations(1));
    expect(digests[0]).not.toContain(member.lastName!);
  });
});

describe("the notices decided", () => {
  it("are forgotten 90 days on, by the sweep; younger ones are kept", async () => {
    const admin = await operator();
    const now = new Date(start.getTime() + 7 * 24 * HOUR);
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * HOUR);
    const row = (about: string, createdAt: Date) => ({
      key: `morning-digest:${about}:${admin.id}`,
      userId: admin.id,
      kind: "morning-digest",
      mailed: false,
      createdAt,
    });
    await t.services.db
      .insert(notificationsSent)
      .values([row("day:old", daysAgo(91)), row("day:young", daysAgo(89))]);
    await sweepAt(now);
    const left = await t.services.db
      .select({ key: notificationsSent.key })
      .from(notificationsSent)
      .where(eq(notificationsSent.userId, admin.id));
    expect(left.map((r) => r.key)).toContain(row("day:young", now).key);
    expect(left.map((r) => r.key)).not.toContain(row("day:old", now).key);
  });
});
