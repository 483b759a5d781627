import { slugFromName } from "#core/content/programs/slug.ts";
import type { PublicContentSnapshot, PublicProgram } from "./read-public-content.ts";

export type ProgramDetail = PublicProgram & { slug: string };

/**
 * The program a URL slug names, with its images (SPEC 2: the slug is derived from the name and found by
 * case-insensitive match). Comparing slugs rather than raw names makes "/programs/Executive-Protection-Mastery",
 * "/programs/executive-protection-mastery" and the name itself all find the same program; two names with
 * the same slug resolve to the first in display order. Public.
 */
export function getProgramBySlug(content: PublicContentSnapshot, slug: string): ProgramDetail | null {
  const wanted = slugFromName(slug);
  if (!wanted) return null;
  const program = content.programs.find((candidate) => slugFromName(candidate.name) === wanted);
  return program ? { ...program, slug: wanted } : null;
}
