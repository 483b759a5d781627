// CSV exports on both databases (decision 148): each file holds exactly the rows of the list screen
// for the same URL (search, filters, tab and sort, across keyset pages, NULL sort keys included), with
// the byte-order mark, formula cells neutralised, an audit row without the search words, and admins only.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { listAuditEventsPage } from "#server/audit/list-audit-events-page.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { faqTable, listFaqsPage } from "#server/content/faqs/list-faqs-page.ts";
import { listProgramsPage, programTable } from "#server/content/programs/list-programs-page.ts";
import {
  auditEvents,
  consultations,
  faqs,
  jobs,
  memberEventBookings,
  profiles,
  programs,
  trainingEvents,
} from "#server/db/schema.ts";
import { eventTable, listEventsPage } from "#server/events/training-events/list-events-page.ts";
import {
  consultationTable,
  listConsultationsPage,
} from "#server/leads/consultations/list-consultations-page.ts";
import { failedMailTable, listFailedMailPage } from "#server/mail/list-failed-mail-page.ts";
import { MAIL_JOB } from "#server/mail/mail-queue.ts";
import { makeConsultation, makeMember, makeTrainingEvent } from "#server/seed/factories.ts";
import { listUsersPage, userTable } from "#server/users/list-users-page.ts";
import { makeAdminActor, makeMemberActor } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { exportList } from "./export-list.ts";

let t: TestContext;
let admin: SessionUser;
const clock = { now: new Date(), timeZone: "UTC" };

beforeAll(async () => {
  t = await createTestContext();
  admin = await makeAdminActor(t.services);
}, 60_000);
afterAll(() => t.close());

async function download(list: string, query: string, pageSize = 2) {
  const { body, fileName } = await exportList(
    t.services,
    admin,
    list,
    new URLSearchParams(query),
    clock,
    pageSize,
  );
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return {
    bytes,
    text,
    fileName,
    lines: text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .slice(0, -1),
  };
}

/** A cell of a line we wrote: every cell is quoted, quotes doubled; these fixtures hold no commas. */
const cells = (line: string) =>
  line
    .slice(1, -1)
    .split('","')
    .map((c) => c.replace(/""/g, '"'));

describe("consultations", () => {
  beforeAll(async () => {
    await t.services.db.delete(consultations);
    const base = Date.UTC(2026, 0, 1);
    const leads: [string, string, string | null][] = [
      ["Ann", "Smith", "Acme"],
      ["Bob", "Smith", '=HYPERLINK("http://evil")'],
      ["Cid", "Jones", "+44 Ltd"],
      ["Dee", "Smith", "-2+3"],
      ["Eve", "Smith", "@SUM(A1)"],
      ["Fay", "Brown", null],
    ];
    for (const [i, [firstName, lastName, company]] of leads.entries())
      await makeConsultation(t.services.db, {
        firstName,
        lastName,
        company,
        email: `${firstName.toLowerCase()}@example.com`,
        createdAt: new Date(base + i * 3_600_000),
      });
  });

  it("holds the screen's rows for the same query, in its order, across pages", async () => {
    for (const query of ["", "q=smith", "q=smith&sort=name&dir=desc", "sort=name&dir=asc", "f.work=ltd"]) {
      const params = new URLSearchParams(query);
      const screen = await listConsultationsPage(
        t.services.db,
        admin,
        { ...parseTableQuery(params, consultationTable(clock.now)), pageSize: 100 },
        clock.now,
      );
      const { lines } = await download("consultations", query);
      const header = cells(lines[0]!);
      const email = header.indexOf("Email");
      expect(
        lines.slice(1).map((l) => cells(l)[email]),
        query,
      ).toEqual(screen.rows.map((r) => r.email));
    }
    const smiths = await download("consultations", "q=smith");
    expect(smiths.lines).toHaveLength(1 + 4);
  });

  it("starts with the UTF-8 byte-order mark and neutralises formula cells", async () => {
    const { bytes, lines, fileName } = await download("consultations", "sort=name&dir=asc");
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(fileName).toMatch(/^consultations-\d{4}-\d{2}-\d{2}\.csv$/);
    const company = cells(lines[0]!).indexOf("Company");
    const companies = lines.slice(1).map((l) => cells(l)[company]);
    expect(companies).toEqual(["Acme", `'=HYPERLINK("http://evil")`, `'+44 Ltd`, `'-2+3`, `'@SUM(A1)`, ""]);
    for (const line of lines.slice(1))
      for (const cell of cells(line)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("records who exported which list, without the search words", async () => {
    await download("consultations", "q=smith&sort=name&dir=desc");
    const [row] = await t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "export"), eq(auditEvents.entity, "consultation")))
      .orderBy(auditEvents.occurredAt)
      .limit(1)
      .offset((await t.services.db.$count(auditEvents, eq(auditEvents.action, "export"))) - 1);
    expect(row?.actorId).toBe(admin.id);
    expect(row?.after).toEqual({
      list: "consultations",
      tab: null,
      sort: { column: "name", direction: "desc" },
      filtered: true,
    });
    expect(JSON.stringify(row)).not.toContain("smith");
  });
});

