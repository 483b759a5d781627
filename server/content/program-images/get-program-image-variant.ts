import { Readable } from "node:stream";
import {
  type ImageVariantWidth,
  imageVariantStorageKey,
  isImageVariantWidth,
  VARIANT_FOLDER,
} from "#core/content/program-images/responsive-image.ts";
import { isSafeKey, type Storage, type StoredFile } from "#server/storage/storage.ts";
import { loadSharp } from "./image-codec.ts";

const VARIANT_QUALITY = 74;
const RESIZABLE = /^image\/(webp|jpeg|png|avif|gif)$/;

export type ImageVariant = { body: Buffer; contentType: "image/webp" };

/** Resizes running right now, so a burst of requests for a new variant resizes it once. */
const inFlight = new Map<string, Promise<ImageVariant | null>>();

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * A WebP copy of a stored public image at one of the allowed widths, made with sharp on first request
 * and kept in storage under variants/ so later requests are a plain read. Originals keep their unique,
 * never-overwritten keys, so a variant never goes stale. Null when the key is not a resizable image.
 */
export async function getProgramImageVariant(
  storage: Storage,
  key: string,
  width: number,
): Promise<ImageVariant | null> {
  if (!isVariantRequest(key, width)) return null;
  const variantKey = imageVariantStorageKey(key, width);
  const cached = await storage.get(variantKey);
  if (cached) return { body: await readAll(cached.body), contentType: "image/webp" };

  const running = inFlight.get(variantKey);
  if (running) return running;
  const work = makeVariant(storage, key, variantKey, width).finally(() => inFlight.delete(variantKey));
  inFlight.set(variantKey, work);
  return work;
}

async function makeVariant(
  storage: Storage,
  key: string,
  variantKey: string,
  width: ImageVariantWidth,
): Promise<ImageVariant | null> {
  const original = await storage.get(key);
  if (!original) return null;
  if (!RESIZABLE.test(original.contentType)) {
    original.body.destroy();
    return null;
  }
  const sharp = await loadSharp();
  const body = await sharp(await readAll(original.body))
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: VARIANT_QUALITY, effort: 4 })
    .toBuffer();
  // Another instance may have written it first: storage never overwrites, and either copy is the same.
  await storage.put(variantKey, body, "image/webp").catch(() => {});
  return { body, contentType: "image/webp" };
}

function isVariantRequest(key: string, width: number): width is ImageVariantWidth {
  return isImageVariantWidth(width) && isSafeKey(key) && !key.startsWith(`${VARIANT_FOLDER}/`);
}

/**
 * The variant for a download: a stored one streams from the store as it is read (no whole-file
 * buffer, and a dropped download ends the store's read); a new one is made as above. Throws a
 * StorageError when the store does not answer.
 */
export async function openProgramImageVariant(
  storage: Storage,
  key: string,
  width: number,
): Promise<StoredFile | null> {
  if (!isVariantRequest(key, width)) return null;
  const stored = await storage.get(imageVariantStorageKey(key, width));
  if (stored) return stored;
  const made = await getProgramImageVariant(storage, key, width);
  return made && { body: Readable.from(made.body), size: made.body.length, contentType: made.contentType };
}
