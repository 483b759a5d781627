// A private file into the storage seam, under the private folder (never served by /files/): checked by
// name, size and content for its kind, images re-encoded as program images are. A resource's file and a
// message's attachment alike (each in a folder of its own under private/).
import { randomBytes } from "node:crypto";
import {
  checkResourceFile,
  contentMatches,
  extensionOf,
  type FileKind,
  fileMessages,
  resourceFileRules,
} from "#core/resources/resource-rules.ts";
import { reencodeImage } from "#server/content/program-images/reencode-image.ts";
import { noDataFromUpload, uploadFailure } from "#server/content/program-images/storage-failure.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { PRIVATE_FOLDER } from "#server/storage/storage.ts";

export type ResourceUpload = { name: string; size: number; data: Buffer };
export type StoredResourceFile = {
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
};

/** Checks the upload for its kind, without storing anything. Throws the person's message. */
export async function prepareResourceFile(kind: FileKind, upload: ResourceUpload) {
  const problem = checkResourceFile(kind, upload);
  if (problem) throw new DomainError("invalid", problem, { fields: { file: problem } });
  const extension = extensionOf(upload.name);
  if (kind === "image") {
    const image = await reencodeImage(upload.data);
    if (!image) throw invalidType(kind);
    const base = upload.name.replace(/\.[^.]*$/, "");
    return { data: image.data, fileName: `${base}.webp`, contentType: "image/webp", extension: "webp" };
  }
  if (!contentMatches(extension, upload.data)) throw invalidType(kind);
  const contentType = resourceFileRules[kind].types[extension]!;
  return { data: upload.data, fileName: upload.name, contentType, extension };
}

function invalidType(kind: FileKind) {
  const message = fileMessages.invalidType(kind);
  return new DomainError("invalid", message, { fields: { file: message } });
}

export async function storeResourceFile(
  services: Pick<Services, "storage" | "logger">,
  prepared: Awaited<ReturnType<typeof prepareResourceFile>>,
  folder: "resources" | "messages" = "resources",
): Promise<StoredResourceFile> {
  // Random from the system's generator: the key is never a URL anyone can fetch, but it stays unguessable.
  const key = `${PRIVATE_FOLDER}/${folder}/${Date.now()}-${randomBytes(12).toString("hex")}.${prepared.extension}`;
  const stored = await services.storage
    .put(key, prepared.data, prepared.contentType)
    .catch((error: unknown) => {
      throw uploadFailure(error, services.logger);
    });
  if (!stored) {
    await services.storage.delete(key).catch(() => {});
    throw noDataFromUpload();
  }
  return {
    storageKey: key,
    fileName: prepared.fileName,
    contentType: prepared.contentType,
    sizeBytes: prepared.data.length,
  };
}
