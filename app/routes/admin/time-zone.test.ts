// Dates on the admin screens are rendered in the viewer's time zone by the server too, so the browser
// hydrates the same text: an FAQ created at 15:00 UTC on 5 January is the 6th for a viewer in Kiritimati.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { faqs } from "#server/db/schema.ts";
import { makeFaq } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";

const question = "When is the reception held?";
const suite = appUnderTestForSuite({
  prepare: async ({ t }) => {
    const faq = await makeFaq(t.services.db, { question });
    const at = new Date(Date.UTC(2026, 0, 5, 15, 0));
    await t.services.db.update(faqs).set({ createdAt: at, updatedAt: at }).where(eq(faqs.id, faq.id));
  },
});

async function faqRow(timeZoneCookie?: string): Promise<string> {
  const cookie = [suite.adminCookie, timeZoneCookie].filter(Boolean).join("; ");
  const response = await suite.app.request(`${TEST_ORIGIN}/admin/faqs`, { headers: { cookie } });
  const html = await response.text();
  const start = html.indexOf(question);
  return html.slice(start, html.indexOf("</tr>", start));
}

it("renders dates in the time zone the browser reported", async () => {
  expect(await faqRow("sd_tz=Pacific%2FKiritimati")).toContain("06/01/2026");
  expect(await faqRow("sd_tz=America%2FLos_Angeles")).toContain("05/01/2026");
});

it("falls back to the site's time zone before the browser has said, or for a zone it does not know", async () => {
  expect(await faqRow()).toContain("05/01/2026");
  expect(await faqRow("sd_tz=Mars%2FOlympus")).toContain("05/01/2026");
});
