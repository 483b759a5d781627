// What `npm run storage:check` reports (decision 149): files no row references (orphans: a delete whose
// file removal failed after the rows went, an upload cut off before its row) and rows whose file is
// missing. Orphans can be removed; a row with a missing file is only reported (an operator deletes or
// replaces the image on Program Management, which succeeds though the file is gone).
import { imageStorageKey, VARIANT_FOLDER } from "#core/content/program-images/responsive-image.ts";
import type { Database } from "#server/db/client.ts";
import { programImages } from "#server/db/schema.ts";
import { PRIVATE_FOLDER, type Storage } from "./storage.ts";

/** The folders of program images and their variants: what this check judges. */
const IMAGE_FOLDERS = ["program-images/", `${VARIANT_FOLDER}/`];

/**
 * Every folder the product writes (images, and the private files of resources and messages): what a
 * backup carries from a bucket. Anything else in a shared bucket is not ours to judge.
 */
export const STORED_FOLDERS = [...IMAGE_FOLDERS, `${PRIVATE_FOLDER}/`];

/**
 * An upload stores its file before its row commits: a file younger than this may be one of those, so it
 * is never called an orphan.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export type StorageReport = {
  /** Keys of files no image row references (their variants included), older than the grace period. */
  orphanFiles: string[];
  /** Image rows whose file the store does not hold. */
  missingFiles: { imageId: string; programId: string; key: string }[];
  /** The orphans removed (with `deleteOrphans`). */
  deleted: string[];
};

/** The original's key behind a variant key (variants/480/program-images/x.webp), or the key itself. */
function originalKeyOf(key: string): string {
  const match = new RegExp(`^${VARIANT_FOLDER}/\\d+/(.+)$`).exec(key);
  return match ? match[1]! : key;
}

export async function checkStorage(
  db: Database,
  storage: Storage,
  options: { deleteOrphans?: boolean; now?: Date } = {},
): Promise<StorageReport> {
  const now = options.now ?? new Date();
  const stored = new Map<string, Date>();
  // Private files are their rows' (resources, messages), never an image's orphan.
  for (const folder of IMAGE_FOLDERS)
    for await (const file of storage.list(folder)) stored.set(file.key, file.modifiedAt);

  const rows = await db
    .select({
      id: programImages.id,
      programId: programImages.programId,
      url: programImages.imageUrl,
      storageKey: programImages.storageKey,
    })
    .from(programImages);
  const referenced = new Set<string>();
  const missingFiles: StorageReport["missingFiles"] = [];
  for (const row of rows) {
    const key = imageStorageKey(row);
    if (!key) continue; // an image hosted elsewhere
    referenced.add(key);
    if (stored.has(key)) continue;
    // A key outside our folders (an older layout) is asked for directly.
    const file = IMAGE_FOLDERS.some((folder) => key.startsWith(folder)) ? null : await storage.get(key);
    file?.body.destroy();
    if (!file) missingFiles.push({ imageId: row.id, programId: row.programId, key });
  }

  const orphanFiles = [...stored]
    .filter(([key, modifiedAt]) => {
      if (referenced.has(originalKeyOf(key))) return false;
      return now.getTime() - modifiedAt.getTime() >= ORPHAN_GRACE_MS;
    })
    .map(([key]) => key)
    .sort();
  const deleted: string[] = [];
  if (options.deleteOrphans)
    for (const key of orphanFiles) {
      await storage.delete(key);
      deleted.push(key);
    }
  return { orphanFiles, missingFiles, deleted };
}
