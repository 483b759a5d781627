// The public site's way into server/content (FAQs).
export { listActiveFaqs, type PublicFaq } from "#server/content/list-active-faqs.ts";
