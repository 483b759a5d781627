import { consultationTitles } from "#core/enums.ts";
import { consultationFormSchema } from "#core/leads/consultations/consultation-schema.ts";
import { fieldGrid } from "~/components/ui/field-list";
import { RowFormDialog } from "~/components/ui/form-dialog";
import type { Loaded } from "~/kit/loaded";
import type { ProgramChoice } from "~/lib/content.server";
import type { getConsultation } from "~/lib/leads.server";

export type EditableConsultation = NonNullable<Loaded<typeof getConsultation>>;

const schema = consultationFormSchema();
const titleOptions = consultationTitles.map((t) => ({ value: t, label: t }));

/** Add Consultation (a referral taken by phone) or Edit: every field of the lead (SPEC 3 and 5). */
export function ConsultationDialog(props: {
  consultation: EditableConsultation | null;
  programs: ProgramChoice[];
  open: boolean;
  onClose: () => void;
}) {
  const consultation = props.consultation;
  return (
    <RowFormDialog
      row={consultation}
      open={props.open}
      onClose={props.onClose}
      title={consultation ? "Edit Consultation" : "Add Consultation"}
      description={
        consultation ? consultation.email : "A lead taken by phone or referral; the 48-hour clock starts now."
      }
      schema={schema}
      createLabel="Add Consultation"
      values={consultation ?? { numberOfPeople: 1 }}
      fields={[
        fieldGrid("grid gap-5 sm:grid-cols-3", [
          { as: "select", label: "Title", name: "title", placeholder: "Select", options: titleOptions },
          { label: "First Name", name: "firstName" },
          { label: "Last Name", name: "lastName" },
        ]),
        fieldGrid("grid gap-5 sm:grid-cols-2", [
          { label: "Email", name: "email", type: "email" },
          { label: "Phone Number", name: "phoneNumber", type: "tel" },
          { label: "Date of Birth", name: "dateOfBirth", type: "date" },
          { label: "Number of People", name: "numberOfPeople", type: "number", min: 1, step: 1 },
          { label: "Country", name: "country" },
          { label: "City", name: "city" },
          { label: "Occupation", name: "occupation" },
          { label: "Company", name: "company" },
        ]),
        { as: "textarea", label: "Social Media Links", name: "socialMediaLinks", hint: "One per line." },
        {
          as: "select",
          label: "Program",
          name: "programId",
          placeholder: "Select a program",
          options: props.programs.map((p) => ({ value: p.id, label: p.name })),
        },
      ]}
    />
  );
}
