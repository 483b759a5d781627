// Programs, images and FAQs, for the admin screens and the public pages (route modules reach server code
// only through *.server.ts, so React Router keeps it out of client chunks).

export { createFaq } from "#server/content/faqs/create-faq.ts";
export { deleteFaq } from "#server/content/faqs/delete-faq.ts";
export { getFaq } from "#server/content/faqs/get-faq.ts";
export { faqTable, listFaqsPage } from "#server/content/faqs/list-faqs-page.ts";
export { moveFaq } from "#server/content/faqs/move-faq.ts";
export { nextFaqOrder } from "#server/content/faqs/next-faq-order.ts";
export { updateFaq } from "#server/content/faqs/update-faq.ts";
export { addProgramImages, type ImageUpload } from "#server/content/program-images/add-program-images.ts";
export { deleteImage } from "#server/content/program-images/delete-image.ts";
export {
  getProgramImageVariant,
  openProgramImageVariant,
} from "#server/content/program-images/get-program-image-variant.ts";
export { listProgramImagesForAdmin } from "#server/content/program-images/list-program-images-for-admin.ts";
export { moveImage } from "#server/content/program-images/move-image.ts";
export { setPrimaryImage } from "#server/content/program-images/set-primary-image.ts";
export { updateImageAltText } from "#server/content/program-images/update-image-alt-text.ts";
export { deleteProgram } from "#server/content/programs/delete-program.ts";
export { getProgram } from "#server/content/programs/get-program.ts";
export { listProgramChoices, type ProgramChoice } from "#server/content/programs/list-program-choices.ts";
export { listProgramsPage, programTable } from "#server/content/programs/list-programs-page.ts";
export { moveProgram } from "#server/content/programs/move-program.ts";
export { nextProgramOrder } from "#server/content/programs/next-program-order.ts";
export {
  createProgramWithImages,
  type SavedProgram,
  updateProgramWithImages,
} from "#server/content/programs/save-program-with-images.ts";
export { getProgramBySlug, type ProgramDetail } from "#server/content/public-content/get-program-by-slug.ts";
export { listActiveFaqs, type PublicFaq } from "#server/content/public-content/list-active-faqs.ts";
export { listProgramSitemapEntries } from "#server/content/public-content/list-program-sitemap-entries.ts";
export { listPrograms, type ProgramCard } from "#server/content/public-content/list-programs.ts";
export { storedFileResponse, storeUnavailableResponse } from "#server/http/stored-file-response.ts";
