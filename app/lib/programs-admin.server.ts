export { addProgramImages, type ImageUpload } from "#server/programs/add-program-images.ts";
export { deleteImage } from "#server/programs/delete-image.ts";
export { deleteProgram } from "#server/programs/delete-program.ts";
export { getProgram } from "#server/programs/get-program.ts";
export { listProgramImagesForAdmin } from "#server/programs/list-program-images-for-admin.ts";
export { listProgramsPage, programTable } from "#server/programs/list-programs-page.ts";
export { moveImage } from "#server/programs/move-image.ts";
export { moveProgram } from "#server/programs/move-program.ts";
export { nextProgramOrder } from "#server/programs/next-program-order.ts";
export {
  createProgramWithImages,
  updateProgramWithImages,
} from "#server/programs/save-program-with-images.ts";
export { setPrimaryImage } from "#server/programs/set-primary-image.ts";
export { updateImageAltText } from "#server/programs/update-image-alt-text.ts";
