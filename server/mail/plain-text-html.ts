// An operator's plain text as the HTML part of an e-mail (decision 215): never their HTML. Everything
// is escaped first; then only what we build is markup: paragraphs at blank lines, line breaks,
// **bold**, and http(s) addresses as links.
import { escapeHtml, letterHtml, paragraphHtml } from "./templates.ts";

// On escaped text: an address runs to white space; closing punctuation after it is the sentence's.
const LINK = /\bhttps?:\/\/[^\s<]+[^\s<.,;:!?)'\]]/g;
const BOLD = /\*\*([^*\n]+?)\*\*/g;

function inlineHtml(line: string): string {
  return escapeHtml(line)
    .replace(BOLD, "<strong>$1</strong>")
    .replace(LINK, (url) => `<a href="${url}">${url}</a>`);
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
