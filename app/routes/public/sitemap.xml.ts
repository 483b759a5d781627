import { PUBLIC_PAGE_PATHS, sitemapXml } from "#core/content/public-content/seo.ts";
import { listProgramSitemapEntries } from "~/lib/content.server";
import type { Route } from "./+types/sitemap.xml";

/** Every public page and every program page, with absolute URLs from PUBLIC_URL. */
export async function loader({ context }: Route.LoaderArgs) {
  const programs = listProgramSitemapEntries(await context.services.publicContent.current());
  const xml = sitemapXml(context.services.config.publicUrl, [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...programs.map((program) => ({ path: `/programs/${program.slug}`, lastModified: program.updatedAt })),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