describe("users, FAQs, programs and failed e-mails", () => {
  beforeAll(async () => {
    const { db } = t.services;
    // Equal orders made in one statement (one created_at): only the unique tie-breaker pages them.
    await db.delete(faqs);
    await db.insert(faqs).values(
      ["Alpha", "Bravo", "Charlie", "Delta", "Echo"].map((word, i) => ({
        question: `${word}?`,
        answer: i === 1 ? "-1 is not an answer" : `About ${word.toLowerCase()}.`,
        displayOrder: i < 3 ? 1 : 2,
        isActive: i !== 4,
      })),
    );
    await db.delete(programs);
    await db.insert(programs).values(
      ["North", "South", "East", "West"].map((name) => ({
        name: `${name} Course`,
        description: "d".repeat(120),
        duration: "2 days",
        displayOrder: 1,
      })),
    );
    for (const name of ["Ada", "Ben", "Cy"])
      await makeMember(t.services, { firstName: name, lastName: "Lister" });
    const erased = await makeMember(t.services, { firstName: "Gone", lastName: "Lister" });
    await db.update(profiles).set({ erasedAt: new Date() }).where(eq(profiles.id, erased.id));
    await db.insert(jobs).values([
      ...["one", "two", "three"].map((n) => ({
        kind: MAIL_JOB,
        payload: { kind: "test", to: `${n}@example.com`, subject: `Failed ${n}` },
        status: "failed" as const,
        attempts: 8,
        lastError: "550 no such mailbox",
      })),
      { kind: MAIL_JOB, payload: { to: "sent@example.com", subject: "Sent fine" }, status: "done" as const },
    ]);
  });

  const screens = {
    users: async (params: URLSearchParams) =>
      (
        await listUsersPage(t.services.db, admin, { ...parseTableQuery(params, userTable), pageSize: 100 })
      ).rows.map((r) => r.email),
    faqs: async (params: URLSearchParams) =>
      (
        await listFaqsPage(t.services.db, admin, { ...parseTableQuery(params, faqTable), pageSize: 100 })
      ).rows.map((r) => r.question),
    programs: async (params: URLSearchParams) =>
      (
        await listProgramsPage(t.services.db, admin, {
          ...parseTableQuery(params, programTable),
          pageSize: 100,
        })
      ).rows.map((r) => r.name),
    "failed-emails": async (params: URLSearchParams) =>
      (
        await listFailedMailPage(t.services.db, admin, {
          ...parseTableQuery(params, failedMailTable),
          pageSize: 100,
        })
      ).rows.map((r) => r.subject),
  };
  const firstColumn = { users: "Email", faqs: "Question", programs: "Name", "failed-emails": "Subject" };
  const queries = {
    users: ["", "q=lister", "sort=name&dir=desc", "f.role=member&sort=email&dir=asc"],
    faqs: ["", "sort=displayOrder&dir=desc", "f.isActive=active", "q=a&sort=question&dir=asc"],
    programs: ["", "sort=name&dir=desc", "q=th"],
    "failed-emails": ["", "q=two", "sort=failedAt&dir=asc"],
  };

  it("holds each screen's rows for the same query, in its order, across pages of two", async () => {
    for (const [list, lists] of Object.entries(queries) as [keyof typeof queries, string[]][])
      for (const query of lists) {
        const { lines } = await download(list, query);
        const column = cells(lines[0]!).indexOf(firstColumn[list]);
        expect([list, query, lines.slice(1).map((l) => cells(l)[column])]).toEqual([
          list,
          query,
          await screens[list](new URLSearchParams(query)),
        ]);
      }
  });

  it("writes what the screens show: labels, whole descriptions, neutralised cells; no erased user", async () => {
    const users = await download("users", "q=lister&sort=name&dir=asc");
    expect(cells(users.lines[0]!)).toEqual([
      "Email",
      "Name",
      "Role",
      "Two-Factor",
      "Created",
      "Last Updated",
    ]);
    expect(users.lines.slice(1).map((l) => cells(l).slice(1, 4))).toEqual([
      ["Ada Lister", "Member", "Off"],
      ["Ben Lister", "Member", "Off"],
      ["Cy Lister", "Member", "Off"],
    ]);
    const faqRows = (await download("faqs", "")).lines.slice(1).map(cells);
    // Order 1 before order 2; within an order, the order they were made (here one statement: any).
    expect(faqRows.map((r) => r[0])).toEqual(["1", "1", "1", "2", "2"]);
    expect(faqRows.map((r) => [r[1], r[3]]).sort()).toEqual([
      ["Alpha?", "Active"],
      ["Bravo?", "Active"],
      ["Charlie?", "Active"],
      ["Delta?", "Active"],
      ["Echo?", "Inactive"],
    ]);
    expect(faqRows.find((r) => r[1] === "Bravo?")?.[2]).toBe("'-1 is not an answer");
    const program = cells((await download("programs", "q=north")).lines[1]!);
    expect(program[3]).toBe("d".repeat(120));
    const mail = cells((await download("failed-emails", "q=two")).lines[1]!);
    expect(mail.slice(1, 6)).toEqual(["E-mail", "two@example.com", "Failed two", "550 no such mailbox", "8"]);
    const entities = await t.services.db
      .select({ entity: auditEvents.entity, after: auditEvents.after })
      .from(auditEvents)
      .where(eq(auditEvents.action, "export"));
    for (const [list, entity] of [
      ["users", "user"],
      ["faqs", "faq"],
      ["programs", "program"],
      ["failed-emails", "mail"],
    ])
      expect(entities).toContainEqual({ entity, after: expect.objectContaining({ list }) });
  });
});

