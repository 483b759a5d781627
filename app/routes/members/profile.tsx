import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { formatDate } from "#core/dates/dates.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import {
  passwordChangeSchema,
  profileMessages,
  profileSchema,
} from "#core/members/profiles/profile-schema.ts";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { type TwoFactorResult, TwoFactorSection } from "~/components/auth/two-factor-section";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { FieldList, type FieldSpec, fieldGrid } from "~/components/ui/field-list";
import { Download } from "~/components/ui/icons";
import type { PageHandle } from "~/components/ui/route-error-message";
import { useFetcher } from "~/kit/fetcher";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { memberIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { useResultToast } from "~/kit/result-toast";
import { useTimeZone } from "~/kit/time-zone";
import { useClientValidation } from "~/kit/use-client-validation";
import { getTwoFactorState, requireMember, twoFactorSectionIntents } from "~/lib/auth.server";
import { changeMemberPassword, getOwnProfile, updateOwnProfile } from "~/lib/members.server";
import type { Route } from "./+types/profile";

/** SPEC 8: what the page says when its data cannot be loaded. */
export const handle: PageHandle = { loadFailure: profileMessages.loadFailed };

export const meta: Route.MetaFunction = () => privatePageMeta("My Profile");

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  const [profile, twoFactor] = await Promise.all([
    getOwnProfile(context.services.db, member),
    getTwoFactorState(context.services, member),
  ]);
  return { profile, twoFactor, userId: member.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireMember(context, request));
  if ("answer" in guard) return guard.answer;
  const member = guard.user;
  const { services } = context;
  return dispatchIntent(request, context, {
    entity: "Profile",
    intents: {
      [memberIntents.profile]: intent({
        schema: profileSchema,
        failure: () => profileMessages.updateFailed,
        run: async (input) => {
          await updateOwnProfile(services.db, member, input);
          return profileMessages.updated;
        },
      }),
      [memberIntents.password]: intent({
        schema: passwordChangeSchema,
        failure: () => profileMessages.passwordFailed,
        run: async ({ newPassword }) => {
          await changeMemberPassword(services, request, member, newPassword);
          return profileMessages.passwordUpdated;
        },
      }),
      ...twoFactorSectionIntents(context, request, member),
    },
  });
}

type Profile = Route.ComponentProps["loaderData"]["profile"];

function Card(props: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="border border-line bg-charcoal p-6">
      <h2 id={props.id} className="font-display text-2xl tracking-[0.06em]">
        {props.title}
      </h2>
      <div className="mt-6">{props.children}</div>
    </section>
  );
}

function ProfileInformation({ profile }: { profile: Profile }) {
  const fetcher = useFetcher<FormResult>();
  const { errors, onSubmit } = useClientValidation(profileSchema, fetcher.data?.errors);
  useResultToast(fetcher.data);
  const saving = fetcher.state !== "idle";
  return (
    <Card title="Profile Information" id="profile-information">
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="intent" value={memberIntents.profile} />
        <FieldList
          errors={errors}
          values={profile}
          fields={[
            fieldGrid("grid gap-5 sm:grid-cols-2", [
              { label: "First Name", name: "firstName", autoComplete: "given-name" },
              { label: "Last Name", name: "lastName", autoComplete: "family-name" },
            ]),
            <div key="email" className="space-y-2">
              <Field
                label="Email"
                name="email-shown"
                type="email"
                readOnly
                value={profile.email}
                aria-describedby="email-note"
                className="[&_input]:text-mist"
              />
              <p id="email-note" className="text-xs text-mist">
                {profileMessages.emailReadOnly}
              </p>
            </div>,
            {
              label: "Phone",
              name: "phone",
              type: "tel",
              autoComplete: "tel",
              placeholder: "Enter your phone number",
            },
          ]}
        />
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Profile"}
        </Button>
      </fetcher.Form>
    </Card>
  );
}

