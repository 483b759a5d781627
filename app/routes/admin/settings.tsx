// Settings: what it has first, under the page's own title: whether every admin must use two-factor
// sign-in (decision 146; REQUIRE_ADMIN_TWO_FACTOR, when set, decides instead and the page says so), then
// the backups' state and the version (decision 181). The site-wide settings (SPEC: Coming Soon) follow
// as a section that says so. Every operator's own notifications and the admins' defaults for them come
// first (docs/notifications.md).
import { Form, useNavigation } from "react-router";
import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import { twoFactorRequirementSchema } from "#core/auth/two-factor/two-factor-schemas.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { leadOwnerMessages, ownerPoolSchema, ownerRuleSchema } from "#core/leads/consultations/lead-owner.ts";
import { notificationKindsFor, receivesNotification } from "#core/notifications/notification-kinds.ts";
import { notificationMessages } from "#core/notifications/notification-messages.ts";
import {
  choicesOf,
  notificationDefaultsSchema,
  operatorNotificationsSchema,
} from "#core/notifications/notification-schemas.ts";
import { BackupStatusSection } from "~/components/backup/backup-status-section";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { ComingSoonPanel } from "~/components/layout/coming-soon-panel";
import { NewLeadOwnerSection } from "~/components/leads/new-lead-owner-section";
import {
  NotificationDefaultsSection,
  OwnNotificationsSection,
} from "~/components/notifications/notification-settings";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { FormAlert } from "~/components/ui/field";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { leadOwnerIntents, notificationIntents, twoFactorIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import {
  requestSessionToken,
  requireAdmin,
  setTwoFactorRequirement,
  twoFactorRequirementWithSession,
} from "~/lib/auth.server";
import { productVersion } from "~/lib/backup.server";
import { setOwnerRule, setOwnPoolMembership } from "~/lib/leads.server";
import { setNotificationDefaults, setOwnNotifications } from "~/lib/notifications.server";
import { readSettingsScreen, readSettingsScreenAhead } from "~/lib/settings.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => privatePageMeta("Settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  // The screen's statement leaves with the session's, not after it (decision 276).
  const ahead = requestSessionToken(context, request).then((token) => readSettingsScreenAhead(db, token));
  const admin = await requireAdmin(context, request);
  const [requirement, { backup, ownerRule, pool, operators, own, defaults }] = await Promise.all([
    twoFactorRequirementWithSession(context, admin),
    readSettingsScreen(db, admin, ahead),
  ]);
  return {
    notifications: own,
    notificationDefaults: Object.fromEntries(
      notificationKindsFor("operator").map((k) => [k.id, receivesNotification(k.id, {}, defaults)]),
    ),
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
      [notificationIntents.own]: intent({
        schema: operatorNotificationsSchema,
        run: async (values) => {
          const choices = choicesOf(values, "operator");
          await setOwnNotifications(context.services.db, admin, { choices, timeZone: values.timeZone });
          return notificationMessages.ownSaved;
        },
      }),
      [notificationIntents.defaults]: intent({
        schema: notificationDefaultsSchema,
        run: async (values) => {
          await setNotificationDefaults(context.services.db, admin, choicesOf(values, "operator"));
          return notificationMessages.defaultsSaved;
        },
      }),
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
  const { notifications, notificationDefaults } = loaderData;
  const result = actionData as FormResult | undefined;
  const fixed = requirement.source === "environment";
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <AdminPageHeader
        title="Settings"
        subtitle="Your notifications, how every admin signs in, who owns new leads, and the backups. Site-wide settings are coming."
      />
      <div className="space-y-6">
        <OwnNotificationsSection
          audience="operator"
          receives={notifications.receives}
          timeZone={notifications.timeZone}
          result={result}
        />
        <NotificationDefaultsSection receives={notificationDefaults} result={result} />
        <section aria-labelledby="admin-two-factor" className="max-w-2xl border border-line bg-charcoal p-6">
          <h2 id="admin-two-factor" className="font-display text-2xl tracking-[0.06em]">
            Two-factor sign-in for admins
          </h2>
          <Form method="post" className="mt-6 space-y-4">
            <input type="hidden" name="intent" value={twoFactorIntents.requirement} />
            <CheckboxField
              name="requireAdminTwoFactor"
              defaultChecked={requirement.required}
              disabled={fixed}
              aria-describedby="admin-two-factor-note"
              label="Require two-factor sign-in for every admin"
            />
            <p id="admin-two-factor-note" className="text-sm text-mist">
              {fixed
                ? twoFactorMessages.requirementFromEnvironment
                : "An admin without it is sent to set it up before any other admin page answers."}
            </p>
            {result?.intent === twoFactorIntents.requirement && !result.ok ? (
              <FormAlert>{result.message}</FormAlert>
            ) : null}
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
