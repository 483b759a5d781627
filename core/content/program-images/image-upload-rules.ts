// SPEC section 5 "Uploads": program images are jpeg, jpg, png or webp, at most 5 MB each, at most 10
// files at a time, with these exact messages.
import { imageMessages } from "./program-image-messages.ts";

export const PROGRAM_IMAGE_TYPES = ["jpeg", "jpg", "png", "webp"] as const;
export const PROGRAM_IMAGE_MAX_MB = 5;
export const PROGRAM_IMAGE_MAX_BYTES = PROGRAM_IMAGE_MAX_MB * 1024 * 1024;
export const PROGRAM_IMAGE_MAX_FILES = 10;

/** The pickers' hint, written from the limits so changing a limit changes what the operator reads. */
export const programImageLimitsText = `${PROGRAM_IMAGE_TYPES.join(", ")}; up to ${PROGRAM_IMAGE_MAX_MB} MB each, ${PROGRAM_IMAGE_MAX_FILES} at a time`;

export const uploadMessages = {
  invalidType: `Invalid file type. Allowed types: ${PROGRAM_IMAGE_TYPES.join(", ")}`,
  tooLarge: `File size too large. Maximum size: ${PROGRAM_IMAGE_MAX_MB} MB`,
  tooMany: `Maximum ${PROGRAM_IMAGE_MAX_FILES} files allowed`,
  programRequired: "Program ID is required",
} as const;

export type UploadCandidate = { name: string; size: number };

/** The checks that need only the name and size; the server also checks the content itself. */
export function checkUploadCandidates(files: readonly UploadCandidate[]): string | null {
  if (files.length > PROGRAM_IMAGE_MAX_FILES) return uploadMessages.tooMany;
  for (const file of files) {
    const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
    if (!(PROGRAM_IMAGE_TYPES as readonly string[]).includes(extension)) return uploadMessages.invalidType;
    if (file.size > PROGRAM_IMAGE_MAX_BYTES) return uploadMessages.tooLarge;
  }
  return null;
}

/** Images added to a program on their own: at least one, each within the rules above. */
export function checkImagesToAdd(files: readonly UploadCandidate[]): string | null {
  if (files.length === 0) return imageMessages.noneChosen;
  return checkUploadCandidates(files);
}
