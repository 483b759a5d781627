// The public route loaders as React Router calls them: statuses, the sitemap, robots.txt, image variants.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programImages } from "#server/db/schema.ts";
import type { LoadContext } from "#server/load-context.ts";
import { makeFaq, makeProgram } from "#server/seed/factories.ts";
import { browserRequest } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { loader as faqsLoader } from "./faqs.tsx";
import { loader as imageLoader } from "./image-variant.ts";
import { loader as programLoader } from "./program.tsx";
import { loader as robotsLoader } from "./robots.txt.ts";
import { loader as sitemapLoader } from "./sitemap.xml.ts";

let t: TestContext;
let context: LoadContext;

beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: "https://house.example" });
  context = { services: t.services, nonce: "n", requestId: "r", clientIp: "127.0.0.1" };
  const program = await makeProgram(t.services.db, { name: "Quiet Readiness" });
  const original = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#111" } })
    .webp()
    .toBuffer();
  await t.services.storage.put("program-images/quiet.webp", original, "image/webp");
  await t.services.db.insert(programImages).values({
    programId: program.id,
    imageUrl: t.services.storage.publicUrl("program-images/quiet.webp"),
    storageKey: "program-images/quiet.webp",
    width: 1600,
    height: 1000,
    altText: "Quiet",
    isPrimary: true,
  });
  await makeFaq(t.services.db, { question: "Shown?", displayOrder: 1 });
  await makeFaq(t.services.db, { question: "Hidden?", isActive: false });
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: loaders are called the way React Router calls them
const call = (loader: (args: any) => unknown, path: string, params: Record<string, string> = {}) =>
  loader({ request: browserRequest(path), context, params }) as Promise<unknown>;

type DataWithInit = {
  data: { program: { name: string; features: unknown[]; shareImage: unknown } | null };
  init: { status: number };
};

describe("public loaders", () => {
  it("a program page finds its program by slug in any case, with parsed features and a share image", async () => {
    const result = (await call(programLoader, "/programs/QUIET-readiness", {
      slug: "QUIET-readiness",
    })) as DataWithInit;
    expect(result.init.status).toBe(200);
    expect(result.data.program?.name).toBe("Quiet Readiness");
    expect(result.data.program?.features).toEqual([
      { name: "Core Skills", description: "The fundamentals, practised." },
      { name: "Private Debriefs", description: "One-to-one reviews." },
    ]);
    expect(result.data.program?.shareImage).toMatchObject({
      url: "/images/1200/program-images/quiet.webp",
      width: 1200,
      height: 750,
    });
  });

  it("an unknown slug answers 404 with no program", async () => {
    const result = (await call(programLoader, "/programs/nothing", { slug: "nothing" })) as DataWithInit;
    expect(result.init.status).toBe(404);
    expect(result.data.program).toBeNull();
  });

  it("the FAQ page gets only active questions", async () => {
    const result = (await call(faqsLoader, "/faqs")) as { faqs: { question: string }[] };
    expect(result.faqs.map((f) => f.question)).toEqual(["Shown?"]);
  });

  it("sitemap.xml and robots.txt use PUBLIC_URL", async () => {
    const sitemap = (await call(sitemapLoader, "/sitemap.xml")) as Response;
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain("<loc>https://house.example/faqs</loc>");
    expect(xml).toContain("<loc>https://house.example/programs/quiet-readiness</loc>");
    const robots = await ((await call(robotsLoader, "/robots.txt")) as Response).text();
    expect(robots).toContain("Sitemap: https://house.example/sitemap.xml");
  });

  it("serves image variants with immutable caching, and 404 for anything else", async () => {
    const ok = (await call(imageLoader, "/images/480/program-images/quiet.webp", {
      width: "480",
      "*": "program-images/quiet.webp",
    })) as Response;
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await ok.arrayBuffer())).metadata()).width).toBe(480);
    for (const [width, key] of [
      ["481", "program-images/quiet.webp"],
      ["abc", "program-images/quiet.webp"],
      ["480", "program-images/none.webp"],
      ["480", "../../etc/passwd"],
    ] as const) {
      const response = (await call(imageLoader, `/images/${width}/${key}`, { width, "*": key })) as Response;
      expect(response.status, `${width} ${key}`).toBe(404);
    }
  });
});
