// What reaches the log when things fail around an applicant's details: error codes, constraint names,
// row ids; never an e-mail address, a name or a value that was typed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { consultations, faqs } from "#server/db/schema.ts";
import { submitConsultation } from "#server/leads/submit-consultation.ts";
import { createTestContext, type TestContext } from "#server/testing/test-services.ts";

let t: TestContext;
const lines: string[] = [];
const logged = () => lines.join("\n");
beforeAll(async () => {
  t = await createTestContext({}, { log: (line) => lines.push(line) });
});
afterAll(() => t.close());

const applicant = {
  title: "Ms",
  firstName: "Henrietta",
  lastName: "Vandersloot",
  email: "henrietta.vandersloot@example.com",
  phoneNumber: "+44 20 7946 0555",
};

it("logs a failed insert by its code and constraint, without the values it carried", async () => {
  const insert = (values: Partial<typeof consultations.$inferInsert>) =>
    t.services.db.insert(consultations).values({ ...applicant, ...values });
  await insert({});
  for (const values of [{}, { title: "Baroness", email: "other@example.com" }]) {
    const error = await insert(values).then(
      () => null,
      (e: unknown) => e,
    );
    t.services.logger.error({ err: error }, "consultation insert failed");
  }
  const log = logged();
  expect(log).toContain("23505");
  expect(log).toContain("consultations_email_lower_key");
  expect(log).toContain("23514");
  for (const value of [
    applicant.email,
    applicant.firstName,
    applicant.lastName,
    applicant.phoneNumber,
    "Baroness",
  ])
    expect(log).not.toContain(value);
});

it("logs an id that is not a uuid without the text that was sent as one", async () => {
  const error = await t.services.db
    .select()
    .from(faqs)
    .where(eq(faqs.id, applicant.email))
    .then(
      () => null,
      (e: unknown) => e,
    );
  t.services.logger.error({ err: error }, "lookup failed");
  expect(logged()).toContain("22P02");
  expect(logged()).not.toContain(applicant.email);
});

it("logs mail by its record id and kind, and the honeypot without the address", async () => {
  await t.services.mailer.send({
    to: applicant.email,
    subject: `Hello ${applicant.lastName}`,
    text: "t",
    html: "<p>t</p>",
    kind: "test",
  });
  await submitConsultation(
    t.services,
    { extra_info: "I am a robot", email: "robot.owner@example.com" },
    { clientIp: "203.0.113.9" },
  );
  const log = logged();
  expect(log).toContain('"kind":"test"');
  expect(log).toContain("honeypot");
  for (const value of [applicant.email, applicant.lastName, "robot.owner@example.com", "203.0.113.9"])
    expect(log).not.toContain(value);
});

it("logs a failed statement by its driver's cause, never the statement's text", async () => {
  lines.length = 0;
  const error = await t.services.db
    .insert(consultations)
    .values({ ...applicant, title: "Baroness", email: "third@example.com" })
    .then(
      () => null,
      (e: unknown) => e,
    );
  t.services.logger.error({ err: error }, "job pass failed");
  const log = logged();
  expect(log).toContain("23514");
  expect(log).toContain("Failed query: [statement not logged]");
  expect(log).not.toMatch(/insert into/i);
  expect(log).not.toContain('"consultations" (');
});
