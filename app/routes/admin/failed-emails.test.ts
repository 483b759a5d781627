// Failed E-mails through the whole app: the Kind filter is a select of the kinds' labels (from core),
// never a text box of internal names, and choosing one narrows the list.
import { expect, it } from "vitest";
import { mailJobKindOptions } from "#core/mail/failed-mail-messages.ts";
import { jobs } from "#server/db/schema.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";

const suite = appUnderTestForSuite({});

const page = async (path: string) =>
  (await suite.app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie: suite.adminCookie } })).text();

it("filters by kind with a select of the kinds' labels", async () => {
  await suite.t.services.db.insert(jobs).values(
    [
      ["booking-reminder", "Reminder that bounced"],
      ["mail", "Welcome that bounced"],
    ].map(([kind, subject]) => ({
      kind: kind!,
      payload: { to: "nobody@example.com", subject },
      status: "failed" as const,
      attempts: 8,
      lastError: "550 no such mailbox",
    })),
  );
  const html = await page("/admin/failed-emails");
  const select = /<select name="f\.kind" aria-label="Filter Kind"[^>]*>(.*?)<\/select>/s.exec(html);
  expect(select).not.toBeNull();
  for (const { value, label } of mailJobKindOptions)
    expect(select![1]).toContain(`<option value="${value}">${label}</option>`);
  expect(html).not.toMatch(/<input[^>]*name="f\.kind"/);

  const reminders = await page("/admin/failed-emails?f.kind=booking-reminder");
  expect(reminders).toContain("Reminder that bounced");
  expect(reminders).not.toContain("Welcome that bounced");
});
