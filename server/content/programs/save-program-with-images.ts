// The program form's save: the program, then the images chosen with it. The program is the operator's
// main work, so an image that is refused (its type, its size, storage down) does not undo it: the save
// answers the saved program with the images' refusal beside it, for the screen to say both. Anything
// but a DomainError still fails.
import type { ProgramInput } from "#core/content/programs/program-schema.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { addProgramImages, type ImageUpload } from "#server/content/program-images/add-program-images.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import type { Services } from "#server/services.ts";
import { createProgram } from "./create-program.ts";
import { updateProgram } from "./update-program.ts";

/** The saved program, and the refusal of the images chosen with it when they were refused. */
export type SavedProgram = { id: string; imagesRefused: DomainError | null };

export async function createProgramWithImages(
  services: Services,
  actor: SessionUser,
  input: ProgramInput,
  uploads: ImageUpload[],
): Promise<SavedProgram> {
  const { id } = await createProgram(services.db, actor, input);
  return { id, imagesRefused: await addImagesAfterSave(services, actor, id, uploads) };
}

export async function updateProgramWithImages(
  services: Services,
  actor: SessionUser,
  id: string,
  input: ProgramInput,
  uploads: ImageUpload[],
): Promise<SavedProgram> {
  await updateProgram(services.db, actor, id, input);
  return { id, imagesRefused: await addImagesAfterSave(services, actor, id, uploads) };
}

/** Adds the images; their refusal, or null when they were added (or none were chosen). */
async function addImagesAfterSave(
  services: Services,
  actor: SessionUser,
  programId: string,
  uploads: ImageUpload[],
): Promise<DomainError | null> {
  if (uploads.length === 0) return null;
  try {
    await addProgramImages(services, actor, programId, uploads);
    return null;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error;
  }
}
