import type { PublicContentSnapshot, PublicFaq } from "./read-public-content.ts";

export type { PublicFaq };

/** Active FAQs in display order (SPEC 7: faqs where is_active true ordered by display_order). Public. */
export function listActiveFaqs(content: PublicContentSnapshot): PublicFaq[] {
  return content.faqs;
}
