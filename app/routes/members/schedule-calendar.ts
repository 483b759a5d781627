// Add to calendar: the .ics of one of the signed-in member's confirmed bookings, as a download.
import { answerRefusals } from "~/kit/refusals.server";
import { requireMember } from "~/lib/auth.server";
import { getBookingCalendar } from "~/lib/events.server";
import type { Route } from "./+types/schedule-calendar";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  const { fileName, content } = await answerRefusals(() =>
    getBookingCalendar(context.services, member, params.bookingId),
  );
  return new Response(content, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
