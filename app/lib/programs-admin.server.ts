export {
  addProgramImages,
  deleteImage,
  ImageRuleError,
  listProgramImagesForAdmin,
  moveImage,
  setPrimaryImage,
  updateImageAltText,
} from "../../server/programs/manage-program-images.ts";
export {
  createProgram,
  deleteProgram,
  listProgramsPage,
  moveProgram,
  nextProgramOrder,
  ProgramRuleError,
  programTable,
  updateProgram,
} from "../../server/programs/manage-programs.ts";
