// What a page shows when its loader or rendering failed: inside the area's shell (navigation kept),
// in words for the person (the page's own, or the loader's more precise ones), never the error's text. A missing page is the spec's 404.
import { isRouteErrorResponse, Link, useMatches } from "react-router";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#core/service-unavailable.ts";
import { NotFoundMessage } from "~/components/ui/not-found-message";

export const routeErrorTexts = {
  unavailable: SERVICE_UNAVAILABLE_MESSAGE,
  failed: "Something went wrong while loading this page. Please try again in a few moments.",
  forbidden: "You do not have access to this page.",
} as const;

/** What a page module exports as `handle` to name its own load failure ("Failed to load registrations"). */
export type PageHandle = { loadFailure?: string };

/** What a loader throws (a 500) to name what failed more precisely than its page (load-failure.server.ts). */
export type ThrownLoadFailure = { loadFailure: string };

function thrownLoadFailure(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 500) return undefined;
  const text = (error.data as Partial<ThrownLoadFailure> | null | undefined)?.loadFailure;
  return typeof text === "string" ? text : undefined;
}

/** The load-failure text of the deepest matched page that names one. */
function usePageLoadFailure(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const text = (matches[i]?.handle as PageHandle | undefined)?.loadFailure;
    if (text) return text;
  }
  return undefined;
}

export function RouteErrorMessage({ error, home }: { error: unknown; home: string }) {
  const pageFailure = usePageLoadFailure();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundMessage />;
  const text =
    status === 503
      ? routeErrorTexts.unavailable
      : status === 403
        ? routeErrorTexts.forbidden
        : (thrownLoadFailure(error) ?? pageFailure ?? routeErrorTexts.failed);
  return (
    <section
      role="alert"
      className="flex min-h-[50dvh] flex-col items-center justify-center gap-6 px-6 py-20 text-center"
    >
      <h1 className="font-display text-3xl tracking-[0.1em]">Something went wrong</h1>
      <p className="max-w-md text-mist">{text}</p>
      <Link to={home} className="text-sm tracking-[0.2em] text-brass uppercase underline underline-offset-8">
        Back
      </Link>
    </section>
  );
}
