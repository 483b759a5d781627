import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { getProgramImageVariant } from "./get-program-image-variant.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const original = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 20, b: 24 } },
  })
    .webp()
    .toBuffer();
  await t.services.storage.put("program-images/original.webp", original, "image/webp");
  await t.services.storage.put(
    "program-images/small.webp",
    await sharp(original).resize(400).toBuffer(),
    "image/webp",
  );
  await t.services.storage.put("docs/readme.txt", Buffer.from("hello"), "text/plain");
});
afterAll(() => t.close());

describe("getProgramImageVariant", () => {
  it("resizes to an allowed width as WebP and keeps the result in storage", async () => {
    const variant = await getProgramImageVariant(t.services.storage, "program-images/original.webp", 480);
    expect(variant?.contentType).toBe("image/webp");
    const info = await sharp(variant!.body).metadata();
    expect([info.format, info.width, info.height]).toEqual(["webp", 480, 300]);
    expect(await t.services.storage.get("variants/480/program-images/original.webp")).not.toBeNull();
    const again = await getProgramImageVariant(t.services.storage, "program-images/original.webp", 480);
    expect(again?.body.equals(variant!.body)).toBe(true);
  });

  it("resizes once when many ask for a new variant at the same time", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        getProgramImageVariant(t.services.storage, "program-images/original.webp", 800),
      ),
    );
    for (const result of results) expect(result?.body.equals(results[0]!.body)).toBe(true);
  });

  it("never enlarges a small original", async () => {
    const variant = await getProgramImageVariant(t.services.storage, "program-images/small.webp", 1200);
    expect((await sharp(variant!.body).metadata()).width).toBe(400);
  });

  it("refuses other widths, unsafe or missing keys, variants of variants and non-images", async () => {
    const { storage } = t.services;
    expect(await getProgramImageVariant(storage, "program-images/original.webp", 500)).toBeNull();
    expect(await getProgramImageVariant(storage, "../secret.webp", 480)).toBeNull();
    expect(await getProgramImageVariant(storage, "program-images/missing.webp", 480)).toBeNull();
    expect(
      await getProgramImageVariant(storage, "variants/480/program-images/original.webp", 480),
    ).toBeNull();
    expect(await getProgramImageVariant(storage, "docs/readme.txt", 480)).toBeNull();
  });
});
