import { Outlet } from "react-router";
import { timeZoneFromCookies } from "#core/dates/time-zone.ts";
import { site } from "#core/site.ts";
import { AdminSidebar, SIDEBAR_COOKIE } from "~/components/layout/admin-sidebar";
import { sidebarCollapsed } from "~/components/layout/area-sidebar";
import { AreaTopBar } from "~/components/layout/area-top-bar";
import { Toasts } from "~/components/ui/toasts";
import { requireAdmin, shellDuringOutage } from "~/lib/auth.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  // While the database is unavailable the shell still renders: the page's own guard answers 503 in it.
  const admin = await shellDuringOutage(requireAdmin(context.services, request));
  const collapsed = sidebarCollapsed(request, SIDEBAR_COOKIE);
  return {
    email: admin?.email ?? "",
    siteName: context.services.config.siteName,
    collapsed,
    timeZone: timeZoneFromCookies(request.headers.get("cookie")),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh bg-ink">
      <AdminSidebar initiallyCollapsed={loaderData.collapsed} analyticsUrl={site.analyticsUrl} />
      <div className="min-w-0 flex-1">
        <AreaTopBar
          siteName={loaderData.siteName}
          area="Admin"
          home="/admin"
          who={loaderData.email}
          logout="/admin/logout"
        />
        <main className="mx-auto max-w-7xl px-6 py-10">
          <Outlet />
        </main>
      </div>
      <Toasts />
    </div>
  );
}
