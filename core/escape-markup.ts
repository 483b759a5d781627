// Text made safe inside HTML or XML, as element content or a double-quoted attribute value: the
// e-mails' HTML, the sitemap, the icons' shapes.
export const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
