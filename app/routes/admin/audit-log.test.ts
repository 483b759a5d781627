// The Audit Log screen: admins only (a member or a visitor gets what any admin page gives them), the
// filters in the URL narrow the rows, and ?view={id} shows one row's before and after.
import { expect, it } from "vitest";
import { faqFormSchema } from "#core/content/faqs/faq-schema.ts";
import { passwordChanged } from "#server/auth/passwords/password-changed.ts";
import { createFaq } from "#server/content/faqs/create-faq.ts";
import { updateFaq } from "#server/content/faqs/update-faq.ts";
import { auditEvents } from "#server/db/schema.ts";
import { erasePerson } from "#server/privacy/erase-person.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { makeAdminActor, makeMemberActor, signedInMemberCookie } from "#tests/support/members.ts";

const suite = appUnderTestForSuite({});

const page = async (path: string, cookie?: string) => {
  const response = await suite.app.request(`${TEST_ORIGIN}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
};

const faq = (question: string) =>
  faqFormSchema.parse({ question, answer: "A", displayOrder: 1, isActive: true });

it("lists the trail for an admin, filters it in the URL and opens a row's before and after", async () => {
  const { services } = suite.t;
  const admin = await makeAdminActor(services);
  const created = await createFaq(services.db, admin, faq("Where do we meet?"));
  await updateFaq(services.db, admin, created.id, faq("Where do we gather?"));

  const all = await page("/admin/audit-log", suite.adminCookie);
  expect(all.status).toBe(200);
  expect(all.html).toContain("Audit Log");
  expect(all.html).toContain(admin.email);
  for (const label of ["Person", "Entity", "Action", "From", "To"]) expect(all.html).toContain(label);

  const updates = await page(
    `/admin/audit-log?f.action=update&f.entity=faq&f.actor=${admin.email}`,
    suite.adminCookie,
  );
  // The rows' cells, not the Action filter's options.
  expect(updates.html).toMatch(/<td[^>]*>Updated<\/td>/);
  expect(updates.html).not.toMatch(/<td[^>]*>Created<\/td>/);

  const future = await page("/admin/audit-log?f.from=2999-01-01", suite.adminCookie);
  expect(future.html).not.toContain(admin.email);

  const rows = await services.db.select().from(auditEvents);
  const update = rows.find((r) => r.action === "update" && r.entityId === created.id)!;
  const view = await page(`/admin/audit-log?view=${update.id}`, suite.adminCookie);
  expect(view.status).toBe(200);
  // The dialog opens in the browser (a portal); its before and after come with the page's data.
  expect(view.html).toContain("Where do we meet?");
  expect(view.html).toContain("Where do we gather?");

  const unknown = await page("/admin/audit-log?view=00000000-0000-4000-8000-000000000000", suite.adminCookie);
  expect(unknown.status).toBe(200);
  const malformed = await page("/admin/audit-log?view=1%20OR%201=1&f.from=not-a-date", suite.adminCookie);
  expect(malformed.status).toBe(200);
});

it("answers a member and a visitor as every admin page does", async () => {
  const memberCookie = await signedInMemberCookie(suite.t.services, await makeMemberActor(suite.t.services));
  for (const cookie of [memberCookie, undefined]) {
    const audit = await page("/admin/audit-log", cookie);
    const users = await page("/admin/users", cookie);
    expect([audit.status, audit.location]).toEqual([
      users.status,
      users.location?.replace(encodeURIComponent("/admin/users"), encodeURIComponent("/admin/audit-log")),
    ]);
    expect(audit.status).not.toBe(200);
    expect(audit.html).not.toContain("Audit Log</h1>");
  }
});

it("names an erased person's own rows as theirs, without their address, on the screen and in the CSV", async () => {
  const { services } = suite.t;
  const member = await makeMemberActor(services);
  await passwordChanged(services.db, member, "profile");
  await erasePerson(services, await makeAdminActor(services), { kind: "member", id: member.id });
  const query = `f.entity=password&f.action=change`;
  const listed = await page(`/admin/audit-log?${query}`, suite.adminCookie);
  expect(listed.html).toMatch(/<td[^>]*>Erased person<\/td>/);
  expect(listed.html).not.toContain(member.email);
  const csv = await page(`/admin/export/audit-log?${query}`, suite.adminCookie);
  expect(csv.html).toContain('"Erased person"');
  expect(csv.html).not.toContain(member.email);
});

it("reads the date filter as the operator's calendar days, on the screen and in its export", async () => {
  const { services } = suite.t;
  // 23:30 UTC on 10 March 2026 is 12:30 on 11 March in Auckland (UTC+13) and 10 March in London (UTC+0).
  const entityId = `tz-probe-${crypto.randomUUID()}`;
  await services.db
    .insert(auditEvents)
    .values({ occurredAt: new Date("2026-03-10T23:30:00Z"), action: "update", entity: "faq", entityId });
  const auckland = `${suite.adminCookie}; sd_tz=${encodeURIComponent("Pacific/Auckland")}`;
  const london = `${suite.adminCookie}; sd_tz=${encodeURIComponent("Europe/London")}`;
  const within = async (day: string, cookie: string) => {
    const range = `q=${entityId}&f.from=${day}&f.to=${day}`;
    // A row's ID cell (the search box echoes the words searched).
    const screen = (await page(`/admin/audit-log?${range}`, cookie)).html.includes(`>${entityId}</span>`);
    const csv = (await page(`/admin/export/audit-log?${range}`, cookie)).html.includes(entityId);
    return [screen, csv];
  };
  expect(await within("2026-03-11", auckland)).toEqual([true, true]);
  expect(await within("2026-03-10", auckland)).toEqual([false, false]);
  expect(await within("2026-03-10", london)).toEqual([true, true]);
  expect(await within("2026-03-11", london)).toEqual([false, false]);
});

it("narrows the trail to one record's history by its ID, with or without its entity", async () => {
  const { services } = suite.t;
  const admin = await makeAdminActor(services);
  const mine = await createFaq(services.db, admin, faq("Who is it for?"));
  await updateFaq(services.db, admin, mine.id, faq("Who is it really for?"));
  const other = await createFaq(services.db, admin, faq("How long is it?"));
  const history = await page(`/admin/audit-log?f.entity=faq&f.id=${mine.id}`, suite.adminCookie);
  expect(history.html).toMatch(/<td[^>]*>Created<\/td>/);
  expect(history.html).toMatch(/<td[^>]*>Updated<\/td>/);
  expect(history.html).toContain(`>${mine.id}</span>`);
  expect(history.html).not.toContain(other.id);
  // The ID field shows what the page is narrowed to, so the next filter keeps it.
  expect(history.html).toMatch(new RegExp(`name="f.id"[^>]*value="${mine.id}"`));
  // A user's row links to the rows naming their account, whatever the entity.
  const users = await page(`/admin/users?q=${encodeURIComponent(admin.email)}`, suite.adminCookie);
  expect(users.html).toContain(`href="/admin/audit-log?f.id=${admin.id}"`);
  const anyEntity = await page(`/admin/audit-log?f.id=${mine.id}`, suite.adminCookie);
  expect(anyEntity.html).toContain(`>${mine.id}</span>`);
  expect(anyEntity.html).not.toContain(other.id);
});
