export { faqTable, listFaqsPage } from "../../server/faqs/list-faqs-page.ts";
export { createFaq, deleteFaq, moveFaq, nextFaqOrder, updateFaq } from "../../server/faqs/save-faq.ts";
