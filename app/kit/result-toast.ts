import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { FormResult } from "#core/forms/form-result.ts";

/**
 * Shows a form's answer as a toast, once per answer; field errors are shown beside their fields
 * instead, and a success the server already flashed (the toast cookie) is left to the layout.
 *
 * The check runs after every commit rather than on a change of `result`: a fetcher's data is read from
 * a store outside React state, and under load React can commit the answer without ever seeing the
 * dependency change (an answer that arrived between two interrupted renders never fired its effect).
 * Remembering the last answer shown makes "once" explicit instead.
 */
export function useResultToast(result: FormResult | undefined) {
  const shown = useRef<FormResult | undefined>(undefined);
  useEffect(() => {
    if (!result?.message || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      if (!result.flashed) toast.success(result.message);
    } else if (!result.errors) toast.error(result.message);
  });
}
