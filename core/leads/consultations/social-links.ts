// A lead's social media links (free text, one per line) as the view dialog shows them: a web address
// becomes a link that opens in a new tab; anything else (a handle, a note, a `javascript:` URL someone
// typed) stays plain text. Only http and https are ever put in an href.

export type SocialLink = { text: string; href: string | null };

const BARE_DOMAIN = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]\S*)?$/i;

function webAddress(text: string): string | null {
  const candidate = /^https?:\/\//i.test(text) ? text : BARE_DOMAIN.test(text) ? `https://${text}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

export function socialLinks(value: string | null): SocialLink[] {
  return (value ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((text) => ({ text, href: webAddress(text) }));
}
