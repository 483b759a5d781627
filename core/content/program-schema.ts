// The program form (SPEC section 5): name, description and duration required, display order at
// least 1; features one per line as "Feature Name: Feature description".

import { parseDisplayOrder } from "#core/admin/ordering.ts";
import { optionalText, z } from "#core/forms/zod.ts";

export const programFormSchema = z.object({
  name: z
    .string({ error: "Program name is required" })
    .trim()
    .min(1, "Program name is required")
    .max(120, "Program name must be at most 120 characters"),
  tagline: optionalText(200),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(5000, "Description must be at most 5000 characters"),
  duration: z
    .string({ error: "Duration is required" })
    .trim()
    .min(1, "Duration is required")
    .max(100, "Duration must be at most 100 characters"),
  targetAudience: optionalText(300),
  features: z
    .string()
    .max(5000, "Features must be at most 5000 characters")
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    ),
  displayOrder: z.preprocess(parseDisplayOrder, z.number().int().min(1, "Display order must be at least 1")),
});

export type ProgramInput = z.infer<typeof programFormSchema>;

/** SPEC 9: the admin table cuts the description at 80 characters. */
export function truncateDescription(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
