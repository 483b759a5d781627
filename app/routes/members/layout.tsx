import { Outlet } from "react-router";
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { shortName } from "#core/users/display-name.ts";
import { sidebarCollapsed } from "~/components/layout/area-sidebar";
import { AreaTopBar } from "~/components/layout/area-top-bar";
import { MEMBER_SIDEBAR_COOKIE, MemberSidebar } from "~/components/layout/member-sidebar";
import { Toasts } from "~/components/ui/toasts";
import { requireMember, shellDuringOutage } from "~/lib/auth.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  // While the database is unavailable the shell still renders: the page's own guard answers 503 in it.
  const member = await shellDuringOutage(requireMember(context.services, request));
  return {
    // SPEC 2: the top bar shows the first name, or the e-mail when there is none.
    displayName: member ? shortName(member) : "",
    siteName: context.services.config.siteName,
    collapsed: sidebarCollapsed(request, MEMBER_SIDEBAR_COOKIE),
    timeZone: timeZoneFromCookies(request.headers.get("cookie")),
  };
}

export default function MembersLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh bg-ink">
      <MemberSidebar initiallyCollapsed={loaderData.collapsed} />
      <div className="min-w-0 flex-1">
        <AreaTopBar
          siteName={loaderData.siteName}
          area="Members"
          home="/members"
          who={loaderData.displayName}
        />
        <main className="mx-auto max-w-6xl px-6 py-10">
          <Outlet />
        </main>
      </div>
      <Toasts />
    </div>
  );
}
