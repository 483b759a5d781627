// Settings' notification sections (docs/notifications.md): a person's own choices (an operator's with
// the time zone their morning digest follows, on the back office's Settings; a member's on the members
// portal's), and the defaults an operator has until they choose. Plain forms
// (they work without JavaScript), checked in the browser with the action's own schemas first.
import { Form, useNavigation } from "react-router";
import type { FormResult } from "#core/forms/form-result.ts";
import { type NotificationAudience, notificationKindsFor } from "#core/notifications/notification-kinds.ts";
import { notificationMessages as t } from "#core/notifications/notification-messages.ts";
import {
  memberNotificationsSchema,
  notificationDefaultsSchema,
  operatorNotificationsSchema,
} from "#core/notifications/notification-schemas.ts";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { notificationIntents } from "~/kit/intents";
import { useTimeZone } from "~/kit/time-zone";
import { useClientValidation } from "~/kit/use-client-validation";

type Props = {
  receives: Record<string, boolean>;
  result: FormResult | undefined;
};

function KindCheckboxes(props: {
  receives: Record<string, boolean>;
  prefix: string;
  audience: NotificationAudience;
}) {
  const { receives, prefix } = props;
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">Notifications</legend>
      {notificationKindsFor(props.audience).map((kind) => (
        <div key={kind.id} className="flex items-start gap-3 text-sm">
          <input
            id={`${prefix}-${kind.id}`}
            type="checkbox"
            name={kind.id}
            defaultChecked={receives[kind.id] ?? kind.onByDefault}
            aria-describedby={`${prefix}-${kind.id}-note`}
            className="mt-1 size-4 accent-brass"
          />
          <div>
            <label htmlFor={`${prefix}-${kind.id}`}>{kind.label}</label>
            <p id={`${prefix}-${kind.id}-note`} className="text-mist">
              {kind.description}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** A refusal above the button; a success is the layout's toast, and wrong fields speak beside them. */
function Refusal({ result }: { result: FormResult | undefined }) {
  return result && !result.ok && !result.errors ? <FormAlert>{result.message}</FormAlert> : null;
}

/**
 * The signed-in person's own notifications: the kinds of their audience, and for an operator the time
 * zone of their morning digest (members have no digest).
 */
export function OwnNotificationsSection(
  props: Props & { audience: NotificationAudience; timeZone?: string | null },
) {
  const own = props.result?.intent === notificationIntents.own ? props.result : undefined;
  const operator = props.audience === "operator";
  const { errors, onSubmit } = useClientValidation(
    operator ? operatorNotificationsSchema : memberNotificationsSchema,
    own?.errors,
  );
  const browserZone = useTimeZone();
  const busy = useBusy(notificationIntents.own);
  return (
    <section aria-labelledby="own-notifications" className="max-w-2xl border border-line bg-charcoal p-6">
      <h2 id="own-notifications" className="font-display text-2xl tracking-[0.06em]">
        {t.ownSection}
      </h2>
      <p className="mt-2 text-sm text-mist">{operator ? t.ownIntro : t.memberIntro}</p>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <input type="hidden" name="intent" value={notificationIntents.own} />
        <KindCheckboxes receives={props.receives} prefix="own" audience={props.audience} />
        {operator ? (
          <>
            <Field
              label={t.timeZoneLabel}
              name="timeZone"
              id="own-time-zone"
              defaultValue={props.timeZone ?? browserZone}
              autoComplete="off"
              required
              maxLength={64}
              aria-describedby="own-time-zone-hint"
              error={errors.timeZone}
            />
            <p id="own-time-zone-hint" className="-mt-3 text-sm text-mist">
              {t.timeZoneHint}
            </p>
          </>
        ) : null}
        <Refusal result={own} />
        <Button type="submit" disabled={busy}>
          {t.saveOwn}
        </Button>
      </Form>
    </section>
  );
}

export function NotificationDefaultsSection(props: Props) {
  const own = props.result?.intent === notificationIntents.defaults ? props.result : undefined;
  const { onSubmit } = useClientValidation(notificationDefaultsSchema, own?.errors);
  const busy = useBusy(notificationIntents.defaults);
  return (
    <section aria-labelledby="notification-defaults" className="max-w-2xl border border-line bg-charcoal p-6">
      <h2 id="notification-defaults" className="font-display text-2xl tracking-[0.06em]">
        {t.defaultsSection}
      </h2>
      <p className="mt-2 text-sm text-mist">{t.defaultsIntro}</p>
      <Form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <input type="hidden" name="intent" value={notificationIntents.defaults} />
        <KindCheckboxes receives={props.receives} prefix="default" audience="operator" />
        <Refusal result={own} />
        <Button type="submit" disabled={busy}>
          {t.saveDefaults}
        </Button>
      </Form>
    </section>
  );
}
