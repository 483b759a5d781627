// Every route action, sent what no form of ours sends: a body that is not a form, a broken multipart,
// NUL bytes in every field, ids that are malformed or name nothing. Each gets a 4xx with a message,
// never a 500, never SQL on the page, and nothing stored with a NUL in it. Through the real app:
// Hono in front of React Router's handler and the route modules as they ship.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTestForSuite } from "#server/testing/app-under-test.ts";
import { TEST_ORIGIN } from "#server/testing/http.ts";
import { makeMemberActor, signedInMemberCookie } from "#server/testing/members.ts";

let memberCookie: string;
const suite = appUnderTestForSuite({
  env: { APPLICATION_MIN_FILL_MS: "0" },
  prepare: async ({ t }) => {
    memberCookie = await signedInMemberCookie(t.services, await makeMemberActor(t.services));
  },
});

/** What a driver or SQL error looks like on a page; none of it may ever be shown. */
const SQL_LEAKS = /invalid input syntax|violates|Failed query|duplicate key|relation "|syntax error at/i;

const actions = [
  { path: "/admin/faqs", admin: true, fields: ["question", "answer", "displayOrder"] },
  { path: "/admin/users", admin: true, fields: ["email", "firstName", "lastName", "role"] },
  {
    path: "/admin/programs",
    admin: true,
    fields: ["name", "tagline", "duration", "description", "features"],
  },
  {
    path: "/admin/member-registrations",
    admin: true,
    fields: ["progressPercentage"],
    intents: ["approve", "reject", "complete", "set-progress"],
  },
  {
    path: "/admin/training-events",
    admin: true,
    fields: ["title", "eventType", "startTime", "endTime", "maxCapacity", "meetingUrl", "attendance"],
    intents: ["update", "cancel-event", "mark-attendance"],
  },
  { path: "/members/available-programs", member: true, fields: ["id"], intents: ["register"] },
  {
    path: "/members/schedule",
    member: true,
    fields: ["id"],
    intents: ["book-event", "join-waitlist", "cancel-booking"],
  },
  { path: "/members/profile", member: true, fields: ["firstName", "lastName", "phone", "newPassword"] },
  {
    path: "/admin/consultations",
    admin: true,
    fields: ["title", "firstName", "lastName", "email", "phoneNumber", "programId"],
  },
  { path: "/admin/activities", admin: true, fields: ["activityType", "contactMethod", "subject", "notes"] },
  { path: "/admin/login", admin: false, fields: ["email", "password"] },
  { path: "/members/login", admin: false, fields: ["email", "password", "firstName", "lastName"] },
  { path: "/reset-password", admin: false, fields: ["token", "password", "confirmPassword"] },
  {
    path: "/apply",
    admin: false,
    fields: ["title", "first_name", "last_name", "email", "phone_number", "country", "city", "occupation"],
  },
];

async function send(
  path: string,
  who: { admin?: boolean; member?: boolean },
  init: { body: BodyInit; type?: string },
) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (init.type) headers["content-type"] = init.type;
  if (who.admin) headers.cookie = suite.adminCookie;
  if (who.member) headers.cookie = memberCookie;
  const response = await suite.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers,
    body: init.body,
  });
  const text = await response.text();
  expect(text, `${path} showed a driver message`).not.toMatch(SQL_LEAKS);
  return { status: response.status, text };
}

describe.each(actions)("POST $path", ({ path, fields, ...who }) => {
  it("answers a body that is not a form with 415 and says so", async () => {
    for (const [body, type] of [
      ["intent=create&question=x", "text/plain"],
      [JSON.stringify({ intent: "create", question: "x" }), "application/json"],
    ] as const) {
      const { status, text } = await send(path, who, { body, type });
      expect(status).toBe(415);
      expect(text).toContain("it was not sent by one of our forms");
    }
  });

  it("answers a broken multipart body with 400", async () => {
    const { status, text } = await send(path, who, {
      body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncrea',
      type: "multipart/form-data; boundary=x",
    });
    expect(status).toBe(400);
    expect(text).toContain("This form could not be read. Please try again.");
  });

  it("stores nothing with a NUL byte, whatever field carries one", async () => {
    const form = new URLSearchParams({ intent: "create" });
    for (const field of fields) form.set(field, `nul\u0000in ${field}\u0001`);
    const { status } = await send(path, who, { body: form, type: "application/x-www-form-urlencoded" });
    expect(status).toBeLessThan(500);
  });
});

/** Where the spec's failure text stands alone (SPEC 8's member texts carry no ": {message}"). */
const usualNotFound: Record<string, RegExp> = {
  "/members/available-programs": /Failed to register for program(?!:)/,
};

describe.each(actions.filter((a) => a.admin || a.intents))(
  "POST $path with ids",
  ({ path, intents, ...who }) => {
    it("answers a malformed or unknown id with 404 and the usual message", async () => {
      // Only FAQs and programs have an order to move in.
      const moves = path === "/admin/faqs" || path === "/admin/programs";
      const rowIntents = ["update", "delete", ...(moves ? ["move-up"] : [])];
      for (const intent of intents ?? rowIntents) {
        for (const id of ["not-a-uuid", "1 OR 1=1", "00000000-0000-4000-8000-000000000000"]) {
          const form = new URLSearchParams({
            intent,
            id,
            question: "Q",
            answer: "A",
            name: "N",
            role: "member",
          });
          form.set("description", "D");
          form.set("duration", "1 day");
          form.set("progressPercentage", "50");
          // Valid leads and activities otherwise, so only the id is wrong.
          if (path !== "/admin/training-events")
            for (const [field, value] of Object.entries({
              title: "Mr",
              firstName: "F",
              lastName: "L",
              email: "f@example.com",
              phoneNumber: "1",
              programId: "00000000-0000-4000-8000-000000000000",
              activityType: "cancelled",
              contactMethod: "phone",
            }))
              form.set(field, value);
          // Training Events: a valid event form and attendance, so only the id is wrong.
          if (path === "/admin/training-events")
            for (const [k, v] of Object.entries({
              title: "T",
              eventType: "training",
              startTime: "2030-01-01T10:00",
              endTime: "2030-01-01T11:00",
              attendance: "attended",
            }))
              form.set(k, v);
          const { status, text } = await send(path, who, {
            body: form,
            type: "application/x-www-form-urlencoded",
          });
          expect([intent, id, status]).toEqual([intent, id, 404]);
          expect(text).toMatch(usualNotFound[path] ?? /Failed to [\w ]+: \w+ not found/);
        }
      }
    });
  },
);

it("keeps NUL bytes out of every text column", async () => {
  const { rows } = await suite.t.services.db.execute<{ n: number }>(sql`
    SELECT (SELECT count(*) FROM faqs WHERE question LIKE '%' || chr(1) || '%' OR answer ~ '[\\x01]')
         + (SELECT count(*) FROM programs WHERE name ~ '[\\x01]' OR description ~ '[\\x01]')
         + (SELECT count(*) FROM consultations WHERE first_name ~ '[\\x01]') AS n`);
  expect(Number(rows[0]?.n)).toBe(0);
});
