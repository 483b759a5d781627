import { Outlet } from "react-router";
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { AreaTopBar } from "~/components/area-top-bar";
import { Toasts } from "~/components/toasts";
import { requireMember } from "~/lib/auth.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context.services, request);
  return {
    displayName: member.firstName || member.email,
    siteName: context.services.config.siteName,
    timeZone: timeZoneFromCookies(request.headers.get("cookie")),
  };
}

export default function MembersLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-ink">
      <AreaTopBar
        siteName={loaderData.siteName}
        area="Members"
        home="/members"
        who={loaderData.displayName}
        logout="/members/logout"
      />
      <main className="mx-auto max-w-6xl px-6 py-10">
        <Outlet />
      </main>
      <Toasts />
    </div>
  );
}
