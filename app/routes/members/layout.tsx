import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { shortName } from "#core/users/display-name.ts";
import { AreaShell } from "~/components/layout/area-shell";
import { sidebarCollapsed } from "~/components/layout/area-sidebar";
import { MEMBER_SIDEBAR_COOKIE, MemberSidebar } from "~/components/layout/member-sidebar";
import { requireMember, shellDuringOutage } from "~/lib/auth.server";
import { sidebarUnread } from "~/lib/messages.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  // While the database is unavailable the shell still renders: the page's own guard answers 503 in it.
  const member = await shellDuringOutage(requireMember(context, request));
  return {
    // SPEC 2: the top bar shows the first name, or the e-mail when there is none.
    displayName: member ? shortName(member) : "",
    siteName: context.services.config.siteName,
    collapsed: sidebarCollapsed(request, MEMBER_SIDEBAR_COOKIE),
    // Read with the session, in its one statement (decisions 232, 248).
    unread: member ? await sidebarUnread(context, member) : 0,
    timeZone: timeZoneFromCookies(request.headers.get("cookie")),
  };
}

export default function MembersLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaShell
      sidebar={<MemberSidebar initiallyCollapsed={loaderData.collapsed} unread={loaderData.unread} />}
      topBar={{
        siteName: loaderData.siteName,
        area: "Members",
        home: "/members",
        who: loaderData.displayName,
      }}
      width="max-w-6xl"
    />
  );
}
