// The public application below the HTTP layer, once its form was read by its schema (the field rules
// and their texts are the form's: app/routes/public/apply-action.test.ts): the database's guarantees
// (case-insensitive unique e-mail, program FK), the follow-up activity, both e-mails, and the abuse
// defences. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationErrorTexts } from "#core/leads/applications/application-errors.ts";
import {
  applicationMessages,
  applicationSubmissionSchema,
} from "#core/leads/applications/application-schema.ts";
import { consultations, contactActivities, mailMessages, programs, rateLimits } from "#server/db/schema.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { makeConsultation, makeProgram } from "#server/seed/factories.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { applicationRateLimitKey, takeApplicationAttempt } from "./application-rate-limit.ts";
import type { ApplicationSettings } from "./application-settings.ts";
import { issueFormToken } from "./form-token.ts";
import { FOLLOW_UP_WITHIN_MS, type SubmittedApplication, submitApplication } from "./submit-application.ts";

const open: ApplicationSettings = { minFillMs: 0, rateLimitMax: 0, rateLimitWindowMs: 3_600_000 };
let suffix = 0;
const uniqueEmail = (prefix = "applicant") => `${prefix}.${Date.now()}.${++suffix}@example.com`;

function application(programId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: "Dr",
    first_name: "  Amelia  ",
    last_name: "Hart",
    date_of_birth: "1980-11-22",
    age: "7", // sent by the client, never trusted
    occupation: "Chief Executive",
    company: "  ",
    email: uniqueEmail(),
    phone_number: "+44 20 7946 0000",
    country: "United Kingdom",
    city: "London",
    social_media_links: "",
    program_id: programId,
    extra_info: "",
    ...overrides,
  };
}

/** What a refused submission says: its code, the text under the form, the texts beside the fields, the wait. */
async function refusal(submitted: Promise<unknown>) {
  const error = await submitted.then(
    () => new Error("expected a refusal, the application was accepted"),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError)) throw error;
  const { code, message, fields, retryAfterSeconds } = error;
  return { code, message, fields, retryAfterSeconds };
}

/** The form as /apply's schema reads it (a form it refuses is the route's to answer). */
const submission = (form: Record<string, unknown>, now?: Date) =>
  applicationSubmissionSchema(now).parse(form);

function stored(result: SubmittedApplication) {
  if (result.kind !== "stored") throw new Error("expected the application stored");
  return result;
}

async function consultationsWithEmail(t: TestContext, email: string) {
  return t.services.db.select().from(consultations).where(eq(consultations.email, email));
}

