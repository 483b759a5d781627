import { asc } from "drizzle-orm";
import { slugFromName } from "#core/content/slug.ts";
import type { Database } from "#server/db/client.ts";
import { programs } from "#server/db/schema.ts";

/** Every program page for sitemap.xml: its slug and when the program last changed. Public. */
export async function listProgramSitemapEntries(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ name: programs.name, updatedAt: programs.updatedAt })
    .from(programs)
    .orderBy(asc(programs.displayOrder), asc(programs.name));
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const slug = slugFromName(row.name);
    if (!slug || seen.has(slug)) return [];
    seen.add(slug);
    return [{ slug, updatedAt: row.updatedAt }];
  });
}
