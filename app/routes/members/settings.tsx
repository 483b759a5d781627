import { ComingSoonPanel } from "~/components/layout/coming-soon-panel";
import { guardedPage } from "~/kit/guarded-page.server";
import { privatePageMeta } from "~/kit/page-meta";
import { requireMember } from "~/lib/auth.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => privatePageMeta("Settings");

export const loader = guardedPage(requireMember);

/** SPEC: the members' settings module is disabled and shown as Coming Soon. */
export default function MemberSettings() {
  return (
    <ComingSoonPanel title="Settings">
      Notification and privacy preferences will be managed here. Your profile and password are on My Profile.
    </ComingSoonPanel>
  );
}
