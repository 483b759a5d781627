// zod, configured once for every schema in core/: "jitless" stops zod probing `new Function`, which
// the Content-Security-Policy (no unsafe-eval) rightly refuses and the browser reports as a violation.
import { z } from "zod";

z.config({ jitless: true });

export { z };

/** An optional text field: trimmed, at most `max` characters, empty stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));
