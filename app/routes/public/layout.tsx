import cormorant500 from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url";
import inter from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { Outlet, type ShouldRevalidateFunction, useLoaderData } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteNav } from "~/components/site-nav";
import type { Route } from "./+types/layout";

// The hero headings and body text need these two files first; preloading them keeps the largest text
// from being painted twice (fallback font, then the real one).
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: cormorant500, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: inter, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** What every public page's meta() needs (canonical URLs, site name): read once, never revalidated. */
export function loader({ context }: Route.LoaderArgs) {
  return { siteName: context.services.config.siteName, publicUrl: context.services.config.publicUrl };
}

export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function PublicLayout() {
  const { siteName } = useLoaderData<typeof loader>();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:bg-brass focus:px-4 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <SiteNav siteName={siteName} />
      <main id="main" tabIndex={-1} className="pt-18 outline-none">
        <Outlet />
      </main>
      <SiteFooter siteName={siteName} />
    </>
  );
}
