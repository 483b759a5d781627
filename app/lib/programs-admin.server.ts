export { addProgramImages, type ImageUpload } from "#server/content/add-program-images.ts";
export { deleteImage } from "#server/content/delete-image.ts";
export { deleteProgram } from "#server/content/delete-program.ts";
export { getProgram } from "#server/content/get-program.ts";
export { listProgramImagesForAdmin } from "#server/content/list-program-images-for-admin.ts";
export { listProgramsPage, programTable } from "#server/content/list-programs-page.ts";
export { moveImage } from "#server/content/move-image.ts";
export { moveProgram } from "#server/content/move-program.ts";
export { nextProgramOrder } from "#server/content/next-program-order.ts";
export {
  createProgramWithImages,
  updateProgramWithImages,
} from "#server/content/save-program-with-images.ts";
export { setPrimaryImage } from "#server/content/set-primary-image.ts";
export { updateImageAltText } from "#server/content/update-image-alt-text.ts";
