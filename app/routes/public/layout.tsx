import { Outlet, type ShouldRevalidateFunction, useLoaderData } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteNav } from "~/components/layout/site-nav";
import type { DocumentHandle } from "~/kit/static-document";
import type { Route } from "./+types/layout";

export const handle: DocumentHandle = { publicShell: true };

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
