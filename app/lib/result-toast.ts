import { useEffect } from "react";
import { toast } from "sonner";
import type { FormResult } from "#core/forms/form-result.ts";

/** Shows a form's answer as a toast, once per answer; field errors are shown beside their fields instead. */
export function useResultToast(result: FormResult | undefined) {
  useEffect(() => {
    if (!result?.message) return;
    if (result.ok) toast.success(result.message);
    else if (!result.errors) toast.error(result.message);
  }, [result]);
}
