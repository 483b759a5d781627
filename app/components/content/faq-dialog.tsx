import { faqFormSchema } from "#core/content/faqs/faq-schema.ts";
import { RowFormDialog } from "~/components/ui/form-dialog";
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
    <RowFormDialog
      row={faq}
      open={props.open}
      onClose={props.onClose}
      title={faq ? "Edit FAQ" : "Add FAQ"}
      description={
        faq
          ? "Change the question, its answer, order or visibility."
          : "A new question for the public FAQs page."
      }
      schema={faqFormSchema}
      createLabel="Create FAQ"
      values={faq ?? { displayOrder: props.nextOrder, isActive: true }}
      fields={[
        { label: "Question", name: "question" },
        { as: "textarea", label: "Answer", name: "answer", rows: 5 },
        { label: "Display Order", name: "displayOrder", type: "number", min: 1 },
        { as: "checkbox", label: "Active (shown on the public FAQs page)", name: "isActive" },
      ]}
    />
  );
}
