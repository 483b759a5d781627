import { asc, eq } from "drizzle-orm";
import { slugFromName } from "#core/content/slug.ts";
import type { Database } from "#server/db/client.ts";
import { programs } from "#server/db/schema.ts";
import { listProgramImages, type ProgramImageView } from "./list-program-images.ts";

export type ProgramDetail = {
  id: string;
  name: string;
  slug: string;
  tagline: string | null;
  duration: string;
  targetAudience: string | null;
  description: string;
  features: string;
  updatedAt: Date;
  images: ProgramImageView[];
};

/**
 * The program a URL slug names, with its images (SPEC 2: the slug is derived from the name and found by
 * case-insensitive match). Comparing slugs rather than raw names makes "/programs/Executive-Protection-Mastery",
 * "/programs/executive-protection-mastery" and the name itself all find the same program. Public.
 */
export async function getProgramBySlug(db: Database, slug: string): Promise<ProgramDetail | null> {
  const wanted = slugFromName(slug);
  if (!wanted) return null;
  // The catalogue is a handful of rows; two names with the same slug resolve to the first in display order.
  const candidates = await db
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .orderBy(asc(programs.displayOrder), asc(programs.name));
  const match = candidates.find((candidate) => slugFromName(candidate.name) === wanted);
  if (!match) return null;
  const [program] = await db
    .select({
      id: programs.id,
      name: programs.name,
      tagline: programs.tagline,
      duration: programs.duration,
      targetAudience: programs.targetAudience,
      description: programs.description,
      features: programs.features,
      updatedAt: programs.updatedAt,
    })
    .from(programs)
    .where(eq(programs.id, match.id));
  if (!program) return null;
  return { ...program, slug: wanted, images: await listProgramImages(db, program.id) };
}
