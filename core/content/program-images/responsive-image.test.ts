import { describe, expect, it } from "vitest";
import {
  imageStorageKey,
  imageVariantStorageKey,
  imageVariantUrl,
  isImageVariantWidth,
  responsiveImage,
} from "./responsive-image.ts";

describe("responsive images", () => {
  it("accepts only the variant widths", () => {
    expect(isImageVariantWidth(480)).toBe(true);
    expect(isImageVariantWidth(1600)).toBe(true);
    expect(isImageVariantWidth(500)).toBe(false);
  });

  it("finds the storage key from the stored key or a local file URL", () => {
    expect(imageStorageKey({ url: "https://cdn.example/x.webp", storageKey: "program-images/a.webp" })).toBe(
      "program-images/a.webp",
    );
    expect(imageStorageKey({ url: "/files/public-files/program-images/a%20b.webp" })).toBe(
      "program-images/a b.webp",
    );
    expect(imageStorageKey({ url: "https://cdn.example/x.webp" })).toBeNull();
  });

  it("names variant URLs and storage keys", () => {
    expect(imageVariantUrl("program-images/a b.webp", 800)).toBe("/images/800/program-images/a%20b.webp");
    expect(imageVariantStorageKey("program-images/a.webp", 480)).toBe("variants/480/program-images/a.webp");
    expect(imageVariantStorageKey("program-images/a.jpg", 480)).toBe(
      "variants/480/program-images/a.jpg.webp",
    );
  });

  it("builds a srcset up to the original's width", () => {
    const image = responsiveImage({ url: "/files/public-files/p/a.webp", width: 1600, height: 1000 });
    expect(image.src).toBe("/images/800/p/a.webp");
    expect(image.srcSet).toBe(
      "/images/480/p/a.webp 480w, /images/800/p/a.webp 800w, /images/1200/p/a.webp 1200w, /images/1600/p/a.webp 1600w",
    );
    expect(image).toMatchObject({ width: 1600, height: 1000 });
    const small = responsiveImage({ url: "/files/public-files/p/b.webp", width: 700, height: 400 });
    expect(small.srcSet).toBe("/images/480/p/b.webp 480w");
    expect(small.src).toBe("/images/480/p/b.webp");
  });

  it("serves an image it cannot resize as it is", () => {
    expect(responsiveImage({ url: "https://cdn.example/x.webp", width: 1200, height: 800 })).toEqual({
      src: "https://cdn.example/x.webp",
      width: 1200,
      height: 800,
    });
    expect(
      responsiveImage({ url: "/files/public-files/tiny.webp", width: 300, height: 200 }).srcSet,
    ).toBeUndefined();
  });
});
