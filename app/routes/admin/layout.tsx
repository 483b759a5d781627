import { Outlet } from "react-router";
import { AreaTopBar } from "~/components/area-top-bar";
import { requireAdmin } from "~/lib/auth.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.services, request);
  return { email: admin.email, siteName: context.services.config.siteName };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-ink">
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
  );
}
