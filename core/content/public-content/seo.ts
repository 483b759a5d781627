// Search-engine and social metadata for the public pages: titles, descriptions, canonical URLs, Open
// Graph and Twitter tags, JSON-LD, the sitemap and robots.txt. Pure: the public URL is passed in.
import { escapeMarkup } from "#core/escape-markup.ts";

/** The shape React Router's meta() accepts (kept local so core/ has no framework dependency). */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": Record<string, unknown> };

/** The public pages that are always there, in the order the sitemap lists them. */
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/programs",
  "/philosophy",
  "/principles",
  "/about",
  "/faqs",
  "/client-access",
  "/apply",
] as const;

export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

export type PageMetaInput = {
  /** The page's own title; the site name is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  path: string;
  publicUrl: string;
  siteName: string;
  image?: { url: string; alt: string; width?: number | null; height?: number | null } | null;
  type?: "website" | "article";
  noindex?: boolean;
};

export function pageMeta(input: PageMetaInput): MetaTag[] {
  const title = input.fullTitle ? input.title : `${input.title} | ${input.siteName}`;
  const url = absoluteUrl(input.publicUrl, input.path);
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.image) {
    const imageUrl = /^https?:\/\//.test(input.image.url)
      ? input.image.url
      : absoluteUrl(input.publicUrl, input.image.url);
    tags.push(
      { property: "og:image", content: imageUrl },
      { property: "og:image:alt", content: input.image.alt },
      { name: "twitter:image", content: imageUrl },
      { name: "twitter:image:alt", content: input.image.alt },
    );
    if (input.image.width && input.image.height)
      tags.push(
        { property: "og:image:width", content: String(input.image.width) },
        { property: "og:image:height", content: String(input.image.height) },
      );
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

export function organizationJsonLd(input: {
  siteName: string;
  publicUrl: string;
  description: string;
  slogan: string;
  email: string;
}): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: input.siteName,
    url: absoluteUrl(input.publicUrl, "/"),
    logo: absoluteUrl(input.publicUrl, "/favicon.svg"),
    description: input.description,
    slogan: input.slogan,
    email: input.email,
  };
}

export function faqPageJsonLd(
  faqs: readonly { question: string; answer: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export type SitemapEntry = { path: string; lastModified?: Date | null };

export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeMarkup(absoluteUrl(publicUrl, entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Crawlers may read every public page; the back office, the portal and the API are not for them. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /members",
    "Disallow: /api/",
    "Disallow: /reset-password",
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
