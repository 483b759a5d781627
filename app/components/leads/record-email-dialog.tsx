// Send Email Now (decision 215): an e-mail to the record's person, written here from one of the e-mail
// templates (filled with their name and the operator's signature) or blank, sent by the mail queue and
// kept on the record. The words stay in the form on any failure (a 503 too): the dialog stays open.
import { useState } from "react";
import {
  composeFromTemplate,
  emailTemplates,
  RECORD_EMAIL_BODY_MAX,
  RECORD_EMAIL_SUBJECT_MAX,
  recordEmailSchema,
} from "#core/leads/activities/record-email.ts";
import { Field } from "~/components/ui/field";
import { FormDialog } from "~/components/ui/form-dialog";
import { SelectField, TextAreaField } from "~/components/ui/form-fields";
import { recordEmailIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import type { getRecordEmailDraft } from "~/lib/leads.server";

export type RecordEmailDraft = NonNullable<Loaded<typeof getRecordEmailDraft>>;

const templateOptions = emailTemplates.map((t) => ({ value: t.id, label: t.name }));

/** A blank e-mail is the signature alone, below where the operator writes. */
const blank = (signature: string) => ({ subject: "", body: signature ? `\n\n${signature}` : "" });

export function RecordEmailDialog(props: { draft: RecordEmailDraft; onClose: () => void }) {
  const { draft } = props;
  const [templateId, setTemplateId] = useState("");
  const [text, setText] = useState(() => blank(draft.signature));
  const chooseTemplate = (id: string) => {
    setTemplateId(id);
    const template = emailTemplates.find((t) => t.id === id);
    setText(template ? composeFromTemplate(template, draft.name, draft.signature) : blank(draft.signature));
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={`Send Email to ${draft.name}`}
      description={`To ${draft.email}. Sent from the firm's address; replies come to you. Plain text: a blank line starts a paragraph, **bold** and web addresses are kept.`}
      intent={recordEmailIntents.send}
      id={draft.id}
      schema={recordEmailSchema}
      submitLabel="Send Email"
    >
      {(errors) => (
        <>
          <SelectField
            label="Template"
            name="template"
            placeholder="Blank"
            options={templateOptions}
            value={templateId}
            onChange={(event) => chooseTemplate(event.target.value)}
          />
          <Field
            label="Subject"
            name="subject"
            maxLength={RECORD_EMAIL_SUBJECT_MAX}
            value={text.subject}
            onChange={(event) => setText({ ...text, subject: event.target.value })}
            error={errors.subject}
            required
          />
          <TextAreaField
            label="Message"
            name="body"
            rows={10}
            maxLength={RECORD_EMAIL_BODY_MAX}
            value={text.body}
            onChange={(event) => setText({ ...text, body: event.target.value })}
            error={errors.body}
            required
          />
        </>
      )}
    </FormDialog>
  );
}
