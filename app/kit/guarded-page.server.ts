// The loader of a signed-in area's page that reads nothing (Settings, the area's not-found page): the
// area's guard first, so a visitor is sent to its sign-in, then no data with the page's status. The
// guard gets the load context, so it shares the layout's session lookup (one per request: decision 155).
import { data } from "react-router";
import type { GuardScope } from "#server/auth/guards/guards.ts";
import type { LoadContext } from "#server/load-context.ts";

export function guardedPage(guard: (scope: GuardScope, request: Request) => Promise<unknown>, status = 200) {
  return async ({ request, context }: { request: Request; context: LoadContext }) => {
    await guard(context, request);
    return data(null, { status });
  };
}
