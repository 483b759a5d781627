import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import { TIME_ZONE_HINT_SCRIPT } from "#core/dates/time-zone.ts";
import type { Route } from "./+types/root";
import appStyles from "./app.css?url";
import { type StaticDocumentAssets, useDocumentKind } from "./kit/static-document";
import { readToast } from "./kit/toast.server";

const FAVICON = { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" } as const;

/** For hydrated pages; static public pages inline their own styles (StaticHead). */
export const links: Route.LinksFunction = () => [FAVICON, { rel: "stylesheet", href: appStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, clear } = await readToast(context.services.config, request);
  return data(
    { siteName: context.services.config.siteName, toast },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { hydrate, shell, assets } = useDocumentKind();
  // Marks the document interactive once React has hydrated it (children's effects run first); static
  // public pages get the mark from their own script. End-to-end tests wait for it before they act.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="en" data-document={hydrate ? undefined : "static"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0c" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by its CSP hash */}
        <script dangerouslySetInnerHTML={{ __html: TIME_ZONE_HINT_SCRIPT }} />
        <Meta />
        {hydrate || !assets ? <Links /> : <StaticHead assets={assets} />}
      </head>
      <body className="min-h-dvh bg-ink text-ivory">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        {shell && assets ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: constant for a build, allowed by its CSP hash
          <script dangerouslySetInnerHTML={{ __html: assets.bootstrap }} />
        ) : null}
      </body>
    </html>
  );
}

/** A static page's head: its styles inline (no request before the first paint) and its first fonts. */
function StaticHead({ assets }: { assets: StaticDocumentAssets }) {
  return (
    <>
      <link {...FAVICON} />
      {assets.fonts.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet */}
      <style dangerouslySetInnerHTML={{ __html: assets.styles }} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="font-display text-4xl tracking-[0.12em] uppercase">
        {status === 404 ? "Oops! Page not found" : "Something went wrong"}
      </h1>
      <p className="text-mist">
        {status === 404
          ? "The page you are looking for does not exist."
          : "Please try again in a few moments."}
      </p>
      <a href="/" className="text-brass underline underline-offset-4">
        Return to Home
      </a>
    </main>
  );
}
