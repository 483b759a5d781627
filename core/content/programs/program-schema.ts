// The program form (SPEC section 5): name, description and duration required, display order at
// least 1; features one per line as "Feature Name: Feature description".

import { parseDisplayOrder } from "#core/admin/ordering.ts";
import { lineItems, optionalText, requiredText, text } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";

export const programFormSchema = z.object({
  name: requiredText("Program name is required").max(120, "Program name must be at most 120 characters"),
  tagline: optionalText(200),
  description: requiredText("Description is required", "lines").max(
    5000,
    "Description must be at most 5000 characters",
  ),
  duration: requiredText("Duration is required").max(100, "Duration must be at most 100 characters"),
  targetAudience: optionalText(300),
  features: lineItems(5000, "Features must be at most 5000 characters").transform((items) =>
    items.join("\n"),
  ),
  displayOrder: z.preprocess(parseDisplayOrder, z.number().int().min(1, "Display order must be at least 1")),
});

export type ProgramInput = z.infer<typeof programFormSchema>;

/** An image's alternative text, edited beside the image (the domain call cuts it at 300 too). */
export const imageAltTextSchema = z.object({ altText: text().max(300) });

/** SPEC 9: the admin table cuts the description at 80 characters. */
export function truncateDescription(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
