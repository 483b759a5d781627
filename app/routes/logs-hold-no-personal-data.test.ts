// What reaches the log when things fail around an applicant's details: error codes, constraint names,
// row ids; never an e-mail address, a name or a value that was typed. Nor, through the whole app, a
// reset link's token or what an operator searched for: the request lines keep the path's shape and
// the query's parameter names.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { applicationSubmissionSchema } from "#core/leads/applications/application-schema.ts";
import { consultations, faqs } from "#server/db/schema.ts";
import { submitApplication } from "#server/leads/applications/submit-application.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { browserRequest, formPost, pathOf } from "#tests/support/http.ts";
import { makeMemberActor } from "#tests/support/members.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let under: AppUnderTest;
const lines: string[] = [];
const logged = () => lines.join("\n");
beforeAll(async () => {
  t = await createTestContext({}, { log: (line) => lines.push(line) });
  under = await createAppUnderTest(t.services);
}, 60_000);
afterAll(async () => {
  await under?.close();
  await t?.close();
});

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
  await submitApplication(
    t.services,
    applicationSubmissionSchema().parse({ extra_info: "I am a robot", email: "robot.owner@example.com" }),
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

it("logs a whole password reset and an operator's searches without a token, a name or an address", async () => {
  const member = await makeMemberActor(t.services, { firstName: "Ottoline", lastName: "Featherstonehaugh" });
  const adminCookie = await signedInAdminCookie(t.services);
  lines.length = 0;
  const form = (fields: Record<string, string>) =>
    browserRequest("", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const send = async (path: string, init?: Request, cookie?: string) => {
    const request = new Request(`http://localhost:3000${path}`, init);
    if (cookie) request.headers.set("cookie", cookie);
    if (!init) request.headers.set("origin", "http://localhost:3000");
    const response = await under.app.request(request, { redirect: "manual" });
    await response.arrayBuffer();
    return response;
  };

  // Forgot password, the e-mailed link, the reset page with its token, the new password.
  expect((await send("/members/login", form({ intent: "forgot", email: member.email }))).status).toBe(302);
  const link = (await readOutbox(t.dataDir, member.email)).find((m) => m.kind === "password-reset")?.link;
  expect(link, "a reset link was mailed").toBeTruthy();
  const token = /reset-password\/([^/?]+)/.exec(link!)![1]!;
  const landing = await send(pathOf(link!));
  expect(landing.status).toBe(302);
  const resetPage = new URL(landing.headers.get("location")!, "http://localhost:3000");
  const resetPath = `${resetPage.pathname}${resetPage.search}`;
  expect(resetPath).toContain(token);
  expect((await send(resetPath)).status).toBe(200);
  const password = "a-new-password-9";
  const reset = await send(resetPath, form({ token, password, confirmPassword: password }));
  expect(reset.status).toBe(302);

  // An operator's searches by name and by address, as a page and as a data request.
  for (const q of [`${member.firstName} ${member.lastName}`, member.email])
    for (const path of ["/admin/consultations", "/admin/users", "/admin/users.data"])
      expect((await send(`${path}?q=${encodeURIComponent(q)}&page=1`, undefined, adminCookie)).status).toBe(
        200,
      );

  const log = logged();
  expect(log).toContain('"path":"/api/auth/reset-password/[redacted]?callbackURL"');
  expect(log).toContain('"path":"/reset-password?token"');
  expect(log).toContain('"path":"/admin/users?q&page"');
  for (const value of [
    token,
    member.email,
    member.firstName,
    member.lastName,
    encodeURIComponent(member.email),
  ])
    expect(log).not.toContain(value);
});

it("logs a refused application by its code and the developer's detail, never what was typed", async () => {
  lines.length = 0;
  // Sent back without the time stamp its page set: refused as too fast.
  const response = await under.app.request(
    formPost("/apply", {
      title: applicant.title,
      first_name: applicant.firstName,
      last_name: applicant.lastName,
      date_of_birth: "1980-02-03",
      occupation: "Director",
      email: applicant.email,
      phone_number: applicant.phoneNumber,
      country: "United Kingdom",
      city: "Bath",
      program_id: "0b6f7c1e-3f0a-4d2b-9a61-6c1d2e3f4a5b",
    }),
  );
  await response.arrayBuffer();
  expect(response.status).toBe(400);
  const refused = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === "action refused");
  expect(refused).toMatchObject({ level: 30, code: "too_fast", detail: "no valid time stamp" });
  for (const value of [applicant.email, applicant.firstName, applicant.lastName, applicant.phoneNumber])
    expect(logged()).not.toContain(value);
});
