// Responsive variants of stored images. The original lives in the storage seam under a key; the site
// serves narrower WebP copies at /images/{width}/{key}, made once by sharp and kept in storage.
export const IMAGE_VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const LOCAL_FILES_PREFIX = "/files/public-files/";
/** Variants are kept beside the originals in the same bucket, under this folder. */
export const VARIANT_FOLDER = "variants";

export function isImageVariantWidth(width: number): width is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);
}

/** The storage key behind an image, from the stored key or, failing that, from a local file URL. */
export function imageStorageKey(image: { url: string; storageKey?: string | null }): string | null {
  if (image.storageKey) return image.storageKey;
  if (!image.url.startsWith(LOCAL_FILES_PREFIX)) return null;
  try {
    return decodeURIComponent(image.url.slice(LOCAL_FILES_PREFIX.length));
  } catch {
    return null;
  }
}

export function imageVariantUrl(key: string, width: ImageVariantWidth): string {
  return `/images/${width}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/** Where a variant is cached in storage: always WebP, whatever the original was. */
export function imageVariantStorageKey(key: string, width: ImageVariantWidth): string {
  return `${VARIANT_FOLDER}/${width}/${key.endsWith(".webp") ? key : `${key}.webp`}`;
}

export type ResponsiveImage = { src: string; srcSet?: string; width: number; height: number };

/**
 * src, srcset and intrinsic size for an <img>. Widths above the original's are left out (no upscaling);
 * an image we cannot resize (a remote URL) is served as it is.
 */
export function responsiveImage(image: {
  url: string;
  storageKey?: string | null;
  width?: number | null;
  height?: number | null;
}): ResponsiveImage {
  const width = image.width ?? 1600;
  const height = image.height ?? 1000;
  const key = imageStorageKey(image);
  if (!key) return { src: image.url, width, height };
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w <= width);
  if (widths.length === 0) return { src: image.url, width, height };
  const fallback = widths.includes(800) ? 800 : widths[widths.length - 1]!;
  return {
    src: imageVariantUrl(key, fallback),
    srcSet: widths.map((w) => `${imageVariantUrl(key, w)} ${w}w`).join(", "),
    width,
    height,
  };
}
