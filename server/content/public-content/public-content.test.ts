// The public content in memory: loaded once, reloaded after every change to programs, images or FAQs
// (whichever way the change is made). Two instances on PostgreSQL: two-instances.postgres.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faqFormSchema } from "#core/content/faqs/faq-schema.ts";
import { createFaq } from "#server/content/faqs/create-faq.ts";
import { faqs, programImages, programs } from "#server/db/schema.ts";
import { makeProgram } from "#server/seed/factories.ts";
import { testAdmin } from "#tests/support/session-users.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const admin = testAdmin;

describe("public content", () => {
  it("is read once and then served from memory while nothing changes", async () => {
    const content = t.services.publicContent;
    const first = await content.current();
    expect(await content.current()).toBe(first);
  });

  it("shows a change made through the admin's use case on the next read", async () => {
    const content = t.services.publicContent;
    const before = await content.current();
    await createFaq(
      t.services.db,
      admin,
      faqFormSchema.parse({ question: "Is it fresh?", answer: "Yes.", displayOrder: 1, isActive: true }),
    );
    const after = await content.current();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.faqs.map((f) => f.question)).toContain("Is it fresh?");
  });

  it("shows programs, images and FAQs changed by any statement, even outside the use cases", async () => {
    const content = t.services.publicContent;
    const program = await makeProgram(t.services.db, { name: "Quiet Hours" });
    expect((await content.current()).programs.map((p) => p.name)).toContain("Quiet Hours");

    await t.services.db.insert(programImages).values({
      programId: program.id,
      imageUrl: "/files/public-files/q.webp",
      altText: "Q",
      isPrimary: true,
    });
    const withImage = (await content.current()).programs.find((p) => p.id === program.id);
    expect(withImage?.images.map((i) => i.alt)).toEqual(["Q"]);

    await t.services.db.update(programs).set({ tagline: "Calm first" }).where(eq(programs.id, program.id));
    expect((await content.current()).programs.find((p) => p.id === program.id)?.tagline).toBe("Calm first");

    await t.services.db.update(faqs).set({ isActive: false }).where(eq(faqs.question, "Is it fresh?"));
    expect((await content.current()).faqs.map((f) => f.question)).not.toContain("Is it fresh?");

    await t.services.db.delete(programs).where(eq(programs.id, program.id));
    expect((await content.current()).programs.map((p) => p.id)).not.toContain(program.id);
  });

  it("answers many readers at once with one snapshot", async () => {
    await makeProgram(t.services.db, { name: "Crowd Control" });
    const reads = await Promise.all(Array.from({ length: 20 }, () => t.services.publicContent.current()));
    expect(new Set(reads).size).toBe(1);
    expect(reads[0]?.programs.map((p) => p.name)).toContain("Crowd Control");
  });
});
