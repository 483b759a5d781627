import { consultationTitles } from "#core/enums.ts";
import { consultationFormSchema } from "#core/leads/consultation-form-schema.ts";
import { Field } from "~/components/ui/field";
import { FormDialog } from "~/components/ui/form-dialog";
import { SelectField, TextAreaField } from "~/components/ui/form-fields";
import { rowIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import type { getConsultation, ProgramChoice } from "~/lib/leads.server";

export type EditableConsultation = NonNullable<Loaded<typeof getConsultation>>;

const schema = consultationFormSchema();

/** Add Consultation (a referral taken by phone) or Edit: every field of the lead (SPEC 3 and 5). */
export function ConsultationDialog(props: {
  consultation: EditableConsultation | null;
  programs: ProgramChoice[];
  open: boolean;
  onClose: () => void;
}) {
  const lead = props.consultation;
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={lead ? "Edit Consultation" : "Add Consultation"}
      description={lead ? lead.email : "A lead taken by phone or referral; the 48-hour clock starts now."}
      intent={lead ? rowIntents.update : rowIntents.create}
      id={lead?.id}
      schema={schema}
      submitLabel={lead ? "Save Changes" : "Add Consultation"}
    >
      {(errors) => (
        <>
          <div className="grid gap-5 sm:grid-cols-3">
            <SelectField
              label="Title"
              name="title"
              placeholder="Select"
              defaultValue={lead?.title ?? ""}
              options={consultationTitles.map((t) => ({ value: t, label: t }))}
              error={errors.title}
            />
            <Field
              label="First Name"
              name="firstName"
              defaultValue={lead?.firstName}
              error={errors.firstName}
            />
            <Field label="Last Name" name="lastName" defaultValue={lead?.lastName} error={errors.lastName} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Email" name="email" type="email" defaultValue={lead?.email} error={errors.email} />
            <Field
              label="Phone Number"
              name="phoneNumber"
              type="tel"
              defaultValue={lead?.phoneNumber}
              error={errors.phoneNumber}
            />
            <Field
              label="Date of Birth"
              name="dateOfBirth"
              type="date"
              defaultValue={lead?.dateOfBirth ?? ""}
              error={errors.dateOfBirth}
            />
            <Field
              label="Number of People"
              name="numberOfPeople"
              type="number"
              min={1}
              step={1}
              defaultValue={lead?.numberOfPeople ?? 1}
              error={errors.numberOfPeople}
            />
            <Field label="Country" name="country" defaultValue={lead?.country ?? ""} error={errors.country} />
            <Field label="City" name="city" defaultValue={lead?.city ?? ""} error={errors.city} />
            <Field
              label="Occupation"
              name="occupation"
              defaultValue={lead?.occupation ?? ""}
              error={errors.occupation}
            />
            <Field label="Company" name="company" defaultValue={lead?.company ?? ""} error={errors.company} />
          </div>
          <TextAreaField
            label="Social Media Links"
            name="socialMediaLinks"
            hint="One per line."
            defaultValue={lead?.socialMediaLinks ?? ""}
            error={errors.socialMediaLinks}
          />
          <SelectField
            label="Program"
            name="programId"
            placeholder="Select a program"
            defaultValue={lead?.programId ?? ""}
            options={props.programs.map((p) => ({ value: p.id, label: p.name }))}
            error={errors.programId}
          />
        </>
      )}
    </FormDialog>
  );
}
