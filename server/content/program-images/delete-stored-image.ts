import {
  IMAGE_VARIANT_WIDTHS,
  imageVariantStorageKey,
} from "#core/content/program-images/responsive-image.ts";
import type { Logger } from "#server/logger.ts";
import type { Storage } from "#server/storage/storage.ts";

/** Removes an image's file and the resized copies the public site made of it; a failure is only logged. */
export async function deleteStoredImage(storage: Storage, key: string, logger: Logger): Promise<void> {
  const keys = [key, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantStorageKey(key, width))];
  await Promise.all(
    keys.map((k) =>
      storage.delete(k).catch((err: unknown) => logger.warn({ err, key: k }, "could not delete image file")),
    ),
  );
}
