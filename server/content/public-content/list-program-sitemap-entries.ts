import { slugFromName } from "#core/content/programs/slug.ts";
import type { PublicContentSnapshot } from "./read-public-content.ts";

/** Every program page for sitemap.xml: its slug and when the program last changed. Public. */
export function listProgramSitemapEntries(
  content: PublicContentSnapshot,
): { slug: string; updatedAt: Date }[] {
  const seen = new Set<string>();
  return content.programs.flatMap((program) => {
    const slug = slugFromName(program.name);
    if (!slug || seen.has(slug)) return [];
    seen.add(slug);
    return [{ slug, updatedAt: program.updatedAt }];
  });
}
