// An admin list as a CSV download (decision 148): /admin/export/{list}?{the list's own query}. The
// screen's Export button links here with its URL's query, so the file holds what the screen shows.
import { data } from "react-router";
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { isDomainError } from "#server/errors/domain-error.ts";
import { readQuery } from "~/kit/read-query.server";
import { requireAdmin } from "~/lib/auth.server";
import { exportList } from "~/lib/exports.server";
import type { Route } from "./+types/export";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const clock = { now: new Date(), timeZone: timeZoneFromCookies(request.headers.get("cookie")) };
  try {
    const { fileName, body } = await exportList(
      context.services,
      admin,
      params.list,
      readQuery(request),
      clock,
    );
    return new Response(body, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${fileName}"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  } catch (error) {
    if (isDomainError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}
