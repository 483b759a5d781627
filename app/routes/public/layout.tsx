import { Outlet, useRouteLoaderData } from "react-router";
import { SiteFooter } from "~/components/site-footer";
import { SiteNav } from "~/components/site-nav";
import type { loader as rootLoader } from "~/root";

export default function PublicLayout() {
  const siteName = useRouteLoaderData<typeof rootLoader>("root")?.siteName ?? "";
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:bg-brass focus:px-4 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <SiteNav siteName={siteName} />
      <main id="main" className="pt-18">
        <Outlet />
      </main>
      <SiteFooter siteName={siteName} />
    </>
  );
}
