// Free text as a person types it, in a form or in a URL: the one place that says which characters never
// belong in it, and the zod fields every form's free text is made of. PostgreSQL and PGlite refuse NUL
// in text outright (22021), so a NUL that reached SQL was a 500; the other controls are invisible junk
// from a paste or a hostile client. The shared body guard (server/http/read-form.ts) and the table
// query (core/admin/table-query.ts) strip with the same function.
import { z } from "./zod.ts";

// C0 controls except tab and line breaks, DEL, and the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
// Every control character, tab and line breaks included: none belongs in a one-line value.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const ANY_CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * Removes control characters. Tabs and line breaks stay; vertical tab and form feed (pasted from word
 * processors) become line breaks.
 */
export function stripControlCharacters(value: string): string {
  return value.replace(/[\v\f]/g, "\n").replace(CONTROL_CHARACTERS, "");
}

/** Whether a one-line value holds any control character (for inputs we refuse rather than clean). */
export function hasControlCharacters(value: string): boolean {
  return ANY_CONTROL_CHARACTER.test(value);
}

/** "line": an input (white space runs, line breaks too, become one space). "lines": a textarea. */
export type TextShape = "line" | "lines";

const shapes: Record<TextShape, (value: string) => string> = {
  line: (value) => value.replace(/\s+/g, " ").trim(),
  lines: (value) => value.replace(/\r\n?/g, "\n").trim(),
};

/**
 * A free-text field: control characters removed, then trimmed and shaped as one line or several. Still
 * a zod string, so a schema adds its own limits and messages (`.min`, `.max`, `.regex`), which then
 * measure exactly what is stored.
 */
export const text = (shape: TextShape = "line", params?: Parameters<typeof z.string>[0]) =>
  z.string(params).overwrite((value) => shapes[shape](stripControlCharacters(value)));

/** Text that must be present and not blank; a missing field gets the same message. */
export const requiredText = (message: string, shape: TextShape = "line") =>
  text(shape, { error: message }).min(1, message);

/** Optional text of at most `max` characters; blank is stored as null (SPEC section 5). */
export const optionalText = (
  max: number,
  {
    tooLong = `Must be at most ${max} characters`,
    shape = "line",
  }: { tooLong?: string; shape?: TextShape } = {},
) =>
  text(shape)
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : null));

/** Items one per line (a program's features, an event's equipment): each trimmed, blank lines dropped. */
export const lineItems = (max: number, tooLong: string) =>
  text("lines")
    .max(max, tooLong)
    .optional()
    .transform((value) =>
      (value ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    );
