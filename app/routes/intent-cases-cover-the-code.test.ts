// Every route action, sent what no form of ours sends: a body that is not a form, a broken multipart,
// NUL bytes and other control characters in every field of every intent, ids that are malformed or
// name nothing. Each gets a 4xx with a message (or does its work, with the characters gone), never a
// 500, never SQL on the page, and nothing stored with a control character in it. Through the real app:
// Hono in front of React Router's handler and the route modules as they ship.
//
// The list below is checked against the code: every route module with an `action` in app/routes.ts,
// and every intent each action dispatches, must have a case here, so a new action or intent cannot be
// forgotten.
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import {
  type Case,
  cases,
  currentMemberCookie,
  db,
  type Fields,
  png,
  services,
  setUpIntentCases,
  suite,
} from "#tests/support/intent-cases.ts";
import * as intentGroups from "~/kit/intents";
import routeConfig from "~/routes";

setUpIntentCases();

// Which intents an action dispatches, read from the action itself: the route modules imported by this
// file (not the app under test, which compiles its own) get a dispatchIntent that only records them.
const dispatched = vi.hoisted(() => ({ intents: null as string[] | null }));
vi.mock("~/kit/intent-action.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/kit/intent-action.server")>();
  return {
    ...real,
    dispatchIntent: async (_request: Request, _context: unknown, options: { intents: object }) => {
      dispatched.intents = Object.keys(options.intents);
      return new Response(null, { status: 204 });
    },
  };
});

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

const label = (c: Case) => `${c.path} ${c.intent ?? "(its one form)"}`;

describe("the cases cover the code", () => {
  type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };
  const routeFiles = (entries: RouteEntry[], parent = ""): { path: string; file: string }[] =>
    entries.flatMap((r) => {
      const path = r.path ? `${parent}/${r.path}` : parent;
      return [{ path: path || "/", file: r.file }, ...routeFiles(r.children ?? [], path)];
    });

  it("every route with an action, and every intent each action dispatches, has a case", async () => {
    const withActions: string[] = [];
    for (const { path, file } of routeFiles(routeConfig as RouteEntry[])) {
      const module = await import(/* @vite-ignore */ new URL(`../${file}`, import.meta.url).pathname);
      if (typeof module.action !== "function") continue;
      withActions.push(path);
      const listed = cases.filter((c) => c.path === path).map((c) => c.intent ?? "");
      // The action run once with an intent no form posts, signed in for its area.
      const area = path.split("/")[1];
      const signedIn = !/login|logout/.test(path);
      const cookie = signedIn && area === "admin" ? suite.adminCookie : signedIn ? currentMemberCookie() : "";
      dispatched.intents = null;
      const request = new Request(`${TEST_ORIGIN}${path}`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=none-of-ours",
      });
      const context = { services: services(), nonce: "n", requestId: "r", clientIp: "192.0.2.99" };
      await Promise.resolve(module.action({ request, context, params: {} })).catch(() => undefined);
      if (dispatched.intents) {
        expect([path, [...listed].sort()]).toEqual([path, [...dispatched.intents].sort()]);
      } else {
        // An action of its own: the intents it compares with, and its default form.
        const source = (await import("node:fs")).readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
        const named = [...new Set([...source.matchAll(/form\.intent === "([\w-]+)"/g)].map((m) => m[1]!))];
        for (const intent of named) expect(listed, path).toContain(intent);
        expect([path, listed.length]).toEqual([path, named.length + 1]);
      }
    }
    expect(withActions.sort()).toEqual([...new Set(cases.map((c) => c.path))].sort());
  });

  it("every intent a form can post is sent", () => {
    const sent = new Set(cases.map((c) => c.intent));
    for (const group of Object.values(intentGroups))
      for (const intent of Object.values(group)) expect(sent, intent).toContain(intent);
  });
});

/** Where the spec's failure text stands alone (SPEC 8's member texts carry no ": {message}"). */
const usualNotFound: Record<string, RegExp> = {
  "/members/available-programs": /Failed to register for program(?!:)/,
  "/members/schedule": /Failed to (book event|cancel booking)(?!:)/,
  [`/admin/activities ${activityIntents.complete}`]: /Failed to mark activity as completed(?!:)/,
  "/admin/failed-emails": /Failed to retry the e-mail: E-mail not found/,
};

describe.each(cases.map((c) => [label(c), c] as const))("POST %s", (_, c) => {
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

describe.each(cases.filter((c) => c.takesId).map((c) => [label(c), c] as const))(
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

describe.each([...new Set(cases.map((c) => c.path))])("POST %s", (path) => {
  it("answers a broken multipart body with 400", async () => {
    const c = cases.find((x) => x.path === path)!;
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
