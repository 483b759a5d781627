// The program form's save: the program, then the images chosen with it. The program is the operator's
// main work, so an image that is refused (its type, its size, storage down) does not undo it: the answer
// says the program was saved and why its images were not. Anything but a DomainError still fails.
import { adminMessages } from "#core/admin/admin-messages.ts";
import { imageMessages } from "#core/content/program-image-messages.ts";
import type { ProgramInput } from "#core/content/program-schema.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { addProgramImages, type ImageUpload } from "./add-program-images.ts";
import { createProgram } from "./create-program.ts";
import { updateProgram } from "./update-program.ts";

/** The success text, or the failure that still reports the saved program. */
export type ProgramSaveResult = string | { ok: false; message: string };

export async function createProgramWithImages(
  services: Services,
  actor: SessionUser,
  input: ProgramInput,
  uploads: ImageUpload[],
): Promise<ProgramSaveResult> {
  const { id } = await createProgram(services.db, actor, input);
  return addImagesAfterSave(services, actor, id, uploads, adminMessages.created("program"));
}

export async function updateProgramWithImages(
  services: Services,
  actor: SessionUser,
  id: string,
  input: ProgramInput,
  uploads: ImageUpload[],
): Promise<ProgramSaveResult> {
  await updateProgram(services.db, actor, id, input);
  return addImagesAfterSave(services, actor, id, uploads, adminMessages.updated("program"));
}

async function addImagesAfterSave(
  services: Services,
  actor: SessionUser,
  programId: string,
  uploads: ImageUpload[],
  saved: string,
): Promise<ProgramSaveResult> {
  if (uploads.length === 0) return saved;
  try {
    await addProgramImages(services, actor, programId, uploads);
    return saved;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { ok: false, message: imageMessages.savedButAddFailed(saved, error.message) };
  }
}
