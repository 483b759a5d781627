// Every back-office list, sent a search, a filter, a dialog id and a contact search holding a NUL byte
// or another control character, as a hand-edited or hostile URL would. PostgreSQL and PGlite refuse NUL
// in text (22021), so a character that reached SQL would answer 500; each must answer 200. Through the
// real app: Hono in front of React Router's handler, the page and its `.data` answer alike. Loaders
// and actions read their query string only through readQuery (app/kit/read-query.server.ts), which
// strips control characters; a check below keeps it that way.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { TableShape } from "#core/admin/table-query.ts";
import { auditEventTable } from "#server/audit/list-audit-events-page.ts";
import { faqTable } from "#server/content/faqs/list-faqs-page.ts";
import { programTable } from "#server/content/programs/list-programs-page.ts";
import { eventTable } from "#server/events/training-events/list-events-page.ts";
import { activityTable } from "#server/leads/activities/list-activities-page.ts";
import { consultationTable } from "#server/leads/consultations/list-consultations-page.ts";
import { failedMailTable } from "#server/mail/list-failed-mail-page.ts";
import { registrationTable } from "#server/members/registrations/list-registrations-page.ts";
import { resourceTable } from "#server/resources/list-resources-page.ts";
import { userTable } from "#server/users/list-users-page.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";

const suite = appUnderTestForSuite();

/** Each list screen and the table its loader reads the query for (the filters come from the table). */
const lists: { path: string; table: TableShape }[] = [
  { path: "/admin/consultations", table: consultationTable() },
  { path: "/admin/users", table: userTable },
  { path: "/admin/member-registrations", table: registrationTable },
  { path: "/admin/activities", table: activityTable({ now: new Date(), timeZone: "UTC" }) },
  { path: "/admin/training-events", table: eventTable },
  { path: "/admin/faqs", table: faqTable },
  { path: "/admin/programs", table: programTable },
  { path: "/admin/audit-log", table: auditEventTable("UTC") },
  { path: "/admin/failed-emails", table: failedMailTable },
  { path: "/admin/resources", table: resourceTable },
];

/** What a URL can carry that the database refuses or nobody types: NUL, other C0 controls, DEL, C1. */
const HOSTILE = ["%00", "a%00b", "%01%1B%7F", "%C2%85", "%00%25_%5C"];

async function get(path: string) {
  const response = await suite.app.request(`${TEST_ORIGIN}${path}`, {
    headers: { cookie: suite.adminCookie },
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

it("lists every back-office screen that reads a table query", () => {
  const dir = new URL(".", import.meta.url);
  const reading = readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
    .filter((file) => readFileSync(new URL(file, dir), "utf8").includes("parseTableQuery("))
    .map((file) => `/admin/${file.replace(/\.tsx?$/, "")}`)
    .sort();
  expect(reading).toEqual(lists.map((l) => l.path).sort());
});

it("reads a request's query string only through readQuery, in every route module and server helper", () => {
  const app = new URL("../..", import.meta.url).pathname;
  const offenders: string[] = [];
  for (const file of readdirSync(app, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || file.includes(".test.") || file.endsWith("read-query.server.ts")) continue;
    if (/request\.url\)\.searchParams|url\.searchParams/.test(readFileSync(join(app, file), "utf8")))
      offenders.push(file);
  }
  expect(offenders).toEqual([]);
});

describe.each(lists)("GET $path", ({ path, table }) => {
  it("answers a search or a filter holding control characters with the list (200), page and .data", async () => {
    const keys = ["q", ...table.filterable.map((name) => `f.${name}`)];
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) {
      for (const value of HOSTILE) {
        for (const url of [`${path}?${key}=${value}`, `${path}.data?${key}=${value}`]) {
          const { status } = await get(url);
          expect([url, status]).toEqual([url, 200]);
        }
      }
    }
  });

  it("answers a dialog id holding control characters without a 500", async () => {
    for (const dialog of ["edit", "view"]) {
      for (const value of HOSTILE) {
        const url = `${path}?${dialog}=${value}`;
        const { status } = await get(url);
        expect([url, status]).toEqual([url, 200]);
      }
    }
  });
});

it("GET /admin/activities/contacts answers a search holding control characters (200)", async () => {
  for (const kind of ["lead", "member"]) {
    for (const value of HOSTILE) {
      const url = `/admin/activities/contacts?kind=${kind}&q=${value}`;
      const { status } = await get(url);
      expect([url, status]).toEqual([url, 200]);
    }
  }
});
