export { createFaq } from "#server/content/create-faq.ts";
export { deleteFaq } from "#server/content/delete-faq.ts";
export { getFaq } from "#server/content/get-faq.ts";
export { faqTable, listFaqsPage } from "#server/content/list-faqs-page.ts";
export { moveFaq } from "#server/content/move-faq.ts";
export { nextFaqOrder } from "#server/content/next-faq-order.ts";
export { updateFaq } from "#server/content/update-faq.ts";
