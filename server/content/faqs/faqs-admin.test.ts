import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { faqFormSchema } from "#core/content/faqs/faq-schema.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { faqs } from "#server/db/schema.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { createFaq } from "./create-faq.ts";
import { deleteFaq } from "./delete-faq.ts";
import { faqTable, listFaqsPage } from "./list-faqs-page.ts";
import { moveFaq } from "./move-faq.ts";
import { nextFaqOrder } from "./next-faq-order.ts";
import { updateFaq } from "./update-faq.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.services.db.delete(faqs);
});

const person = (role: "admin" | "member"): SessionUser => ({
  id: "00000000-0000-4000-8000-000000000001",
  email: `${role}@example.com`,
  name: role,
  firstName: null,
  lastName: null,
  emailVerified: true,
  role,
});
const admin = person("admin");
const forbidden = { code: "forbidden", status: 403 };
const input = (question: string, displayOrder: number, isActive = true) =>
  faqFormSchema.parse({ question, answer: `About ${question}`, displayOrder, isActive });
const orders = async () =>
  (await t.services.db.select().from(faqs).orderBy(asc(faqs.displayOrder))).map((f) => [
    f.question,
    f.displayOrder,
  ]);
const query = (search: string) => parseTableQuery(new URLSearchParams(search), faqTable);

describe("FAQ management", () => {
  it("refuses members and signed-out callers for every write and read", async () => {
    const faq = await createFaq(t.services.db, admin, input("Fees", 1));
    for (const actor of [person("member"), null]) {
      await expect(createFaq(t.services.db, actor as SessionUser, input("X", 2))).rejects.toMatchObject(
        forbidden,
      );
      await expect(
        updateFaq(t.services.db, actor as SessionUser, faq.id, input("X", 2)),
      ).rejects.toMatchObject(forbidden);
      await expect(deleteFaq(t.services.db, actor as SessionUser, faq.id)).rejects.toMatchObject(forbidden);
      await expect(moveFaq(t.services.db, actor as SessionUser, faq.id, "down")).rejects.toMatchObject(
        forbidden,
      );
      await expect(listFaqsPage(t.services.db, actor as SessionUser, query(""))).rejects.toMatchObject(
        forbidden,
      );
    }
    expect(await orders()).toEqual([["Fees", 1]]);
  });

  it("gives a new FAQ the highest order + 1, or 1 when there are none", async () => {
    expect(await nextFaqOrder(t.services.db)).toBe(1);
    await createFaq(t.services.db, admin, input("A", 4));
    expect(await nextFaqOrder(t.services.db)).toBe(5);
  });

  it("validates with the spec's messages and falls back to order 1 for non-numbers", () => {
    const result = faqFormSchema.safeParse({ question: " ", answer: "", displayOrder: "0" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Question is required",
      "Answer is required",
      "Display order must be at least 1",
    ]);
    expect(faqFormSchema.parse({ question: "Q", answer: "A", displayOrder: "abc" }).displayOrder).toBe(1);
  });

  it("swaps with the exact neighbour and refuses at the ends", async () => {
    const a = await createFaq(t.services.db, admin, input("A", 1));
    await createFaq(t.services.db, admin, input("B", 2));
    const c = await createFaq(t.services.db, admin, input("C", 3));
    await moveFaq(t.services.db, admin, c.id, "up");
    expect(await orders()).toEqual([
      ["A", 1],
      ["C", 2],
      ["B", 3],
    ]);
    await expect(moveFaq(t.services.db, admin, a.id, "up")).rejects.toThrow(
      "Cannot move up - already at the top",
    );
    const page = await listFaqsPage(t.services.db, admin, query(""));
    expect(page.rows.map((r) => [r.question, r.canMoveUp, r.canMoveDown])).toEqual([
      ["A", false, true],
      ["C", true, true],
      ["B", true, false],
    ]);
    const b = page.rows[2]!;
    await expect(moveFaq(t.services.db, admin, b.id, "down")).rejects.toThrow(
      "Cannot move down - already at the bottom",
    );
  });

  it("does not swap across a gap: the neighbour must be exactly one away", async () => {
    await createFaq(t.services.db, admin, input("A", 1));
    const b = await createFaq(t.services.db, admin, input("B", 3));
    await expect(moveFaq(t.services.db, admin, b.id, "up")).rejects.toThrow(
      "Cannot move up - already at the top",
    );
  });

  it("searches, filters, sorts and pages in the database", async () => {
    for (let i = 1; i <= 30; i++)
      await createFaq(t.services.db, admin, input(`Question ${i}`, i, i % 2 === 0));
    const first = await listFaqsPage(t.services.db, admin, query(""));
    expect([first.rows.length, first.matching, first.total]).toEqual([25, 30, 30]);
    expect(first.rows[0]?.question).toBe("Question 1");
    const second = await listFaqsPage(t.services.db, admin, query("page=2"));
    expect(second.rows.map((r) => r.question)).toEqual([
      "Question 26",
      "Question 27",
      "Question 28",
      "Question 29",
      "Question 30",
    ]);
    const searched = await listFaqsPage(t.services.db, admin, query("q=question 1"));
    expect(searched.matching).toBe(11); // 1, 10-19
    const inactive = await listFaqsPage(
      t.services.db,
      admin,
      query("f.isActive=no&sort=displayOrder&dir=desc"),
    );
    expect(inactive.matching).toBe(15);
    expect(inactive.rows[0]?.question).toBe("Question 29");
    const literal = await listFaqsPage(t.services.db, admin, query("q=100%25"));
    expect(literal.matching).toBe(0);
  });

  it("updates and deletes", async () => {
    const faq = await createFaq(t.services.db, admin, input("Old", 1));
    await updateFaq(t.services.db, admin, faq.id, input("New", 2, false));
    expect(await orders()).toEqual([["New", 2]]);
    await deleteFaq(t.services.db, admin, faq.id);
    expect(await orders()).toEqual([]);
    await expect(deleteFaq(t.services.db, admin, faq.id)).rejects.toThrow("FAQ not found");
  });
});
