// Erase Person's confirmation (decision 145): the consequences in core's words, then one post of the
// erase intent. The success toast is flashed by the server, so it survives this dialog unmounting.

import type { FormResult } from "#core/forms/form-result.ts";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormAlert } from "~/components/ui/field";
import { useFetcher } from "~/kit/fetcher";
import { privacyIntents } from "~/kit/intents";

export function ErasePersonDialog(props: { id: string; name: string; open: boolean; onClose: () => void }) {
  const erase = useFetcher<FormResult>();
  const busy = erase.state !== "idle";
  const failed = erase.data && !erase.data.ok ? erase.data.message : null;
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={privacyMessages.eraseTitle}
    >
      <erase.Form method="post" className="space-y-4">
        <p className="text-sm">{privacyMessages.eraseConfirm(props.name)}</p>
        <input type="hidden" name="intent" value={privacyIntents.erase} />
        <input type="hidden" name="id" value={props.id} />
        {failed ? <FormAlert>{failed}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={props.onClose} disabled={busy}>
            {privacyMessages.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? privacyMessages.erasing : privacyMessages.eraseSubmit}
          </Button>
        </div>
      </erase.Form>
    </Dialog>
  );
}
