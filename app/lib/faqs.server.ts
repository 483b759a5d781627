export { createFaq } from "#server/faqs/create-faq.ts";
export { deleteFaq } from "#server/faqs/delete-faq.ts";
export { getFaq } from "#server/faqs/get-faq.ts";
export { faqTable, listFaqsPage } from "#server/faqs/list-faqs-page.ts";
export { moveFaq } from "#server/faqs/move-faq.ts";
export { nextFaqOrder } from "#server/faqs/next-faq-order.ts";
export { updateFaq } from "#server/faqs/update-faq.ts";
