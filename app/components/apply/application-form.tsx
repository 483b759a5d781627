// The application form (SPEC sections 2, 4, 5): four sections, the spec's messages beside each field,
// checked in the browser on submit and again by the server. Works as a plain HTML form without
// JavaScript; with it, a draft is kept in this browser until the application is sent.
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { applicationErrorForFields, applicationErrorTexts } from "#core/applications/application-errors.ts";
import {
  type ApplicationField,
  type ApplicationValues,
  applicationLimits,
  applicationSchema,
  displayedAge,
  emptyApplication,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
} from "#core/applications/consultation-schema.ts";
import { consultationTitles } from "#core/enums.ts";
import type { FieldErrors } from "#core/forms/form-result.ts";
import { fieldErrors } from "#core/forms/form-result.ts";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { SelectField, TextAreaField } from "~/components/ui/form-fields";
import { FormSection } from "./form-controls.tsx";
import {
  readApplicationDraft,
  removeApplicationDraft,
  useApplicationDraftAutosave,
} from "./use-application-draft.ts";

export type ApplicationFormResult = { errors?: FieldErrors; message: string };

const titleOptions = consultationTitles.map((t) => ({ value: t, label: t }));

export function ApplicationForm({
  programs,
  initialValues,
  initialResult,
  result,
  preselectedProgramId,
  bannerProgramName,
  formToken,
  intakeMonth,
  busy,
}: {
  programs: { id: string; name: string }[];
  /** What the server echoes back after a failed no-JavaScript submission; else the clean form. */
  initialValues: ApplicationValues | null;
  initialResult: ApplicationFormResult | null;
  /** The latest failed submission's outcome; a new object per submission. */
  result: ApplicationFormResult | null;
  preselectedProgramId: string | null;
  bannerProgramName: string | null;
  formToken: string;
  intakeMonth: string;
  busy: boolean;
}) {
  const cleanForm = { ...emptyApplication, program_id: preselectedProgramId ?? "" };
  const [values, setValues] = useState<ApplicationValues>(initialValues ?? cleanForm);
  const [errors, setErrors] = useState<FieldErrors>(initialResult?.errors ?? {});
  const [message, setMessage] = useState<string | null>(initialResult?.message || null);
  const [touched, setTouched] = useState(false);
  const [restored, setRestored] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const draft = useApplicationDraftAutosave(values, touched, busy);

  // Restore a saved draft once, after hydration (the server cannot see localStorage). A program
  // chosen through the link the applicant just followed wins over the draft's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design
  useEffect(() => {
    if (initialValues) return;
    const saved = readApplicationDraft();
    if (!saved) return;
    const savedProgram = programs.some((p) => p.id === saved.program_id) ? saved.program_id : "";
    setValues({ ...saved, program_id: preselectedProgramId ?? savedProgram });
    setRestored(true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to each new server outcome only
  useEffect(() => {
    if (!result) return;
    setErrors(result.errors ?? {});
    setMessage(result.message || null);
    focusFirstProblem(result.errors ?? {});
  }, [result]);

  function focusFirstProblem(problems: FieldErrors) {
    const form = formRef.current;
    const first = form?.querySelector<HTMLElement>(
      Object.keys(problems)
        .filter((name) => problems[name])
        .map((name) => `[name="${name}"]`)
        .join(",") || ":not(*)",
    );
    if (first) first.focus();
    else messageRef.current?.scrollIntoView({ block: "center" });
  }

  const update =
    (field: ApplicationField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setTouched(true);
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };
  const bind = (field: ApplicationField) => ({
    name: field,
    value: values[field],
    onChange: update(field),
    error: errors[field],
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    draft.flush();
    const parsed = applicationSchema().safeParse(values);
    if (parsed.success) {
      setErrors({});
      setMessage(null);
      return;
    }
    event.preventDefault();
    const problems = fieldErrors(parsed.error);
    const code = applicationErrorForFields(problems);
    setErrors(problems);
    setMessage(code ? applicationErrorTexts[code] : null);
    focusFirstProblem(problems);
  };

  const startOver = () => {
    draft.cancel();
    removeApplicationDraft();
    setValues(cleanForm);
    setErrors({});
    setMessage(null);
    setTouched(false);
    setRestored(false);
  };

  const age = displayedAge(values.date_of_birth);

  return (
    <Form
      ref={formRef}
      method="post"
      // Nothing on the page changes when an application is sent, and a failed reload of the layout's
      // data (offline) would replace the form, and what was typed, with the error page.
      defaultShouldRevalidate={false}
      noValidate
      onSubmit={onSubmit}
      className="relative space-y-12"
    >
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      {bannerProgramName ? (
        <p
          role="status"
          className="border border-brass/50 bg-brass/5 px-5 py-4 text-sm leading-relaxed text-ivory"
        >
          You are applying for the {bannerProgramName} program. You can change your selection below if needed
        </p>
      ) : null}
      {restored ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border border-line px-5 py-3 text-sm text-mist">
          <span>We restored the details you saved on this device.</span>
          <button type="button" onClick={startOver} className="text-brass underline-offset-4 hover:underline">
            Clear form
          </button>
        </div>
      ) : null}

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
            className="flex h-11 items-center border border-line/60 px-3 text-ivory/90"
          >
            {age === null ? (
              <span className="text-mist">Calculated from your date of birth</span>
            ) : (
              `${age} years`
            )}
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

      {/* Only robots see and fill this; people never reach it (off-screen, skipped by Tab, hidden from readers). */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="field-extra-info">Extra information</label>
        <input id="field-extra-info" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>

      <div className="space-y-6 border-t border-line pt-10">
        <div ref={messageRef}>{message ? <FormAlert>{message}</FormAlert> : null}</div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
          {busy ? "Processing Application..." : "Submit Application"}
        </Button>
        <p className="text-xs leading-relaxed tracking-[0.16em] text-mist uppercase">
          Now accepting applications for {intakeMonth}. Numbers are strictly limited.
        </p>
      </div>
    </Form>
  );
}