function PasswordSection({ onDone }: { onDone: () => void }) {
  const fetcher = useFetcher<FormResult>();
  const { errors, onSubmit } = useClientValidation(passwordChangeSchema, fetcher.data?.errors);
  const [values, setValues] = useState({ newPassword: "", confirmPassword: "" });
  const form = useRef<HTMLFormElement>(null);
  useResultToast(fetcher.data);
  // SPEC 8: on success the fields are cleared and the section closes.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      form.current?.reset();
      setValues({ newPassword: "", confirmPassword: "" });
      onDone();
    }
  }, [fetcher.state, fetcher.data, onDone]);
  // Both fields are held in state: the button stays disabled until each has a value.
  const passwordField = (label: string, name: keyof typeof values) =>
    ({
      label,
      name,
      type: "password",
      autoComplete: "new-password",
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    }) satisfies FieldSpec;
  const updating = fetcher.state !== "idle";
  const failed = fetcher.data && !fetcher.data.ok && !fetcher.data.errors ? fetcher.data.message : null;
  return (
    <fetcher.Form ref={form} method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="intent" value={memberIntents.password} />
      <FieldList
        errors={errors}
        fields={[
          passwordField("New Password", "newPassword"),
          passwordField("Confirm Password", "confirmPassword"),
        ]}
      />
      {failed ? <FormAlert>{failed}</FormAlert> : null}
      <Button type="submit" disabled={updating || !values.newPassword || !values.confirmPassword}>
        {updating ? "Updating..." : "Update Password"}
      </Button>
    </fetcher.Form>
  );
}

function SecuritySettings(props: {
  profile: Profile;
  userId: string;
  twoFactor: Route.ComponentProps["loaderData"]["twoFactor"];
  twoFactorResult: TwoFactorResult;
}) {
  const { profile } = props;
  const timeZone = useTimeZone();
  const [changing, setChanging] = useState(false);
  return (
    <Card title="Security Settings" id="security-settings">
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h3 className="text-sm tracking-[0.16em] uppercase">Password</h3>
            <p className="mt-1 text-sm text-mist">
              Changing it signs you out everywhere else and we e-mail you a notice.
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={changing}
            aria-controls="password-section"
            onClick={() => setChanging((open) => !open)}
          >
            {changing ? "Cancel" : "Change Password"}
          </Button>
        </div>
        <div id="password-section" hidden={!changing}>
          {changing ? <PasswordSection onDone={() => setChanging(false)} /> : null}
        </div>
        <div className="border-t border-line pt-6">
          <h3 className="mb-4 text-sm tracking-[0.16em] uppercase">Two-factor sign-in</h3>
          <TwoFactorSection userId={props.userId} state={props.twoFactor} result={props.twoFactorResult} />
        </div>
        <div className="border-t border-line pt-6">
          <h3 className="text-sm tracking-[0.16em] uppercase">Account Information</h3>
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs tracking-[0.16em] text-mist uppercase">Member since</dt>
              <dd className="mt-1 tabular-nums">{formatDate(profile.createdAt, timeZone)}</dd>
            </div>
            <div>
              <dt className="text-xs tracking-[0.16em] text-mist uppercase">Last updated</dt>
              <dd className="mt-1 tabular-nums">{formatDate(profile.updatedAt, timeZone)}</dd>
            </div>
            <div>
              <dt className="text-xs tracking-[0.16em] text-mist uppercase">Account status</dt>
              <dd className="mt-1 text-success">Active</dd>
            </div>
          </dl>
        </div>
      </div>
    </Card>
  );
}

export default function MyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, twoFactor, userId } = loaderData;
  return (
    <>
      <AreaPageHeader title="My Profile" subtitle="Manage your account information and preferences" />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileInformation profile={profile} />
        <SecuritySettings
          profile={profile}
          userId={userId}
          twoFactor={twoFactor}
          twoFactorResult={actionData as TwoFactorResult}
        />
        <Card title="Your Data" id="your-data">
          <p className="text-sm text-mist">{privacyMessages.exportOwnHint}</p>
          <a
            href="/members/profile/data-export"
            download
            className={buttonVariants({ size: "sm", variant: "outline", className: "mt-4" })}
          >
            <Download aria-hidden className="size-4" />
            {privacyMessages.exportOwnLabel}
          </a>
        </Card>
      </div>
    </>
  );
}
