// Two instances of the whole app on one PostgreSQL database, each with its own page cache: a change
// made through either is on the other's next public request, without waiting for any message.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { PAGE_CACHE_HEADER } from "#server/page-cache/page-cache.ts";
import { makeFaq } from "#server/seed/factories.ts";
import { createServices } from "#server/services-factory.ts";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let other: ReturnType<typeof openDatabase>;
let here: AppUnderTest;
let there: AppUnderTest;
beforeAll(async () => {
  t = await createTestContext();
  other = openDatabase({ url: t.databaseUrl! }, () => {});
  here = await createAppUnderTest(t.services);
  there = await createAppUnderTest(createServices(t.services.config, other.db, t.services.logger));
}, 60_000);
afterAll(async () => {
  await here?.close();
  await there?.close();
  await other?.close();
  await t?.close();
});

const faqsPage = async (instance: AppUnderTest) => {
  const response = await instance.app.request(`${TEST_ORIGIN}/faqs`);
  return { state: response.headers.get(PAGE_CACHE_HEADER), html: await response.text() };
};

it("each instance shows a change made through the other on its next request", async () => {
  for (const instance of [here, there]) {
    await faqsPage(instance);
    expect((await faqsPage(instance)).state).toBe("hit");
  }
  const madeHere = await makeFaq(t.services.db);
  expect((await faqsPage(there)).html).toContain(madeHere.question);
  expect((await faqsPage(here)).html).toContain(madeHere.question);

  const madeThere = await makeFaq(other.db);
  expect((await faqsPage(here)).html).toContain(madeThere.question);
  expect((await faqsPage(there)).html).toContain(madeThere.question);
  expect((await faqsPage(there)).state).toBe("hit");
});
