// /apply's action answers every outcome in the one form result shape (decision 134): a refusal with
// the catalogue's text, the messages beside the fields and what was typed (the form's time stamp is a cookie, set with the page); a
// spent limit with Retry-After; nothing cacheable. A post without its intent field (a copy of the page
// open from before) is still an application.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationErrorTexts } from "#core/leads/application-errors.ts";
import { makeProgram } from "#server/db/seed/factories.ts";
import { formPost, runAction } from "#server/testing/actions.ts";
import { createTestContext, type TestContext } from "#server/testing/test-services.ts";
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
