import { type FormEvent, useState } from "react";
import type { ZodType } from "zod";
import { type FieldErrors, fieldErrors } from "#core/forms/form-result.ts";

/**
 * Runs the form's zod schema in the browser before submitting, so messages appear at once; the action
 * runs the same schema again. Until the browser has checked, the server's errors are shown.
 */
export function useClientValidation(schema: ZodType, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const result = schema.safeParse(values);
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(result.error));
  };
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}
