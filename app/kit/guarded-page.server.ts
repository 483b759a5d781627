// The loader of a signed-in area's page that reads nothing (Settings, the area's not-found page): the
// area's guard first, so a visitor is sent to its sign-in, then no data with the page's status.
import { data } from "react-router";
import type { LoadContext } from "#server/load-context.ts";
import type { Services } from "#server/services.ts";

export function guardedPage(guard: (services: Services, request: Request) => Promise<unknown>, status = 200) {
  return async ({ request, context }: { request: Request; context: LoadContext }) => {
    await guard(context.services, request);
    return data(null, { status });
  };
}
