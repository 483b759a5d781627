// The one way an uploaded image is stored (program images, private resources): checked by what it
// really is (a renamed file is refused), turned upright, bounded in width and re-encoded to WebP, which
// drops every piece of metadata (camera, place, time).
import { loadSharp } from "./image-codec.ts";

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const MAX_STORED_WIDTH = 2400;

export type ReencodedImage = { data: Buffer; width: number; height: number };

/** The image as WebP, or null when the bytes are not a JPEG, PNG or WebP image. */
export async function reencodeImage(input: Buffer): Promise<ReencodedImage | null> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    return null;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return null;
  // rotate() applies the EXIF orientation; sharp drops all metadata unless asked to keep it.
  const { data, info } = await sharp(input)
    .rotate()
    .resize({ width: MAX_STORED_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
