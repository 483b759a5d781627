import { useEffect } from "react";
import { toast } from "sonner";
import type { FieldErrors } from "#core/forms/form-result.ts";

/** What every admin action answers: a toast text, and field errors for a form. */
export type ActionResult = { ok: boolean; message: string; errors?: FieldErrors; intent?: string };

/** Shows an action's answer as a toast once per answer. */
export function useActionToast(result: ActionResult | undefined) {
  useEffect(() => {
    if (!result?.message) return;
    if (result.ok) toast.success(result.message);
    else if (!result.errors) toast.error(result.message);
  }, [result]);
}
