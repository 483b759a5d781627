// Values a cached page must not share between visitors. A render for the page cache puts a marker
// where such a value goes; the cache stores the page around it and fills in a fresh value for every
// answer. The marker holds a random part, so text typed into the admin cannot name one by chance.
import { randomBytes } from "node:crypto";

/** The application form's time stamp (server/leads/form-token.ts): when the form was shown. */
export const FORM_TOKEN_HOLE = "form-token";

const processTag = randomBytes(9).toString("base64url");

/** The marker for `name` (letters, digits and dashes), as it appears in the stored page. */
export const holeMarker = (name: string) => `pc-hole-${processTag}-${name}`;

const markers = new RegExp(`pc-hole-${processTag}-([a-z0-9-]+)`, "g");

/** The stored page split around its holes: text, hole name, text, hole name, ..., text. */
export type PageTemplate = { parts: string[]; holes: string[] };

export function parseTemplate(html: string): PageTemplate {
  const parts: string[] = [];
  const holes: string[] = [];
  let from = 0;
  for (const match of html.matchAll(markers)) {
    parts.push(html.slice(from, match.index));
    holes.push(match[1]!);
    from = match.index + match[0].length;
  }
  parts.push(html.slice(from));
  return { parts, holes };
}

/** The page with `values` in its holes, in order. */
export function fillTemplate(template: PageTemplate, values: string[]): string {
  let html = template.parts[0]!;
  for (let index = 0; index < template.holes.length; index++) {
    html += (values[index] ?? "") + template.parts[index + 1]!;
  }
  return html;
}
