// The FAQ form (SPEC section 5): question and answer required, display order at least 1, a
// non-numeric order falls back to 1.

import { parseDisplayOrder } from "#core/admin/ordering.ts";
import { requiredText } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";

export const faqFormSchema = z.object({
  question: requiredText("Question is required").max(500, "Question must be at most 500 characters"),
  answer: requiredText("Answer is required", "lines").max(5000, "Answer must be at most 5000 characters"),
  displayOrder: z.preprocess(parseDisplayOrder, z.number().int().min(1, "Display order must be at least 1")),
  // A checkbox: present ("on") when ticked, absent otherwise.
  isActive: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});

export type FaqInput = z.infer<typeof faqFormSchema>;
