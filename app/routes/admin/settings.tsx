import { ComingSoonPanel } from "~/components/layout/coming-soon-panel";
import { guardedPage } from "~/kit/guarded-page.server";
import { privatePageMeta } from "~/kit/page-meta";
import { requireAdmin } from "~/lib/auth.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => privatePageMeta("Settings");

export const loader = guardedPage(requireAdmin);

/** SPEC: the settings module is disabled and shown as Coming Soon. */
export default function AdminSettings() {
  return (
    <ComingSoonPanel title="Settings">
      Site-wide settings will be managed here. Until then, the brand, contact address and intake month are set
      by the operators' configuration.
    </ComingSoonPanel>
  );
}
