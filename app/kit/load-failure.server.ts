// A loader that knows more precisely than its page's `handle.loadFailure` what failed (the schedule's
// "Failed to load your bookings" rather than "Failed to load schedule data") throws that text as a 500
// whose data the area's boundary shows (RouteErrorMessage). The text is ours, never the error's; a
// thrown Error would not carry it (React Router replaces its message outside development).
import { data } from "react-router";
import { isDatabaseUnavailable } from "#server/db/availability.ts";
import { routeUrl } from "#server/http/route-url.ts";
import type { LoadContext } from "#server/load-context.ts";
import type { ThrownLoadFailure } from "~/components/ui/route-error-message";

/**
 * Logs the error once with the request id, as `handleError` logs any other (React Router does not pass
 * it a thrown response), then throws the text. An unavailable database, or a request the visitor left,
 * is rethrown untouched: the first is answered 503, the second is not an error.
 */
export function throwLoadFailure(
  context: LoadContext,
  request: Request,
  error: unknown,
  text: string,
): never {
  if (isDatabaseUnavailable(error) || request.signal.aborted) throw error;
  context.services.logger.error(
    { err: error, reqId: context.requestId, path: routeUrl(request).pathname },
    "request failed",
  );
  throw data<ThrownLoadFailure>({ loadFailure: text }, { status: 500 });
}
