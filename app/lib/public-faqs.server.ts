// The public site's way into server/faqs.
export { listActiveFaqs, type PublicFaq } from "#server/faqs/list-active-faqs.ts";
