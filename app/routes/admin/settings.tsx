// Settings: what it has first, under the page's own title: whether every admin must use two-factor
// sign-in (decision 146; REQUIRE_ADMIN_TWO_FACTOR, when set, decides instead and the page says so), then
// the backups' state and the version (decision 181). The site-wide settings (SPEC: Coming Soon) follow
// as a section that says so.
import { Form, useNavigation } from "react-router";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import { twoFactorRequirementSchema } from "#core/auth/two-factor/two-factor-schemas.ts";
import { leadOwnerMessages, ownerPoolSchema, ownerRuleSchema } from "#core/leads/consultations/lead-owner.ts";
import { BackupStatusSection } from "~/components/backup/backup-status-section";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { ComingSoonPanel } from "~/components/layout/coming-soon-panel";
import { NewLeadOwnerSection } from "~/components/leads/new-lead-owner-section";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { leadOwnerIntents, twoFactorIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { readTwoFactorRequirement, requireAdmin, setTwoFactorRequirement } from "~/lib/auth.server";
import { getBackupStatus, productVersion } from "~/lib/backup.server";
import {
  listAssignableAdmins,
  readOwnerPool,
  readOwnerRule,
  setOwnerRule,
  setOwnPoolMembership,
} from "~/lib/leads.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => privatePageMeta("Settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const { db } = context.services;
  const [requirement, backup, ownerRule, operators, pool] = await Promise.all([
    readTwoFactorRequirement(context.services),
    getBackupStatus(db, admin),
    readOwnerRule(db),
    listAssignableAdmins(db, admin),
    readOwnerPool(db, admin),
  ]);
  return {
    requirement,
    backup,
    ownerRule,
    operators,
    pool,
    backupKeepDays: context.services.config.backup.keepDays,
    version: productVersion,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  return dispatchIntent(request, context, {
    entity: "Setting",
    intents: {
      [twoFactorIntents.requirement]: intent({
        schema: twoFactorRequirementSchema,
        run: async ({ requireAdminTwoFactor }) => {
          await setTwoFactorRequirement(context.services, admin, requireAdminTwoFactor);
          return twoFactorMessages.settingsSaved;
        },
      }),
      [leadOwnerIntents.rule]: intent({
        schema: ownerRuleSchema,
        run: async (rule) => {
          await setOwnerRule(context.services.db, admin, rule);
          return leadOwnerMessages.ruleSaved;
        },
      }),
      [leadOwnerIntents.pool]: intent({
        schema: ownerPoolSchema,
        run: ({ join }) => setOwnPoolMembership(context.services.db, admin, join),
      }),
    },
  });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { requirement, backup, backupKeepDays, version, ownerRule, operators, pool } = loaderData;
  const fixed = requirement.source === "environment";
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <AdminPageHeader
        title="Settings"
        subtitle="How every admin signs in, who owns new leads, and the backups. Site-wide settings are coming."
      />
      <div className="space-y-6">
        <section aria-labelledby="admin-two-factor" className="max-w-2xl border border-line bg-charcoal p-6">
          <h2 id="admin-two-factor" className="font-display text-2xl tracking-[0.06em]">
            Two-factor sign-in for admins
          </h2>
          <Form method="post" className="mt-6 space-y-4">
            <input type="hidden" name="intent" value={twoFactorIntents.requirement} />
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="requireAdminTwoFactor"
                defaultChecked={requirement.required}
                disabled={fixed}
                aria-describedby="admin-two-factor-note"
                className="mt-1 size-4 accent-brass"
              />
              <span>Require two-factor sign-in for every admin</span>
            </label>
            <p id="admin-two-factor-note" className="text-sm text-mist">
              {fixed
                ? twoFactorMessages.requirementFromEnvironment
                : "An admin without it is sent to set it up before any other admin page answers."}
            </p>
            {actionData && !actionData.ok ? <FormAlert>{actionData.message}</FormAlert> : null}
            {fixed ? null : (
              <Button type="submit" disabled={busy}>
                Save Settings
              </Button>
            )}
          </Form>
        </section>
        <NewLeadOwnerSection
          rule={ownerRule}
          operators={operators}
          inPool={pool.inPool}
          poolSize={pool.poolSize}
        />
        <BackupStatusSection status={backup} keepDays={backupKeepDays} version={version} />
        <div className="max-w-2xl">
          <ComingSoonPanel title="Site-wide settings" heading="h2">
            The brand, contact address and intake month will be managed here. Until then, they are set by the
            operators' configuration.
          </ComingSoonPanel>
        </div>
      </div>
    </>
  );
}
