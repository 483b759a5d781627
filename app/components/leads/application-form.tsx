// The application form (SPEC sections 2, 4, 5): four sections, the spec's messages beside each field,
// checked in the browser on submit and again by the server. Server-rendered markup that works as a
// plain HTML form without JavaScript; ../public/client/application-form.ts adds the checks in the
// browser, the age, the draft kept in this browser and the submission without leaving the page.

import { consultationTitles } from "#core/enums.ts";
import type { FieldErrors } from "#core/forms/form-result.ts";
import {
  type ApplicationValues,
  applicationLimits,
  displayedAge,
  emptyApplication,
  HONEYPOT_FIELD,
} from "#core/leads/applications/application-schema.ts";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { SelectField, TextAreaField } from "~/components/ui/form-fields";
import { applicationIntents } from "~/kit/intents";
import { AGE_PLACEHOLDER } from "./application-form-texts.ts";
import { FormSection } from "./form-controls.tsx";

export type ApplicationFormResult = { errors?: FieldErrors; message: string };

const titleOptions = consultationTitles.map((t) => ({ value: t, label: t }));

const FORM_ID = "application-form";

export function ApplicationForm({
  programs,
  values: echoed,
  result,
  preselectedProgramId,
  bannerProgramName,
  intakeMonth,
}: {
  programs: { id: string; name: string }[];
  /** What the server echoes back after a failed submission; else the clean form. */
  values: ApplicationValues | null;
  /** The failed submission's outcome. */
  result: ApplicationFormResult | null;
  preselectedProgramId: string | null;
  bannerProgramName: string | null;
  intakeMonth: string;
}) {
  const values = echoed ?? { ...emptyApplication, program_id: preselectedProgramId ?? "" };
  const errors = result?.errors ?? {};
  const bind = (field: keyof ApplicationValues) => ({
    name: field,
    defaultValue: values[field],
    error: errors[field],
  });
  const age = displayedAge(values.date_of_birth);

  return (
    <form
      id={FORM_ID}
      method="post"
      noValidate
      className="relative space-y-12"
      data-enhance="application-form"
      data-preselected={preselectedProgramId ?? undefined}
      // A form the server sent back with what was typed: a saved draft must not overwrite it.
      data-echo={echoed ? "" : undefined}
    >
      {bannerProgramName ? (
        <p
          role="status"
          className="border border-brass/50 bg-brass/5 px-5 py-4 text-sm leading-relaxed text-ivory"
        >
          You are applying for the {bannerProgramName} program. You can change your selection below if needed
        </p>
      ) : null}
      <div
        hidden
        data-restored
        className="flex flex-wrap items-center justify-between gap-3 border border-line px-5 py-3 text-sm text-mist"
      >
        <span>We restored the details you saved on this device.</span>
        <button type="button" data-clear className="text-brass underline-offset-4 hover:underline">
          Clear form
        </button>
      </div>

      <FormSection title="Personal Information">
        <SelectField
          label="Title"
          placeholder="Select title"
          options={titleOptions}
          autoComplete="honorific-prefix"
          {...bind("title")}
        />
        <div aria-hidden className="hidden sm:block" />
        <Field
          label="First Name"
          autoComplete="given-name"
          maxLength={applicationLimits.name}
          {...bind("first_name")}
        />
        <Field
          label="Last Name"
          autoComplete="family-name"
          maxLength={applicationLimits.name}
          {...bind("last_name")}
        />
        <Field
          label="Date of Birth"
          type="date"
          className="[&_input]:[color-scheme:dark]"
          {...bind("date_of_birth")}
        />
        <div className="space-y-2">
          <p id="age-label" className="text-xs uppercase tracking-[0.18em] text-mist">
            Age
          </p>
          <output
            aria-labelledby="age-label"
            aria-live="polite"
            htmlFor="field-date_of_birth"
            data-age
            className="flex h-11 items-center border border-line/60 px-3 text-ivory/90"
          >
            {age === null ? <span className="text-mist">{AGE_PLACEHOLDER}</span> : `${age} years`}
          </output>
        </div>
      </FormSection>

      <FormSection title="Professional Information">
        <Field
          label="Occupation"
          autoComplete="organization-title"
          maxLength={applicationLimits.occupation}
          {...bind("occupation")}
        />
        <Field
          label="Company (optional)"
          autoComplete="organization"
          maxLength={applicationLimits.company}
          {...bind("company")}
        />
      </FormSection>

      <FormSection title="Contact Information">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={applicationLimits.email}
          {...bind("email")}
        />
        <Field
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          maxLength={applicationLimits.phone}
          {...bind("phone_number")}
        />
        <Field
          label="Country"
          autoComplete="country-name"
          maxLength={applicationLimits.place}
          {...bind("country")}
        />
        <Field
          label="City"
          autoComplete="address-level2"
          maxLength={applicationLimits.place}
          {...bind("city")}
        />
        <TextAreaField
          label="Social Media Links (optional)"
          placeholder="One link per line"
          hint="LinkedIn or other profiles that help us prepare for your consultation."
          maxLength={applicationLimits.socialMediaLinks}
          className="sm:col-span-2"
          {...bind("social_media_links")}
        />
      </FormSection>

      <FormSection title="Program Selection">
        <SelectField
          label="Program"
          placeholder="Select a program"
          options={programs.map((p) => ({ value: p.id, label: p.name }))}
          className="sm:col-span-2"
          {...bind("program_id")}
        />
      </FormSection>

      <input type="hidden" name="intent" value={applicationIntents.submit} />
      {/* Only robots see and fill this; people never reach it (off-screen, skipped by Tab, hidden from readers). */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="field-extra-info">Extra information</label>
        <input id="field-extra-info" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>

      <div className="space-y-6 border-t border-line pt-10">
        <div data-form-message hidden={!result?.message}>
          <FormAlert>{result?.message}</FormAlert>
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          Submit Application
        </Button>
        <p className="text-xs leading-relaxed tracking-[0.16em] text-mist uppercase">
          Now accepting applications for {intakeMonth}. Numbers are strictly limited.
        </p>
      </div>
    </form>
  );
}
