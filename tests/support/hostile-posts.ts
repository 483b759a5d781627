// What every route action must do with a post no form of ours sends: a body that is not a form, a broken
// multipart, NUL bytes and other control characters in every field of every intent, ids that are
// malformed or name nothing. Each gets a 4xx with a message (or does its work, with the characters gone),
// never a 500, never SQL on the page, and nothing stored with a control character in it. Through the
// real app: Hono in front of React Router's handler and the route modules as they ship.
//
// The cases (intent-cases.ts) are run in three files, one per group below, so that the suite's two
// workers share them; intent-cases-cover-the-code.test.ts checks the cases against the code.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as intentGroups from "~/kit/intents";
import { TEST_ORIGIN } from "./http.ts";
import { type Case, cases, db, type Fields, label, png, setUpIntentCases, suite } from "./intent-cases.ts";

/** The operators' own accounts and sign-in, the rest of the back office, and everyone else. */
export type HostilePostGroup = "admin accounts" | "admin work" | "members and public";
const ADMIN_ACCOUNTS = [
  "/admin/users",
  "/admin/security",
  "/admin/settings",
  "/admin/login",
  "/admin/logout",
];

function groupOf(c: Case): HostilePostGroup {
  if (ADMIN_ACCOUNTS.includes(c.path)) return "admin accounts";
  return c.path.startsWith("/admin/") ? "admin work" : "members and public";
}

/** What a driver or SQL error looks like on a page; none of it may ever be shown. */
const SQL_LEAKS = /invalid input syntax|violates|Failed query|duplicate key|relation "|syntax error at/i;
const { activityIntents } = intentGroups;

/** The form as posted: the case's fields, and its intent when it has one. */
async function formOf(c: Case): Promise<Fields> {
  return { ...(c.intent ? { intent: c.intent } : {}), ...(await c.form()) };
}

async function send(c: Case, body: BodyInit, type?: string) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (type) headers["content-type"] = type;
  const cookie = await c.cookie?.();
  if (cookie) headers.cookie = cookie;
  const query = (await c.query?.()) ?? "";
  const response = await suite.app.request(`${TEST_ORIGIN}${c.path}${query}`, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
  });
  const text = await response.text();
  expect(text, `${c.path} showed a driver message`).not.toMatch(SQL_LEAKS);
  return { status: response.status, text };
}

/** The form as a browser posts it: url-encoded, or multipart with an image when the case has one. */
async function post(c: Case, fields: Fields) {
  if (!c.withImage) return send(c, new URLSearchParams(fields), "application/x-www-form-urlencoded");
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("images", new File([await png()], "photo.png", { type: "image/png" }));
  return send(c, form);
}

/** NUL and other control characters (C0, DEL, C1) inside every value, and in a field of their own. */
function hostile(fields: Fields): Fields {
  const out: Fields = { note: "\u0000" };
  for (const [name, value] of Object.entries(fields))
    out[name] = `${value.slice(0, 1)}\u0000${value.slice(1)}\u0001\u007f\u0085`;
  return out;
}

/** Where the spec's failure text stands alone (SPEC 8's member texts carry no ": {message}"). */
const usualNotFound: Record<string, RegExp> = {
  "/members/available-programs": /Failed to register for program(?!:)/,
  "/members/schedule": /Failed to (book event|cancel booking)(?!:)/,
  [`/admin/activities ${activityIntents.complete}`]: /Failed to mark activity as completed(?!:)/,
  "/admin/failed-emails": /Failed to retry the e-mail: E-mail not found/,
};

/**
 * The calling file's tests: every case of `group` sent hostile posts through its own app under test,
 * then every text column of its database read for control characters.
 */
export function hostilePostTests(group: HostilePostGroup): void {
  setUpIntentCases();
  const mine = cases.filter((c) => groupOf(c) === group);

  describe.each(mine.map((c) => [label(c), c] as const))("POST %s", (_, c) => {
    it("answers a body that is not a form with 415 and says so", async () => {
      const fields = await formOf(c);
      for (const [body, type] of [
        [new URLSearchParams(fields).toString(), "text/plain"],
        [JSON.stringify(fields), "application/json"],
      ] as const) {
        const { status, text } = await send(c, body, type);
        expect([label(c), type, status]).toEqual([label(c), type, 415]);
        expect(text).toContain("it was not sent by one of our forms");
      }
    });

    it("does its work with control characters in every field, which never reach the database", async () => {
      const { status } = await post(c, hostile(await formOf(c)));
      // A redirect (signing in or out) or the page with the answer: the schema and the domain ran.
      expect([label(c), status]).toEqual([label(c), status < 400 ? status : "a success"]);
    });
  });

  describe.each(mine.filter((c) => c.takesId).map((c) => [label(c), c] as const))(
    "POST %s with ids",
    (_, c) => {
      it("answers a malformed or unknown id with 404 and the usual message", async () => {
        for (const id of ["not-a-uuid", "1 OR 1=1", "\u0000", "00000000-0000-4000-8000-000000000000"]) {
          const { status, text } = await post(c, { ...(await formOf(c)), id });
          expect([label(c), id, status]).toEqual([label(c), id, 404]);
          expect(text).toMatch(
            usualNotFound[`${c.path} ${c.intent}`] ??
              usualNotFound[c.path] ??
              /Failed to [\w ]+: \w+ not found/,
          );
        }
      });
    },
  );

  describe.each([...new Set(mine.map((c) => c.path))])("POST %s", (path) => {
    it("answers a broken multipart body with 400", async () => {
      const c = mine.find((x) => x.path === path)!;
      const { status, text } = await send(
        c,
        '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncrea',
        "multipart/form-data; boundary=x",
      );
      expect([path, status]).toEqual([path, 400]);
      expect(text).toContain("This form could not be read. Please try again.");
    });
  });

  it("keeps control characters out of every text column of every table", async () => {
    // Raw in text, varchar and arrays; as \uXXXX escapes in JSON. Tab and line breaks are allowed.
    const raw = sql.raw(`'[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f]'`);
    const escaped = sql.raw(`'\\\\u00(0[0-8bcef]|1[0-9a-f]|7f|[89][0-9a-f])'`);
    const probe = await db().execute<{ raw: boolean; escaped: boolean }>(
      sql`SELECT (${"a\u0001b"} ~ ${raw}) AND (${"a\u0085b"} ~ ${raw}) AS raw,
                 (to_jsonb(${"a\u0001b"}::text)::text ~ ${escaped}) AS escaped`,
    );
    expect(probe.rows[0]).toEqual({ raw: true, escaped: true });

    const { rows: columns } = await db().execute<{ table_name: string; column_name: string }>(sql`
      SELECT c.table_name, c.column_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'ARRAY', 'json', 'jsonb')`);
    const tables = new Set(columns.map((c) => c.table_name));
    for (const table of [
      "faqs",
      "programs",
      "program_images",
      "consultations",
      "contact_activities",
      "training_events",
      "profiles",
      "member_program_registrations",
      "member_event_bookings",
    ])
      expect(tables, table).toContain(table);

    const dirty: string[] = [];
    for (const { table_name, column_name } of columns) {
      const column = sql.identifier(column_name);
      const { rows } = await db().execute<{ n: number }>(
        sql`SELECT count(*) AS n FROM ${sql.identifier(table_name)}
            WHERE ${column}::text ~ ${raw} OR ${column}::text ~ ${escaped}`,
      );
      if (Number(rows[0]?.n) > 0) dirty.push(`${table_name}.${column_name}`);
    }
    expect(dirty).toEqual([]);
  });
}
