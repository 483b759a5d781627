// /apply's action answers every outcome in the one form result shape (decisions 134, 206): a refusal
// with its code, the catalogue's text, the messages beside the fields and what was typed (the form's
// time stamp is a cookie, set with the page); a spent limit with Retry-After; nothing cacheable. A post
// without its intent field (a copy of the page open from before) is still an application. Every rule of
// the form is read here, by the form's schema, before anything is stored.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrors } from "#core/forms/form-result.ts";
import { applicationErrorTexts } from "#core/leads/applications/application-errors.ts";
import { applicationMessages, applicationSchema } from "#core/leads/applications/application-schema.ts";
import { consultations } from "#server/db/schema.ts";
import { makeProgram } from "#server/seed/factories.ts";
import { formPost, runAction } from "#tests/support/actions.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { action as applyAction } from "~/routes/public/apply.tsx";

let t: TestContext;
let programId: string;
beforeAll(async () => {
  t = await createTestContext({ APPLICATION_MIN_FILL_MS: "0", APPLICATION_RATE_LIMIT: "2" });
  programId = (await makeProgram(t.services.db)).id;
});
afterAll(() => t.close());

let suffix = 0;
const application = (overrides: Record<string, string> = {}) => ({
  intent: "submit-application",
  title: "Mrs",
  first_name: "Amelia",
  last_name: "Stone",
  date_of_birth: "1990-05-04",
  occupation: "Pilot",
  email: `applicant.${++suffix}@example.com`,
  phone_number: "+44 20 7946 0000",
  country: "United Kingdom",
  city: "Leeds",
  program_id: programId,
  ...overrides,
});
const apply = (fields: Record<string, string>, ip = "203.0.113.5") =>
  runAction(applyAction, t.services, formPost("/apply", fields, { ip }));

describe("POST /apply", () => {
  it("takes a complete application, with or without its intent field, privately", async () => {
    const { intent: _, ...withoutIntent } = application();
    for (const fields of [application(), withoutIntent]) {
      const answer = await apply(fields, "198.51.100.1");
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ ok: true, message: "" });
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("sends the form back with the catalogue's text, the field messages and what was typed", async () => {
    const answer = await apply(application({ first_name: "", city: "Leeds" }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      message: applicationErrorTexts.missing_fields,
      errors: { first_name: "First name is required" },
      values: { first_name: "", city: "Leeds", program_id: programId },
    });
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses a second application with the same e-mail with 409 and the catalogue's text", async () => {
    const fields = application();
    expect((await apply(fields, "198.51.100.2")).status).toBe(200);
    const again = await apply(fields, "198.51.100.3");
    expect([again.status, again.data.message]).toEqual([409, applicationErrorTexts.duplicate_email]);
  });

  it("answers a client over its limit with 429 and the wait in Retry-After", async () => {
    for (let i = 0; i < 2; i++) expect((await apply(application(), "192.0.2.50")).status).toBe(200);
    const limited = await apply(application(), "192.0.2.50");
    expect([limited.status, limited.data.message]).toEqual([429, applicationErrorTexts.rate_limited]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(limited.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("POST /apply's fields", () => {
  /** What a refused form says: its status, its code, the text under the form, the texts beside the fields. */
  const refusal = async (fields: Record<string, string>, ip?: string) => {
    const { status, data } = await apply(fields, ip);
    return { status, code: data.code, message: data.message, errors: data.errors };
  };
  const stored = async () => (await t.services.db.select({ n: count() }).from(consultations))[0]!.n;

  it("gives every spec message for an empty form, and stores nothing", async () => {
    const before = await stored();
    const empty = applicationSchema().safeParse({});
    if (empty.success) throw new Error("an empty form is refused");
    // The messages word for word: core/leads/applications/application-schema.test.ts.
    expect(await refusal({ intent: "submit-application" })).toEqual({
      status: 400,
      code: "fields",
      message: applicationErrorTexts.missing_fields,
      errors: fieldErrors(empty.error),
    });
    expect(await stored()).toBe(before);
  });

  it.each([
    ["title", "", "Title is required"],
    ["title", "Sir", "Title is required"],
    ["first_name", " ", "First name is required"],
    ["last_name", "", "Last name is required"],
    ["date_of_birth", "", "Date of birth is required"],
    ["occupation", "", "Occupation is required"],
    ["email", "amelia@", "Invalid email address"],
    ["phone_number", "", "Phone number is required"],
    ["country", "", "Country is required"],
    ["city", "", "City is required"],
    ["program_id", "", "Please select a program"],
  ])("refuses %s = %j with %s", async (field, value, message) => {
    expect(await refusal(application({ [field]: value }))).toMatchObject({
      status: 400,
      code: "fields",
      errors: { [field]: message },
    });
  });

  it("names an invalid e-mail and a program id that is none under the form too", async () => {
    expect(await refusal(application({ email: "not-an-address" }))).toMatchObject({
      code: "fields",
      message: applicationErrorTexts.invalid_email,
    });
    expect(await refusal(application({ program_id: "not-a-uuid" }))).toMatchObject({
      code: "fields",
      message: applicationErrorTexts.invalid_program,
    });
  });

  it("refuses an applicant under 18 by the server's own clock, whatever age the client sends", async () => {
    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    const young = await refusal(
      application({ date_of_birth: seventeen.toISOString().slice(0, 10), age: "30" }),
    );
    // Explained beside the field only.
    expect(young).toMatchObject({
      status: 400,
      code: "fields",
      message: "",
      errors: { date_of_birth: applicationMessages.underAge },
    });
  });

  it("answers a field over its length beside it (every field's limit: consultation-schema.test.ts)", async () => {
    for (const [field, length] of [
      ["first_name", 500],
      ["social_media_links", 2001],
    ] as const)
      expect(await refusal(application({ [field]: "x".repeat(length) }))).toMatchObject({
        status: 400,
        code: "fields",
        errors: { [field]: expect.stringMatching(/too long/) },
      });
  });

  it("does not count wrong fields against the client's limit", async () => {
    const ip = "192.0.2.60";
    for (let i = 0; i < 3; i++) expect((await apply(application({ city: "" }), ip)).status).toBe(400);
    for (let i = 0; i < 2; i++) expect((await apply(application(), ip)).status).toBe(200);
    expect((await apply(application(), ip)).status).toBe(429);
  });

  it("tells a post whose honeypot is filled that it succeeded, whatever else it holds, and stores nothing", async () => {
    const before = await stored();
    for (const fields of [application({ extra_info: "https://spam.example" }), { extra_info: "x" }]) {
      const answer = await apply(fields, "192.0.2.61");
      expect([answer.status, answer.data]).toEqual([
        200,
        { ok: true, message: "", intent: "submit-application" },
      ]);
    }
    expect(await stored()).toBe(before);
  });
});