describe("submitApplication", () => {
  let t: TestContext;
  let programId: string;
  beforeAll(async () => {
    t = await createTestContext({ OPERATIONS_EMAIL: "ops@example.com" });
    programId = (await makeProgram(t.services.db, { name: "Executive Protection" })).id;
  });
  afterAll(() => t.close());

  const submit = (
    form: Record<string, unknown>,
    settings = open,
    now?: Date,
    clientIp = "203.0.113.1",
    formToken?: string,
  ) => submitApplication(t.services, submission(form, now), { clientIp, formToken, settings, now });

  it("stores a valid application: trimmed, blank optionals as null, one person, age from the server", async () => {
    const form = application(programId);
    const now = new Date(Date.UTC(2026, 10, 21, 9));
    const result = await submit(form, open, now);
    expect(result).toMatchObject({ consultationId: expect.any(String) });
    const [row] = await consultationsWithEmail(t, form.email);
    expect(row).toMatchObject({
      title: "Dr",
      firstName: "Amelia",
      lastName: "Hart",
      dateOfBirth: "1980-11-22",
      age: 45,
      company: null,
      socialMediaLinks: null,
      numberOfPeople: 1,
      programId,
      country: "United Kingdom",
      city: "London",
      occupation: "Chief Executive",
    });
    expect(stored(result).consultationId).toBe(row!.id);
  });

  it("takes an applicant of exactly 18 by the server's own clock, whatever age the client sends", async () => {
    const now = new Date(Date.UTC(2026, 10, 21));
    const form = application(programId, { date_of_birth: "2008-11-21", age: "99" });
    expect(await submit(form, open, now)).toMatchObject({ consultationId: expect.any(String) });
    expect((await consultationsWithEmail(t, form.email))[0]?.age).toBe(18);
  });

  it("refuses the same e-mail in another letter case (unique in the database)", async () => {
    await makeConsultation(t.services.db, { email: "Victoria.Stone@Example.com" });
    const activitiesBefore = await t.services.db.select({ n: count() }).from(contactActivities);
    const result = await refusal(submit(application(programId, { email: "victoria.stone@example.COM" })));
    expect(result).toEqual({ code: "conflict", message: applicationErrorTexts.duplicate_email });
    const rows = await t.services.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(sql`lower(${consultations.email}) = 'victoria.stone@example.com'`);
    expect(rows).toHaveLength(1);
    // The activity was in the same transaction: rolled back with the refused consultation.
    expect(await t.services.db.select({ n: count() }).from(contactActivities)).toEqual(activitiesBefore);
  });

  it("refuses a program that does not exist (deleted or forged) and stores nothing", async () => {
    const gone = await makeProgram(t.services.db);
    await t.services.db.delete(programs).where(eq(programs.id, gone.id));
    const form = application(gone.id);
    expect(await refusal(submit(form))).toEqual({
      code: "invalid",
      message: applicationErrorTexts.invalid_program,
      fields: { program_id: applicationMessages.invalidProgram },
    });
    expect(await consultationsWithEmail(t, form.email)).toHaveLength(0);
  });

  it("schedules the 48-hour follow-up with the consultation", async () => {
    const form = application(programId);
    const result = stored(await submit(form));
    const [row] = await consultationsWithEmail(t, form.email);
    const activities = await t.services.db
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.consultationId, result.consultationId));
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({
      activityType: "scheduled",
      status: "pending",
      priority: "high",
      contactMethod: "phone",
      subject: "48-hour follow-up",
    });
    expect(activities[0]!.scheduledAt!.getTime()).toBe(row!.createdAt.getTime() + FOLLOW_UP_WITHIN_MS);
  });

  it("notifies the operators with a back-office link and acknowledges the applicant", async () => {
    const form = application(programId, { email: uniqueEmail("notified"), company: "Hart Holdings" });
    const result = stored(await submit(form));
    await result.notified;
    const [ops] = (await readOutbox(t.dataDir, "ops@example.com")).filter(
      (m) => m.kind === "new-application" && m.text.includes(form.email),
    );
    expect(ops?.link).toBe(`http://localhost:3000/admin/consultations?view=${result.consultationId}`);
    expect(ops?.subject).toBe("New application: Dr Amelia Hart (Executive Protection)");
    expect(ops?.text).toContain("Hart Holdings");
    // SPEC 9: dates as dd/MM/yyyy, in the e-mails too.
    expect(ops?.text).toContain("Date of birth: 22/11/1980");
    const mine = await readOutbox(t.dataDir, form.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: "application-received" });
    expect(mine[0]!.text).toContain("within 48 hours");
    expect(mine[0]!.html).not.toContain("<script");
  });

  it("escapes what the applicant typed in the operators' HTML e-mail", async () => {
    const form = application(programId, { occupation: "<img src=x onerror=alert(1)>" });
    const result = stored(await submit(form));
    await result.notified;
    const [ops] = (await readOutbox(t.dataDir, "ops@example.com")).filter((m) => m.text.includes(form.email));
    expect(ops?.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(ops?.html).not.toContain("<img");
  });

  it("discards a submission whose honeypot is filled, pretending success", async () => {
    const form = application(programId, { extra_info: "https://spam.example" });
    const result = await submit(form);
    expect(result).toEqual({ kind: "discarded" });
    expect(await consultationsWithEmail(t, form.email)).toHaveLength(0);
  });

  it("refuses a form sent back faster than the minimum fill time, or with a forged stamp", async () => {
    const settings = { ...open, minFillMs: 3000 };
    const now = Date.now();
    const fresh = issueFormToken(t.services.config, now - 1000);
    const ip = "203.0.113.1";
    const tooFast = { code: "too_fast", message: applicationErrorTexts.too_fast };
    expect(await refusal(submit(application(programId), settings, new Date(now), ip, fresh))).toEqual(
      tooFast,
    );
    const forged = `${now - 60_000}.${"A".repeat(43)}`;
    expect(await refusal(submit(application(programId), settings, undefined, ip, forged))).toMatchObject(
      tooFast,
    );
    expect(await refusal(submit(application(programId), settings))).toMatchObject(tooFast);
    // A stamp sent as a form field is not the request's stamp.
    expect(
      await refusal(
        submit(
          application(programId, { form_token: issueFormToken(t.services.config, now - 3500) }),
          settings,
        ),
      ),
    ).toMatchObject(tooFast);
    const patient = issueFormToken(t.services.config, now - 3500);
    expect(await submit(application(programId), settings, new Date(now), ip, patient)).toMatchObject({
      consultationId: expect.any(String),
    });
  });

  it("limits complete applications per client address, with the time to wait", async () => {
    const settings = { ...open, rateLimitMax: 2 };
    const now = new Date();
    const from = (ip: string, at = now) => submit(application(programId), settings, at, ip);
    expect(await from("198.51.100.20")).toMatchObject({ consultationId: expect.any(String) });
    expect(await from("198.51.100.20")).toMatchObject({ consultationId: expect.any(String) });
    const limited = await refusal(from("198.51.100.20"));
    expect(limited).toMatchObject({ code: "rate_limited", message: applicationErrorTexts.rate_limited });
    expect(limited.retryAfterSeconds).toBe(3600);
    expect(await from("198.51.100.21")).toMatchObject({ consultationId: expect.any(String) });
    expect(await from("198.51.100.20", new Date(now.getTime() + 3_600_001))).toMatchObject({
      consultationId: expect.any(String),
    });
  });

  it("shares one bucket across an IPv6 /64", async () => {
    expect(applicationRateLimitKey("2001:db8:1:2:aaaa::1")).toBe(
      applicationRateLimitKey("2001:0db8:1:2::ffff"),
    );
    expect(applicationRateLimitKey("2001:db8:1:3::1")).not.toBe(applicationRateLimitKey("2001:db8:1:2::1"));
    expect(applicationRateLimitKey("::ffff:192.0.2.4")).toBe("application:192.0.2.4");
    const settings = { ...open, rateLimitMax: 1 };
    expect(await submit(application(programId), settings, undefined, "2001:db8:7:7::1")).toMatchObject({
      consultationId: expect.any(String),
    });
    expect(
      await refusal(submit(application(programId), settings, undefined, "2001:db8:7:7::2")),
    ).toMatchObject({ code: "rate_limited" });
  });
});

