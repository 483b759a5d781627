import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programImages } from "#server/db/schema.ts";
import { makeProgram } from "#server/seed/factories.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { getProgramBySlug } from "./get-program-by-slug.ts";
import { listProgramSitemapEntries } from "./list-program-sitemap-entries.ts";

let t: TestContext;
let programId: string;

beforeAll(async () => {
  t = await createTestContext();
  const program = await makeProgram(t.services.db, {
    name: "Executive Protection & Mastery",
    displayOrder: 2,
  });
  programId = program.id;
  await makeProgram(t.services.db, { name: "Family Readiness", displayOrder: 1 });
  await t.services.db.insert(programImages).values([
    { programId, imageUrl: "/files/public-files/p/second.webp", altText: "Second", displayOrder: 2 },
    {
      programId,
      imageUrl: "/files/public-files/p/first.webp",
      altText: "First",
      displayOrder: 1,
      isPrimary: true,
    },
    { programId, imageUrl: "/files/public-files/p/third.webp", altText: "Third", displayOrder: 3 },
  ]);
});
afterAll(() => t.close());

describe("getProgramBySlug", () => {
  it("finds a program by the slug of its name, whatever the case", async () => {
    for (const slug of [
      "executive-protection-and-mastery",
      "Executive-Protection-And-Mastery",
      "EXECUTIVE-PROTECTION-AND-MASTERY",
      "Executive Protection & Mastery",
    ]) {
      const program = await getProgramBySlug(await t.services.publicContent.current(), slug);
      expect(program?.id, slug).toBe(programId);
      expect(program?.slug).toBe("executive-protection-and-mastery");
    }
  });

  it("returns the program's fields and its images in display order", async () => {
    const program = await getProgramBySlug(
      await t.services.publicContent.current(),
      "executive-protection-and-mastery",
    );
    expect(program).toMatchObject({
      name: "Executive Protection & Mastery",
      duration: "8 weeks",
      features: expect.stringContaining("Core Skills:"),
    });
    expect(program?.images.map((i) => i.alt)).toEqual(["First", "Second", "Third"]);
    expect(program?.images[0]?.isPrimary).toBe(true);
  });

  it("returns null for a slug that names no program", async () => {
    expect(await getProgramBySlug(await t.services.publicContent.current(), "no-such-program")).toBeNull();
    expect(await getProgramBySlug(await t.services.publicContent.current(), "---")).toBeNull();
    expect(await getProgramBySlug(await t.services.publicContent.current(), "")).toBeNull();
  });
});

describe("a program without images", () => {
  it("has an empty image list", async () => {
    const program = await makeProgram(t.services.db, { name: "Bare Program" });
    expect(getProgramBySlug(await t.services.publicContent.current(), "bare-program")).toMatchObject({
      id: program.id,
      images: [],
    });
  });
});

describe("listProgramSitemapEntries", () => {
  it("lists every program's slug in display order with its last change", async () => {
    const entries = await listProgramSitemapEntries(await t.services.publicContent.current());
    expect(entries[0]?.slug).toBe("family-readiness");
    expect(entries[1]?.slug).toBe("executive-protection-and-mastery");
    expect(entries[1]?.updatedAt).toBeInstanceOf(Date);
  });
});
