import { afterAll, beforeAll, expect, it } from "vitest";
import { makeFaq } from "#server/seed/factories.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { listActiveFaqs } from "./list-active-faqs.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it("lists only active FAQs, in display order", async () => {
  const { db } = t.services;
  await makeFaq(db, { question: "Third?", displayOrder: 3 });
  await makeFaq(db, { question: "Hidden?", displayOrder: 1, isActive: false });
  await makeFaq(db, { question: "First?", displayOrder: 1 });
  await makeFaq(db, { question: "Second?", displayOrder: 2, answer: "Yes." });
  const faqs = listActiveFaqs(await t.services.publicContent.current());
  expect(faqs.map((f) => f.question)).toEqual(["First?", "Second?", "Third?"]);
  expect(faqs[1]).toEqual({ id: expect.any(String), question: "Second?", answer: "Yes." });
});