describe("the per-address limit under concurrency", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("lets exactly the limit through when attempts race (one atomic statement each)", async () => {
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () =>
        takeApplicationAttempt(t.services.db, "192.0.2.77", { max: 5, windowMs: 60_000 }),
      ),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
  });

  it("keeps its hourly count when better-auth prunes its own rate-limit rows", async () => {
    const limit = { max: 2, windowMs: 60 * 60 * 1000 };
    for (let i = 0; i < 2; i++) await takeApplicationAttempt(t.services.db, "192.0.2.88", limit);
    // What better-auth does to `rate_limits` once its own (one-minute) windows have passed.
    await t.services.db.delete(rateLimits);
    expect(await takeApplicationAttempt(t.services.db, "192.0.2.88", limit)).toMatchObject({
      allowed: false,
    });
  });
});

describe("submitApplication with the SMTP server down", () => {
  let t: TestContext;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
    t = await createTestContext({ SMTP_URL: "smtp://127.0.0.1:9", OPERATIONS_EMAIL: "ops@example.com" });
  });
  afterAll(() => t.close());

  it("keeps the application and its follow-up, and records both failed e-mails", async () => {
    const program = await makeProgram(t.services.db);
    const form = application(program.id);
    const result = stored(
      await submitApplication(t.services, submission(form), { clientIp: "203.0.113.9", settings: open }),
    );
    await result.notified;
    expect(await consultationsWithEmail(t, form.email)).toHaveLength(1);
    const activities = await t.services.db
      .select()
      .from(contactActivities)
      .where(eq(contactActivities.consultationId, result.consultationId));
    expect(activities).toHaveLength(1);
    const mail = await t.services.db.select().from(mailMessages);
    expect(mail.map((m) => [m.kind, m.status]).sort()).toEqual([
      ["application-received", "failed"],
      ["new-application", "failed"],
    ]);
  });
});
