import { describe, expect, it } from "vitest";
import {
  checkImagesToAdd,
  checkUploadCandidates,
  PROGRAM_IMAGE_MAX_BYTES,
  PROGRAM_IMAGE_MAX_FILES,
  PROGRAM_IMAGE_MAX_MB,
  programImageLimitsText,
  uploadMessages,
} from "./image-upload-rules.ts";
import { imageMessages } from "./program-image-messages.ts";

describe("program image upload rules", () => {
  it("writes the limits' text from the limits", () => {
    expect(programImageLimitsText).toBe("jpeg, jpg, png, webp; up to 5 MB each, 10 at a time");
    expect(programImageLimitsText).toContain(`${PROGRAM_IMAGE_MAX_MB} MB each`);
    expect(programImageLimitsText).toContain(`${PROGRAM_IMAGE_MAX_FILES} at a time`);
    expect(uploadMessages.tooLarge).toBe("File size too large. Maximum size: 5 MB");
    expect(PROGRAM_IMAGE_MAX_BYTES).toBe(PROGRAM_IMAGE_MAX_MB * 1024 * 1024);
  });

  it("refuses a file over the limit and too many files, and accepts one at the limit", () => {
    expect(checkUploadCandidates([{ name: "a.png", size: PROGRAM_IMAGE_MAX_BYTES }])).toBeNull();
    expect(checkUploadCandidates([{ name: "a.png", size: PROGRAM_IMAGE_MAX_BYTES + 1 }])).toBe(
      uploadMessages.tooLarge,
    );
    const many = Array.from({ length: PROGRAM_IMAGE_MAX_FILES + 1 }, (_, i) => ({
      name: `${i}.jpg`,
      size: 1,
    }));
    expect(checkUploadCandidates(many)).toBe(uploadMessages.tooMany);
  });

  it("asks for at least one image when images are added on their own", () => {
    expect(checkImagesToAdd([])).toBe(imageMessages.noneChosen);
    expect(checkImagesToAdd([{ name: "a.png", size: 1 }])).toBeNull();
    expect(checkImagesToAdd([{ name: "a.gif", size: 1 }])).toBe(uploadMessages.invalidType);
  });
});
