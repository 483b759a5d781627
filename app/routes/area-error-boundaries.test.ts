// A page whose loader fails keeps its area's shell: the admin sidebar and top bar, the public
// navigation and footer. The person reads a plain sentence, never the error's own text.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { makeMemberActor, signedInMemberCookie } from "#tests/support/members.ts";
import { routeErrorTexts } from "../components/ui/route-error-message.tsx";

const suite = appUnderTestForSuite({
  prepare: async ({ t }) => {
    // Both screens below read this table; without it their loaders fail.
    await t.services.db.execute(sql`DROP TABLE faqs CASCADE`);
  },
});

const page = async (path: string, cookie?: string) => {
  const response = await suite.app.request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, html: await response.text() };
};

it("an admin page whose loader fails is shown inside the admin shell", async () => {
  const { status, html } = await page("/admin/faqs", suite.adminCookie);
  expect(status).toBe(500);
  expect(html).toContain(routeErrorTexts.failed);
  expect(html).toContain('aria-label="Admin"'); // the sidebar's navigation
  expect(html).toContain("operator@example.com"); // the top bar: who is signed in
  expect(html).not.toMatch(/relation|does not exist|Failed query/i);
});

it("a public page whose loader fails keeps the site's navigation and footer", async () => {
  const { status, html } = await page("/faqs");
  expect(status).toBe(500);
  expect(html).toContain(routeErrorTexts.failed);
  expect(html).toContain('aria-label="Main"');
  expect(html).toContain("<footer");
  expect(html).not.toMatch(/relation|does not exist|Failed query/i);
});

it("a page that names its own load failure says it in its area's shell (SPEC 8)", async () => {
  const member = await makeMemberActor(suite.t.services, { firstName: "Shellkept" });
  const memberCookie = await signedInMemberCookie(suite.t.services, member);
  await suite.t.services.db.execute(sql`DROP TABLE member_program_registrations CASCADE`);
  await suite.t.services.db.execute(sql`DROP TABLE achievement_definitions CASCADE`);

  const admin = await page("/admin/member-registrations", suite.adminCookie);
  expect(admin.status).toBe(500);
  expect(admin.html).toContain("Failed to load registrations");
  expect(admin.html).toContain('aria-label="Admin"');

  for (const [path, text] of [
    ["/members", "Failed to load data"],
    ["/members/programs", "Failed to load data"],
    ["/members/available-programs", "Failed to load programs"],
    ["/members/achievements", "Failed to load achievements"],
  ]) {
    const { status, html } = await page(path!, memberCookie);
    expect([path, status]).toEqual([path, 500]);
    expect(html).toContain(text);
    expect(html).toContain('aria-label="Members"'); // the members sidebar
    expect(html).toContain("Shellkept"); // the top bar: who is signed in
    expect(html).not.toMatch(/relation|does not exist|Failed query/i);
  }
});
