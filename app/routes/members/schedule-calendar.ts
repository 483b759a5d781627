// Add to calendar: the .ics of one of the signed-in member's confirmed bookings, as a download.
import { data } from "react-router";
import { isDomainError } from "#server/errors/domain-error.ts";
import { requireMember } from "~/lib/auth.server";
import { getBookingCalendar } from "~/lib/events.server";
import type { Route } from "./+types/schedule-calendar";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  try {
    const { fileName, content } = await getBookingCalendar(context.services, member, params.bookingId);
    return new Response(content, {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="${fileName}"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    if (isDomainError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}
