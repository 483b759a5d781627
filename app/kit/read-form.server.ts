// Reads a route action's form through the shared guard (server/http/read-form.ts). A body that cannot
// be read is answered here, in the one form result shape with its status, so every action handles it
// the same way: `const read = await readFormFields(request); if ("answer" in read) return read.answer;`
import { data } from "react-router";
import type { FormResult } from "#core/forms/form-result.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { type FormLimits, formFields, readForm } from "#server/http/read-form.ts";

/** `Extra` is the page's own result fields, which this answer leaves out. */
export async function readFormFields<Extra extends object = object>(
  request: Request,
  limits?: FormLimits,
): Promise<
  | { form: FormData; fields: Record<string, string> }
  | { answer: ReturnType<typeof data<FormResult<Partial<Extra>>>> }
> {
  try {
    const form = await readForm(request, limits);
    return { form, fields: formFields(form) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const result = { ok: false, code: error.code, message: error.message } as FormResult<Partial<Extra>>;
    return { answer: data(result, { status: error.status }) };
  }
}
