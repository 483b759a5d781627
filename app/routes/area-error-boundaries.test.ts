// A page whose loader fails keeps its area's shell: the admin sidebar and top bar, the public
// navigation and footer. The person reads a plain sentence, never the error's own text.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { useAppUnderTest } from "#server/testing/app-under-test.ts";
import { TEST_ORIGIN } from "#server/testing/http.ts";
import { routeErrorTexts } from "../components/route-error-message.tsx";

const suite = useAppUnderTest({
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
