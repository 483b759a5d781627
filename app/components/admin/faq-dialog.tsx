import { useFetcher } from "react-router";
import { faqFormSchema } from "#core/content/faq-schema.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { DialogFormActions, useCloseOnSuccess } from "~/components/admin/dialog-form";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { TextAreaField } from "~/components/ui/form-fields";
import { rowIntents } from "~/lib/intents";
import { useResultToast } from "~/lib/result-toast";
import { useClientValidation } from "~/lib/use-client-validation";

type Faq = { id: string; question: string; answer: string; displayOrder: number; isActive: boolean };

/** Add/Edit FAQ (SPEC 4 "Dialogs": reset on close, Saving... while pending). */
export function FaqDialog(props: { faq: Faq | null; open: boolean; nextOrder: number; onClose: () => void }) {
  const fetcher = useFetcher<FormResult>();
  const { errors, onSubmit } = useClientValidation(faqFormSchema, fetcher.data?.errors);
  useResultToast(fetcher.data);
  const saving = fetcher.state !== "idle";
  const { onClose } = props;
  useCloseOnSuccess(fetcher, onClose);

  const faq = props.faq;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={faq ? "Edit FAQ" : "Add FAQ"}
      description={
        faq
          ? "Change the question, its answer, order or visibility."
          : "A new question for the public FAQs page."
      }
    >
      <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="intent" value={faq ? rowIntents.update : rowIntents.create} />
        {faq ? <input type="hidden" name="id" value={faq.id} /> : null}
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
        <DialogFormActions
          saving={saving}
          submitLabel={faq ? "Save Changes" : "Create FAQ"}
          onCancel={onClose}
        />
      </fetcher.Form>
    </Dialog>
  );
}
