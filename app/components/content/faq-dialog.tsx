import { faqFormSchema } from "#core/content/faq-schema.ts";
import { Field } from "~/components/ui/field";
import { FormDialog } from "~/components/ui/form-dialog";
import { TextAreaField } from "~/components/ui/form-fields";
import { rowIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import type { getFaq } from "~/lib/content.server";

export type EditableFaq = NonNullable<Loaded<typeof getFaq>>;

/** Add/Edit FAQ (SPEC 4 "Dialogs": reset on close, Saving... while pending). */
export function FaqDialog(props: {
  faq: EditableFaq | null;
  open: boolean;
  nextOrder: number;
  onClose: () => void;
}) {
  const { faq } = props;
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={faq ? "Edit FAQ" : "Add FAQ"}
      description={
        faq
          ? "Change the question, its answer, order or visibility."
          : "A new question for the public FAQs page."
      }
      intent={faq ? rowIntents.update : rowIntents.create}
      id={faq?.id}
      schema={faqFormSchema}
      submitLabel={faq ? "Save Changes" : "Create FAQ"}
    >
      {(errors) => (
        <>
          <Field label="Question" name="question" defaultValue={faq?.question} error={errors.question} />
          <TextAreaField
            label="Answer"
            name="answer"
            rows={5}
            defaultValue={faq?.answer}
            error={errors.answer}
          />
          <Field
            label="Display Order"
            name="displayOrder"
            type="number"
            min={1}
            defaultValue={faq?.displayOrder ?? props.nextOrder}
            error={errors.displayOrder}
          />
          <label className="flex items-center gap-3 text-sm">
            <input
              type="checkbox"
              name="isActive"
              defaultChecked={faq?.isActive ?? true}
              className="size-4 accent-brass"
            />
            Active (shown on the public FAQs page)
          </label>
        </>
      )}
    </FormDialog>
  );
}
