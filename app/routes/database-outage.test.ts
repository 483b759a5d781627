// Issue 22: a database outage signs nobody out and drops nobody's form. While the database is away a
// signed-in page answers 503 with its area's own error page, a data request 503 (never a redirect to
// sign-in), an action 503 with the retry text in the form's result (so the form keeps what was typed);
// no cookie is touched, and the same session works again once the database is back.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "#server/db/schema.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "#server/http/database-outage.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { type CuttableDatabase, cuttableDatabase } from "#tests/support/database-outage.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { makeMemberActor, signedInMemberCookie } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let database: CuttableDatabase;
let under: AppUnderTest;
let adminCookie: string;
let memberCookie: string;
const typedMessage = {
  intent: "send-message",
  body: "Typed while the database was away.",
  key: "7d0c3f4e-2b1a-4c5d-8e9f-0a1b2c3d4e5f",
};

beforeAll(async () => {
  t = await createTestContext({ APPLICATION_MIN_FILL_MS: "0" });
  adminCookie = await signedInAdminCookie(t.services);
  const member = await makeMemberActor(t.services, { firstName: "Outagekept" });
  memberCookie = await signedInMemberCookie(t.services, member);
  database = await cuttableDatabase(t);
  under = await createAppUnderTest(database.services);
}, 60_000);
afterAll(async () => {
  await under?.close();
  await database?.close();
  await t?.close();
});

async function request(path: string, cookie: string, form?: Record<string, string>) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, cookie };
  if (form) headers["content-type"] = "application/x-www-form-urlencoded";
  const response = await under.app.request(`${TEST_ORIGIN}${path}`, {
    method: form ? "POST" : "GET",
    headers,
    body: form ? new URLSearchParams(form) : undefined,
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookies: response.headers.getSetCookie(),
    retryAfter: response.headers.get("retry-after"),
    text: await response.text(),
  };
}

type Answer = Awaited<ReturnType<typeof request>>;

/** A 503 that neither sends the person to sign in nor touches a cookie (the session's above all). */
function expectUnavailableKeepingTheSession(answer: Answer, what: string) {
  expect([what, answer.status, answer.location]).toEqual([what, 503, null]);
  // (The page itself names the sign-in paths: the time-zone script skips its reload there.)
  expect(answer.text, what).not.toMatch(/redirectTo=|SingleFetchRedirect/);
  expect(answer.cookies, what).toEqual([]);
}

const faq = { intent: "create", question: "Is my typed question kept?", answer: "It is, during an outage." };

describe("while the database is unavailable", () => {
  beforeAll(() => database.cut());
  afterAll(() => database.restore());

  it("an operator's page is its area's error page with the retry text, answered 503", async () => {
    const page = await request("/admin/consultations", adminCookie);
    expectUnavailableKeepingTheSession(page, "/admin/consultations");
    expect(page.text).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    expect(page.text).toContain('aria-label="Admin"'); // inside the admin shell
  });

  it("a member's page is its area's error page with the retry text, answered 503", async () => {
    const page = await request("/members/schedule", memberCookie);
    expectUnavailableKeepingTheSession(page, "/members/schedule");
    expect(page.text).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    expect(page.text).toContain('aria-label="Members"');
  });

  it("a data request (a navigation in the browser) is a 503 error for the page, not a redirect", async () => {
    for (const [path, cookie] of [
      ["/admin/consultations.data", adminCookie],
      ["/members/schedule.data", memberCookie],
    ] as const) {
      const answer = await request(path, cookie);
      expectUnavailableKeepingTheSession(answer, path);
      expect(answer.text, path).not.toContain('"redirect"');
    }
  });

  it("an action answers 503 with the retry text in its result, so the form keeps what was typed", async () => {
    for (const path of ["/admin/faqs.data", "/admin/faqs"]) {
      const answer = await request(path, adminCookie, faq);
      expectUnavailableKeepingTheSession(answer, path);
      expect(answer.text, path).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    }
    const booking = await request("/members/schedule.data", memberCookie, {
      intent: "book-event",
      id: "00000000-0000-4000-8000-000000000000",
    });
    expectUnavailableKeepingTheSession(booking, "a member's booking");
    expect(booking.text).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    // An e-mail written from a lead's record: the compose dialog stays open with its words.
    const email = await request("/admin/consultations.data", adminCookie, {
      intent: "send-email",
      id: "00000000-0000-4000-8000-000000000000",
      subject: "Kept during an outage",
      body: "Every word stays in the dialog.",
    });
    expectUnavailableKeepingTheSession(email, "an e-mail from the record");
    expect(email.text).toContain(DATABASE_UNAVAILABLE_MESSAGE);

    // A message to the instructor: a failed answer, so the form keeps its words and its key.
    const message = await request("/members/messages.data", memberCookie, typedMessage);
    expectUnavailableKeepingTheSession(message, "a member's message");
    expect(message.text).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    // With an attachment (a multipart form): the same answer; the form keeps its words and its file.
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...typedMessage, body: "Words typed with a file." }))
      form.append(name, value);
    form.append("file", new File([new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n"))], "kept.pdf"));
    const response = await under.app.request(`${TEST_ORIGIN}/members/messages.data`, {
      method: "POST",
      headers: { origin: TEST_ORIGIN, cookie: memberCookie },
      body: form,
    });
    const withFile: Answer = {
      status: response.status,
      location: response.headers.get("location"),
      cookies: response.headers.getSetCookie(),
      retryAfter: response.headers.get("retry-after"),
      text: await response.text(),
    };
    expectUnavailableKeepingTheSession(withFile, "a member's message with a file");
    expect(withFile.text).toContain(DATABASE_UNAVAILABLE_MESSAGE);
  });

  it("every 503 says when to try again (Retry-After)", async () => {
    const application = {
      title: "Mrs",
      first_name: "Amelia",
      last_name: "Stone",
      date_of_birth: "1990-05-04",
      occupation: "Pilot",
      email: "outage.applicant@example.com",
      phone_number: "+44 20 7946 0000",
      country: "United Kingdom",
      city: "Leeds",
      program_id: "00000000-0000-4000-8000-000000000000",
    };
    const answers: [string, Answer][] = [
      ["an operator's page", await request("/admin/consultations", adminCookie)],
      ["an operator's data request", await request("/admin/consultations.data", adminCookie)],
      ["an operator's form", await request("/admin/faqs", adminCookie, faq)],
      ["a member's page", await request("/members/schedule", memberCookie)],
      ["the application", await request("/apply", "", application)],
      ["the health check", await request("/api/health", "")],
      ["the session look-up", await request("/api/auth/get-session", adminCookie)],
    ];
    expect(answers.map(([what, answer]) => [what, answer.status, answer.retryAfter])).toEqual(
      answers.map(([what]) => [what, 503, "5"]),
    );
  });
});

describe("once the database is back", () => {
  it("the same sessions are signed in, and the operator's retry lands", async () => {
    expect((await request("/admin/consultations", adminCookie)).status).toBe(200);
    expect((await request("/members/schedule", memberCookie)).status).toBe(200);
    const retry = await request("/admin/faqs.data", adminCookie, faq);
    expect(retry.status).toBe(200);
    expect(retry.text).toContain("FAQ created successfully");
    // The kept message sent again, twice: stored once.
    for (const _ of [1, 2])
      expect((await request("/members/messages.data", memberCookie, typedMessage)).status).toBe(200);
    const stored = await t.services.db.select().from(messages).where(eq(messages.body, typedMessage.body));
    expect(stored).toHaveLength(1);
  });
});
