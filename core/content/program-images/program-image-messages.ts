// The program images' texts on Program Management (SPEC section 8 "Admin management" and "Uploads"),
// exactly as the spec writes them; the successes it leaves unwritten follow its pattern.
export const imageMessages = {
  addFailed: (message: string) => `Failed to add image: ${message}`,
  /** An upload sent without a file. */
  noneChosen: "Choose at least one image.",
  /** A program saved with its form whose images then failed: the program stays saved. */
  savedButAddFailed: (saved: string, message: string) => `${saved}, but: Failed to add image: ${message}`,
  added: (count: number) => (count === 1 ? "Image added successfully" : `${count} images added successfully`),
  updateFailed: (message: string) => `Failed to update image: ${message}`,
  updated: "Image updated successfully",
  primaryFailed: (message: string) => `Failed to set primary image: ${message}`,
  primaryUpdated: "Primary image updated",
  reorderFailed: (message: string) => `Failed to reorder images: ${message}`,
  /** /images/{width}/{key} for a width or key that names no stored image (plain text, 404). */
  variantNotFound: "Not found",
  deleteFailed: (message: string) => `Failed to delete image: ${message}`,
  deleted: "Image deleted successfully",
  /** The browser's confirmation before an image is deleted. */
  confirmDelete: "Are you sure you want to delete this image?",
} as const;

/** What the file store's failures are called (SPEC section 8 "Uploads"). */
export const storageMessages = {
  tooLarge: "File too large. Please choose a smaller file.",
  uploadFailed: (message: string) => `Upload failed: ${message}`,
  noData: "No data returned from upload",
  deleteFailed: (message: string) => `Delete failed: ${message}`,
  bucketNotFound: "Storage bucket not found. Please contact administrator.",
  bucketNotAccessible: (bucket: string) =>
    `Storage bucket "${bucket}" is not accessible. Please check configuration.`,
  /** A stored file asked for while the store does not answer (plain text, 503). */
  fileUnavailable: "The file store is not answering. Please try again shortly.",
} as const;
