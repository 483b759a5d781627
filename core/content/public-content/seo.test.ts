import { describe, expect, it } from "vitest";
import { absoluteUrl, faqPageJsonLd, pageMeta, robotsTxt, sitemapXml } from "./seo.ts";

describe("seo", () => {
  it("joins the public URL and a path", () => {
    expect(absoluteUrl("https://example.com/", "/faqs")).toBe("https://example.com/faqs");
    expect(absoluteUrl("https://example.com", "faqs")).toBe("https://example.com/faqs");
  });

  it("writes title, description, canonical, Open Graph and Twitter tags", () => {
    const tags = pageMeta({
      title: "FAQs",
      description: "Answers.",
      path: "/faqs",
      publicUrl: "https://example.com",
      siteName: "House",
      image: { url: "/images/1200/a.webp", alt: "Art", width: 1200, height: 750 },
    });
    expect(tags).toContainEqual({ title: "FAQs | House" });
    expect(tags).toContainEqual({ name: "description", content: "Answers." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://example.com/faqs" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://example.com/faqs" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://example.com/images/1200/a.webp" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("can keep a page out of the index and use a full title", () => {
    const tags = pageMeta({
      title: "Whole Title",
      fullTitle: true,
      description: "d",
      path: "/x",
      publicUrl: "http://localhost:3000",
      siteName: "House",
      noindex: true,
    });
    expect(tags).toContainEqual({ title: "Whole Title" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
  });

  it("describes FAQs as a schema.org FAQPage", () => {
    expect(faqPageJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });

  it("lists absolute, escaped URLs in the sitemap", () => {
    const xml = sitemapXml("https://example.com", [
      { path: "/" },
      { path: "/programs/a&b", lastModified: new Date("2026-01-02T03:04:05Z") },
    ]);
    expect(xml).toContain("<loc>https://example.com/</loc>");
    expect(xml).toContain(
      "<loc>https://example.com/programs/a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("keeps crawlers out of the admin and members areas and points to the sitemap", () => {
    const robots = robotsTxt("https://example.com");
    expect(robots).toContain("Disallow: /admin\n");
    expect(robots).toContain("Disallow: /members\n");
    expect(robots).toContain("Sitemap: https://example.com/sitemap.xml");
  });
});
