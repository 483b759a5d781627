// Programs, images and FAQs, for the admin screens and the public pages (route modules reach server code
// only through *.server.ts, so React Router keeps it out of client chunks).

export { addProgramImages, type ImageUpload } from "#server/content/add-program-images.ts";
export { createFaq } from "#server/content/create-faq.ts";
export { deleteFaq } from "#server/content/delete-faq.ts";
export { deleteImage } from "#server/content/delete-image.ts";
export { deleteProgram } from "#server/content/delete-program.ts";
export { getFaq } from "#server/content/get-faq.ts";
export { getProgram } from "#server/content/get-program.ts";
export { getProgramBySlug, type ProgramDetail } from "#server/content/get-program-by-slug.ts";
export {
  getProgramImageVariant,
  openProgramImageVariant,
} from "#server/content/get-program-image-variant.ts";
export { listActiveFaqs, type PublicFaq } from "#server/content/list-active-faqs.ts";
export { faqTable, listFaqsPage } from "#server/content/list-faqs-page.ts";
export { listProgramImagesForAdmin } from "#server/content/list-program-images-for-admin.ts";
export { listProgramSitemapEntries } from "#server/content/list-program-sitemap-entries.ts";
export { listPrograms, type ProgramCard } from "#server/content/list-programs.ts";
export { listProgramsPage, programTable } from "#server/content/list-programs-page.ts";
export { moveFaq } from "#server/content/move-faq.ts";
export { moveImage } from "#server/content/move-image.ts";
export { moveProgram } from "#server/content/move-program.ts";
export { nextFaqOrder } from "#server/content/next-faq-order.ts";
export { nextProgramOrder } from "#server/content/next-program-order.ts";
export {
  createProgramWithImages,
  type SavedProgram,
  updateProgramWithImages,
} from "#server/content/save-program-with-images.ts";
export { setPrimaryImage } from "#server/content/set-primary-image.ts";
export { updateFaq } from "#server/content/update-faq.ts";
export { updateImageAltText } from "#server/content/update-image-alt-text.ts";
export { storedFileResponse, storeUnavailableResponse } from "#server/http/stored-file-response.ts";