describe("training events and rosters", () => {
  let eventId: string;
  beforeAll(async () => {
    await t.services.db.delete(trainingEvents);
    const start = Date.UTC(2026, 2, 1, 9);
    const made = [
      ["Alpha", "Leeds", "scheduled"],
      ["Bravo", null, "scheduled"],
      ["Charlie", "Bath", "cancelled"],
      ["Delta", null, "completed"],
      ["Echo", "Leeds", "scheduled"],
    ] as const;
    for (const [i, [title, location, status]] of made.entries()) {
      const event = await makeTrainingEvent(t.services.db, {
        title,
        location,
        status,
        startTime: new Date(start + i * 86_400_000),
        endTime: new Date(start + i * 86_400_000 + 3_600_000),
      });
      if (title === "Alpha") eventId = event.id;
    }
  });

  it("keeps the screen's order when the sort key is NULL on some rows, both directions, every tab", async () => {
    for (const query of [
      "",
      "sort=location&dir=asc",
      "sort=location&dir=desc",
      "tab=scheduled&sort=location&dir=desc",
      "q=l",
    ]) {
      const params = new URLSearchParams(query);
      const screen = await listEventsPage(t.services.db, admin, {
        ...parseTableQuery(params, eventTable),
        pageSize: 100,
      });
      const { lines } = await download("training-events", query, 1);
      expect(
        lines.slice(1).map((l) => cells(l)[0]),
        query,
      ).toEqual(screen.rows.map((r) => r.title));
    }
  });

  it("exports one event's roster with attendance, and refuses an event that does not exist", async () => {
    const members = await Promise.all([1, 2].map(() => makeMemberActor(t.services)));
    await t.services.db.insert(memberEventBookings).values([
      { eventId, memberId: members[0]!.id, bookingStatus: "confirmed", attendanceStatus: "attended" },
      { eventId, memberId: members[1]!.id, bookingStatus: "waitlist" },
    ]);
    const { lines } = await download("event-roster", `event=${eventId}`, 1);
    expect(cells(lines[0]!)).toEqual([
      "Member",
      "Email",
      "Booking",
      "Waitlist Position",
      "Attendance",
      "Booked",
    ]);
    expect(lines.slice(1).map((l) => cells(l).slice(1, 5))).toEqual([
      [members[0]!.email, "Confirmed", "", "Attended"],
      [members[1]!.email, "Waitlist", "1", "Pending"],
    ]);
    for (const event of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", ""])
      await expect(download("event-roster", `event=${event}`)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("the audit log and refusals", () => {
  it("exports the audit log under its filters", async () => {
    const query = "f.action=export";
    const screen = await listAuditEventsPage(
      t.services.db,
      admin,
      {
        ...parseTableQuery(new URLSearchParams(query), { sortable: ["occurredAt"], filterable: ["action"] }),
        sort: { column: "occurredAt", direction: "desc" },
        pageSize: 100,
      },
      clock.timeZone,
    );
    const { lines } = await download("audit-log", query);
    // The export itself is recorded before its rows are read: one row more than the screen saw.
    expect(lines.length - 1).toBe(screen.rows.length + 1);
    for (const line of lines.slice(1)) expect(cells(line)[3]).toBe("Exported");
  });

  it("refuses members and unknown lists, and records nothing for them", async () => {
    const member = await makeMemberActor(t.services);
    const before = await t.services.db.$count(auditEvents);
    await expect(
      exportList(t.services, member, "consultations", new URLSearchParams(), clock),
    ).rejects.toMatchObject({ code: "forbidden", status: 403 });
    await expect(download("nothing", "")).rejects.toMatchObject({ code: "not_found" });
    expect(await t.services.db.$count(auditEvents)).toBe(before);
  });
});
