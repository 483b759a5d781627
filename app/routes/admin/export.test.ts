// The export route through the real app (decision 148): an admin gets a CSV download carrying the
// list's query; a member and a visitor get what any admin page gives them, never a row; an unknown list
// or event is a 404 and a hostile query string never a 500.
import { expect, it } from "vitest";
import { exportLists } from "#core/exports/export-messages.ts";
import { jobs, resources } from "#server/db/schema.ts";
import { MAIL_JOB } from "#server/mail/mail-queue.ts";
import { makeConsultation, makeFaq, makeMember, makeProgram, uniqueSuffix } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { makeMemberActor, signedInMemberCookie } from "#tests/support/members.ts";
import routeConfig from "~/routes";

const suite = appUnderTestForSuite({});

const get = async (path: string, cookie?: string) => {
  const response = await suite.app.request(`${TEST_ORIGIN}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

it("downloads the list an admin filtered, as UTF-8 CSV with a byte-order mark", async () => {
  await makeConsultation(suite.t.services.db, {
    firstName: "Exportable",
    lastName: "Lead",
    email: "exportable@example.com",
  });
  await makeConsultation(suite.t.services.db, {
    firstName: "Hidden",
    lastName: "Lead",
    email: "hidden@example.com",
  });
  const { response, bytes } = await get("/admin/export/consultations?q=exportable", suite.adminCookie);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="consultations-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(response.headers.get("cache-control")).toContain("no-store");
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(text(bytes)).toContain("exportable@example.com");
  expect(text(bytes)).not.toContain("hidden@example.com");
});

it("answers a member and a visitor as every admin page does, with no rows", async () => {
  const memberCookie = await signedInMemberCookie(suite.t.services, await makeMemberActor(suite.t.services));
  for (const cookie of [memberCookie, undefined]) {
    const exported = await get("/admin/export/consultations", cookie);
    const users = await get("/admin/users", cookie);
    expect(exported.response.status).toBe(users.response.status);
    expect(exported.response.status).not.toBe(200);
    expect(exported.response.headers.get("content-disposition")).toBeNull();
    expect(text(exported.bytes)).not.toContain("@example.com");
  }
});

it("refuses unknown lists and events with a 404 and never answers 500 to a hostile query", async () => {
  for (const path of ["/admin/export/nothing", "/admin/export/event-roster?event=1%20OR%201=1"]) {
    const { response } = await get(path, suite.adminCookie);
    expect(response.status, path).toBe(404);
  }
  for (const list of exportLists.filter((l) => l !== "event-roster")) {
    const { response, bytes } = await get(
      `/admin/export/${list}?q=a%00b&sort=%01&f.status=%C2%85&tab=x`,
      suite.adminCookie,
    );
    expect(response.status, list).toBe(200);
    expect(bytes.length).toBeGreaterThan(3);
  }
});

type RouteEntry = { file: string; path?: string; children?: RouteEntry[] };
/** Every admin page without a parameter in its path (the lists among them). */
function adminPages(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((r) => {
    const path = r.path ? `${parent}/${r.path}` : parent;
    const own = path.startsWith("/admin") && r.file.endsWith(".tsx") && !/[:*]/.test(path) ? [path] : [];
    return [...own, ...adminPages(r.children ?? [], path)];
  });
}

it("gives every list the back office shows an Export CSV link carrying the screen's query", async () => {
  const lists: string[] = [];
  for (const path of [...new Set(adminPages(routeConfig as RouteEntry[]))]) {
    const { response, bytes } = await get(`${path}?q=zz-probe`, suite.adminCookie);
    // React marks the seams between a text's parts with empty comments.
    const html = text(bytes).replaceAll("<!-- -->", "");
    // The shared table's footer: the page shows a list.
    if (response.status !== 200 || !/Showing \d+ of \d+ results/.test(html)) continue;
    lists.push(path);
    expect([path, html]).toEqual([
      path,
      expect.stringMatching(/href="\/admin\/export\/[a-z-]+\?q=zz-probe"/),
    ]);
  }
  expect(lists).toEqual(
    expect.arrayContaining(["/admin/users", "/admin/faqs", "/admin/programs", "/admin/failed-emails"]),
  );
});

it("exports Users, FAQs, Programs, Failed E-mails and Resources as the screen filters them", async () => {
  const { db } = suite.t.services;
  const tag = `tagged${uniqueSuffix()}`;
  const member = await makeMember(suite.t.services, { email: `${tag}@example.com`, firstName: "Tess" });
  await makeMember(suite.t.services, { email: `other-${uniqueSuffix()}@example.com` });
  await makeFaq(db, { question: `Is ${tag} covered?`, answer: '=HYPERLINK("http://x")' });
  await makeFaq(db, { question: "Untagged question?" });
  const program = await makeProgram(db, { name: `Program ${tag}`, duration: "3 days" });
  await makeProgram(db, { name: `Program untagged ${uniqueSuffix()}` });
  for (const title of [`Briefing ${tag}`, "Briefing elsewhere"])
    await db.insert(resources).values({
      title,
      category: "briefing",
      kind: "link",
      programId: program.id,
      linkUrl: "https://example.com/b",
    });
  for (const subject of [`Undelivered ${tag}`, "Undelivered elsewhere"])
    await db.insert(jobs).values({
      kind: MAIL_JOB,
      payload: { kind: "test", to: "nobody@example.com", subject },
      status: "failed",
      attempts: 8,
      lastError: "550 no such mailbox",
    });
  const expected: Record<string, { header: string; row: RegExp; not: RegExp }> = {
    users: { header: '"Email","Name","Role"', row: new RegExp(`"${member.email}","Tess `), not: /other-/ },
    faqs: {
      header: '"Order","Question","Answer"',
      row: new RegExp(`"Is ${tag} covered\\?","'=HYPERLINK`),
      not: /Untagged/,
    },
    programs: { header: '"Order","Name"', row: new RegExp(`"Program ${tag}"`), not: /untagged/ },
    "failed-emails": {
      header: '"Failed","Kind","To"',
      row: new RegExp(`"Undelivered ${tag}"`),
      not: /elsewhere/,
    },
    resources: {
      header: '"Title","Description","Category","Kind","Shared with"',
      row: new RegExp(`"Briefing ${tag}","","Briefing","Link","Program ${tag}","\u2014",`),
      not: /elsewhere/,
    },
  };
  for (const [list, want] of Object.entries(expected)) {
    const { response, bytes } = await get(`/admin/export/${list}?q=${tag}`, suite.adminCookie);
    expect([list, response.status]).toEqual([list, 200]);
    const csv = text(bytes);
    expect([list, csv.split("\r\n")[0]]).toEqual([list, expect.stringContaining(want.header)]);
    expect([list, csv]).toEqual([list, expect.stringMatching(want.row)]);
    expect([list, want.not.test(csv)]).toEqual([list, false]);
  }
});
