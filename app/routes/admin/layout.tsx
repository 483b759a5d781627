import { Form, Link, Outlet } from "react-router";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/lib/auth.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.services, request);
  return { email: admin.email, siteName: context.services.config.siteName };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-ink">
      <header className="flex h-16 items-center justify-between border-b border-line bg-charcoal px-6">
        <Link to="/admin" className="font-display text-lg tracking-[0.24em] uppercase">
          {loaderData.siteName} <span className="text-brass">Admin</span>
        </Link>
        <div className="flex items-center gap-4">
          <span className="text-sm text-mist" data-testid="admin-email">
            {loaderData.email}
          </span>
          <Form method="post" action="/admin/logout">
            <Button type="submit" variant="outline" size="sm">
              Sign Out
            </Button>
          </Form>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-6 py-10">
        <Outlet />
      </main>
    </div>
  );
}
