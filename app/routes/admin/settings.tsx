import { requireAdmin } from "~/lib/auth.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.services, request);
  return null;
}

/** SPEC: the settings module is disabled and shown as Coming Soon. */
export default function AdminSettings() {
  return (
    <section className="border border-line bg-charcoal p-10 text-center">
      <h1 className="font-display text-3xl tracking-[0.12em] uppercase">Settings</h1>
      <p className="mt-4 text-xs tracking-[0.3em] text-brass uppercase">Coming Soon</p>
      <p className="mx-auto mt-4 max-w-md text-sm text-mist">
        Site-wide settings will be managed here. Until then, the brand, contact address and intake month are
        set by the operators' configuration.
      </p>
    </section>
  );
}
