// An operator's plain text as the HTML part of an e-mail (decision 215): never their HTML. Everything
// is escaped first; then only what we build is markup: paragraphs at blank lines, line breaks,
// **bold**, and http(s) addresses as links.
import { escapeMarkup } from "#core/escape-markup.ts";
import { letterHtml, paragraphHtml } from "./templates.ts";

// On the raw text: an address runs to white space; closing punctuation after it is the sentence's.
const LINK = /\bhttps?:\/\/\S*[^\s.,;:!?)'"\]]/g;
const BOLD = /\*\*([^*\n]+?)\*\*/g;

const textHtml = (text: string) => escapeMarkup(text).replace(BOLD, "<strong>$1</strong>");

/** A line: its addresses as links, the rest as text, each escaped on its own. */
function inlineHtml(line: string): string {
  let html = "";
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    const url = escapeMarkup(match[0]);
    html += `${textHtml(line.slice(from, match.index))}<a href="${url}">${url}</a>`;
    from = match.index + match[0].length;
  }
  return html + textHtml(line.slice(from));
}

export function plainTextHtml(siteName: string, text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const body = paragraphs.map((p) => paragraphHtml(p.split("\n").map(inlineHtml).join("<br>"))).join("");
  return letterHtml(siteName, body);
}
