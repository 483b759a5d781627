// The public site's way into server/programs (route modules reach server code only through *.server.ts).
export { getProgramBySlug, type ProgramDetail } from "#server/programs/get-program-by-slug.ts";
export { getProgramImageVariant } from "#server/programs/get-program-image-variant.ts";
export { listProgramSitemapEntries } from "#server/programs/list-program-sitemap-entries.ts";
export { listPrograms, type ProgramCard } from "#server/programs/list-programs.ts";
