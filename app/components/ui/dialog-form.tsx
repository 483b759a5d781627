import { useEffect } from "react";
import type { FetcherWithComponents } from "react-router";
import type { FormResult } from "#core/forms/form-result.ts";
import { Button } from "~/components/ui/button";

/** Closes a dialog once its form's action has answered with success (SPEC 4: reset on close). */
export function useCloseOnSuccess(
  fetcher: FetcherWithComponents<FormResult>,
  onClose: () => void,
  enabled = true,
) {
  useEffect(() => {
    if (enabled && fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [enabled, fetcher.state, fetcher.data, onClose]);
}

/** A dialog form's footer: Cancel and the submit button, which reads Saving... while pending. */
export function DialogFormActions(props: {
  saving: boolean;
  submitLabel: string;
  cancelLabel?: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <Button type="button" variant="ghost" onClick={props.onCancel}>
        {props.cancelLabel ?? "Cancel"}
      </Button>
      <Button type="submit" disabled={props.saving}>
        {props.saving ? "Saving..." : props.submitLabel}
      </Button>
    </div>
  );
}
