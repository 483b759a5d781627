import { requireMember } from "~/lib/auth.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(context.services, request);
  return null;
}

/** SPEC: the members' settings module is disabled and shown as Coming Soon. */
export default function MemberSettings() {
  return (
    <section className="border border-line bg-charcoal p-10 text-center">
      <h1 className="font-display text-3xl tracking-[0.12em] uppercase">Settings</h1>
      <p className="mt-4 text-xs tracking-[0.3em] text-brass uppercase">Coming Soon</p>
      <p className="mx-auto mt-4 max-w-md text-sm text-mist">
        Notification and privacy preferences will be managed here. Your profile and password are on My
        Profile.
      </p>
    </section>
  );
}
