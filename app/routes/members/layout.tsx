import { Form, Link, Outlet } from "react-router";
import { Button } from "~/components/ui/button";
import { requireMember } from "~/lib/auth.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context.services, request);
  return { displayName: member.firstName || member.email, siteName: context.services.config.siteName };
}

export default function MembersLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-ink">
      <header className="flex h-16 items-center justify-between border-b border-line bg-charcoal px-6">
        <Link to="/members" className="font-display text-lg tracking-[0.24em] uppercase">
          {loaderData.siteName} <span className="text-brass">Members</span>
        </Link>
        <div className="flex items-center gap-4">
          <span className="text-sm text-mist" data-testid="member-name">
            {loaderData.displayName}
          </span>
          <Form method="post" action="/members/logout">
            <Button type="submit" variant="outline" size="sm">
              Sign Out
            </Button>
          </Form>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-6 py-10">
        <Outlet />
      </main>
    </div>
  );
}
