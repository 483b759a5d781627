// An admin list as a CSV download (decision 148): /admin/export/{list}?{the list's own query}. The
// screen's Export button links here with its URL's query, so the file holds what the screen shows.
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { readQuery } from "~/kit/read-query.server";
import { answerRefusals } from "~/kit/refusals.server";
import { requireAdmin } from "~/lib/auth.server";
import { exportList } from "~/lib/exports.server";
import type { Route } from "./+types/export";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const clock = { now: new Date(), timeZone: timeZoneFromCookies(request.headers.get("cookie")) };
  const { fileName, body } = await answerRefusals(() =>
    exportList(context.services, admin, params.list, readQuery(request), clock),
  );
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
