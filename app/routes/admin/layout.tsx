import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { site } from "#core/site.ts";
import { AdminSidebar, SIDEBAR_COOKIE } from "~/components/layout/admin-sidebar";
import { AreaShell } from "~/components/layout/area-shell";
import { sidebarCollapsed } from "~/components/layout/area-sidebar";
import { requireAdmin, shellDuringOutage } from "~/lib/auth.server";
import { sidebarUnread } from "~/lib/messages.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  // While the database is unavailable the shell still renders: the page's own guard answers 503 in it.
  const admin = await shellDuringOutage(requireAdmin(context, request));
  const collapsed = sidebarCollapsed(request, SIDEBAR_COOKIE);
  return {
    email: admin?.email ?? "",
    siteName: context.services.config.siteName,
    collapsed,
    // Read with the session, in its one statement (decisions 232, 248).
    unread: admin ? await sidebarUnread(context, admin) : 0,
    timeZone: timeZoneFromCookies(request.headers.get("cookie")),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaShell
      sidebar={
        <AdminSidebar
          initiallyCollapsed={loaderData.collapsed}
          analyticsUrl={site.analyticsUrl}
          unread={loaderData.unread}
        />
      }
      topBar={{
        siteName: loaderData.siteName,
        area: "Admin",
        home: "/admin",
        who: loaderData.email,
        logout: "/admin/logout",
      }}
      width="max-w-7xl"
    />
  );
}
