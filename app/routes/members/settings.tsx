// A member's Settings: which e-mails we send them (decision 235), the same section the operators' Settings
// shows, with the members' kinds; the rest of the page is still Coming Soon (SPEC). The action changes
// only the signed-in member's own choices.
import type { FormResult } from "#core/forms/form-result.ts";
import { notificationMessages } from "#core/notifications/notification-messages.ts";
import { choicesOf, memberNotificationsSchema } from "#core/notifications/notification-schemas.ts";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { ComingSoonPanel } from "~/components/layout/coming-soon-panel";
import { OwnNotificationsSection } from "~/components/notifications/notification-settings";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { notificationIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { requireMember } from "~/lib/auth.server";
import { readOwnNotifications, setOwnNotifications } from "~/lib/notifications.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => privatePageMeta("Settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  return { notifications: await readOwnNotifications(context.services.db, member) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireMember(context, request));
  if ("answer" in guard) return guard.answer;
  const member = guard.user;
  return dispatchIntent(request, context, {
    entity: "Setting",
    intents: {
      [notificationIntents.own]: intent({
        schema: memberNotificationsSchema,
        run: async (values) => {
          await setOwnNotifications(context.services.db, member, { choices: choicesOf(values, "member") });
          return notificationMessages.ownSaved;
        },
      }),
    },
  });
}

export default function MemberSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AreaPageHeader title="Settings" subtitle="Which e-mails we send you." />
      <div className="space-y-6">
        <OwnNotificationsSection
          audience="member"
          receives={loaderData.notifications.receives}
          result={actionData as FormResult | undefined}
        />
        <div className="max-w-2xl">
          <ComingSoonPanel title="Privacy preferences" heading="h2">
            Privacy preferences will be managed here. Your profile and password are on My Profile.
          </ComingSoonPanel>
        </div>
      </div>
    </>
  );
}
