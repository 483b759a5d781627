// A failure of the file store as the operator reads it (SPEC section 8 "Uploads"): the store's own
// words when it gave safe ones (a StorageError), else a generic text while the error is logged.
import { authMessages } from "#core/auth/auth-messages.ts";
import { storageMessages } from "#core/content/program-images/program-image-messages.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Logger } from "#server/logger.ts";
import { isStorageError } from "#server/storage/storage.ts";

function reasonOf(error: unknown, logger: Logger, step: string): string {
  if (isStorageError(error)) {
    logger.warn({ err: error.cause ?? error }, `file store: ${step} failed`);
    return error.message;
  }
  logger.error({ err: error }, `file store: ${step} failed`);
  return authMessages.unexpected;
}

export function uploadFailure(error: unknown, logger: Logger): DomainError {
  if (isStorageError(error) && error.tooLarge)
    return new DomainError("too_large", storageMessages.tooLarge, { cause: error });
  // The bucket is missing or refuses us: the spec's own sentence, not "Upload failed: ...".
  if (isStorageError(error) && error.whole)
    return new DomainError("unavailable", reasonOf(error, logger, "upload"), { cause: error });
  return new DomainError("unavailable", storageMessages.uploadFailed(reasonOf(error, logger, "upload")), {
    cause: error,
  });
}

export const noDataFromUpload = () => new DomainError("unavailable", storageMessages.noData);

export function deleteFailure(error: unknown, logger: Logger): DomainError {
  return new DomainError("unavailable", storageMessages.deleteFailed(reasonOf(error, logger, "delete")), {
    cause: error,
  });
}
