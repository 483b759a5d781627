// A successful back-office action's toast travels in the toast cookie and is shown by the layout when
// the page's data is revalidated, so a deleted row or a closed dialog cannot take it with them (under
// load the row's component can be gone before it ever sees its answer).
import { expect, it } from "vitest";
import { makeFaq } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { browserRequest, cookieFrom } from "#tests/support/http.ts";

const suite = appUnderTestForSuite();

const post = (fields: Record<string, string>) =>
  suite.app.request(
    browserRequest("/admin/faqs.data", {
      method: "POST",
      cookie: suite.adminCookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
  );

it("flashes the success text to the next load of the page, once", async () => {
  const faq = await makeFaq(suite.t.services.db, { question: "Is the success toast carried?" });
  const response = await post({ intent: "delete", id: faq.id });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("FAQ deleted successfully");

  const withFlash = `${suite.adminCookie}; ${cookieFrom(response.headers)}`;
  const next = await suite.app.request(browserRequest("/admin/faqs", { cookie: withFlash }));
  expect(await next.text()).toContain("FAQ deleted successfully");
  // The load that showed it clears it.
  expect(next.headers.getSetCookie().join()).toMatch(/sd_toast=;.*Max-Age=0/i);
});

it("flashes nothing when the action failed: the form shows the failure itself", async () => {
  const response = await post({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" });
  expect(response.status).toBe(404);
  expect(response.headers.getSetCookie().join()).not.toContain("sd_toast");
});
