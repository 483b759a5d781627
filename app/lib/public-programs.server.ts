// The public site's way into server/content (route modules reach server code only through *.server.ts).
export { getProgramBySlug, type ProgramDetail } from "#server/content/get-program-by-slug.ts";
export { getProgramImageVariant } from "#server/content/get-program-image-variant.ts";
export { listProgramSitemapEntries } from "#server/content/list-program-sitemap-entries.ts";
export { listPrograms, type ProgramCard } from "#server/content/list-programs.ts";
