// Erase by E-mail (decision 173): an admin types an address, sees what is still held under it (mail,
// audit entries, a lead or account that still has it), then erases it after reading the consequences.
// Both steps post (an address never rides in a URL, where logs would keep it).

import { useEffect, useState } from "react";
import type { FormResult } from "#core/forms/form-result.ts";
import { heldLine, privacyMessages } from "#core/privacy/privacy-messages.ts";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Field, FormAlert } from "~/components/ui/field";
import { UserX } from "~/components/ui/icons";
import { useFetcher } from "~/kit/fetcher";
import { privacyIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import type { findHeldByAddress } from "~/lib/privacy.server";

type Found = FormResult<{ held?: Loaded<typeof findHeldByAddress>; email?: string }>;

export function EraseByAddressButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <UserX aria-hidden className="size-4" /> {privacyMessages.addressLabel}
      </Button>
      {open ? <EraseByAddressDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function EraseByAddressDialog({ onClose }: { onClose: () => void }) {
  const find = useFetcher<Found>();
  const erase = useFetcher<FormResult>();
  const finding = find.state !== "idle";
  const erasing = erase.state !== "idle";
  const found = find.data?.ok && find.data.held && find.data.email ? find.data : null;
  // Erased: the toast comes with the page's next load (the server flashed it); the dialog's work is done.
  useEffect(() => {
    if (erase.data?.ok) onClose();
  }, [erase.data, onClose]);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={privacyMessages.addressTitle}
      description={privacyMessages.addressHint}
    >
      <find.Form method="post" className="flex items-end gap-2" noValidate>
        <input type="hidden" name="intent" value={privacyIntents.findAddress} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          required
          className="flex-1"
          error={find.data && !find.data.ok ? find.data.errors?.email : undefined}
        />
        <Button type="submit" variant="outline" disabled={finding || erasing}>
          {finding ? privacyMessages.finding : privacyMessages.findSubmit}
        </Button>
      </find.Form>
      {find.data && !find.data.ok && !find.data.errors?.email ? (
        <div className="mt-4">
          <FormAlert>{find.data.message}</FormAlert>
        </div>
      ) : null}
      {found?.held && found.email ? (
        <erase.Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="intent" value={privacyIntents.eraseAddress} />
          <input type="hidden" name="email" value={found.email} />
          <div className="space-y-2 text-sm">
            <p className="text-mist">{privacyMessages.heldIntro(found.email)}</p>
            {found.held.person ? (
              <p>{privacyMessages.heldPerson(found.held.person.kind, found.held.person.name)}</p>
            ) : null}
            <ul aria-label={privacyMessages.heldIntro(found.email)} className="list-disc space-y-1 pl-5">
              {found.held.held.map((h) => (
                <li key={h.key}>{heldLine(h.key, h.count)}</li>
              ))}
            </ul>
            <p>{privacyMessages.addressEraseConfirm}</p>
          </div>
          {erase.data && !erase.data.ok ? <FormAlert>{erase.data.message}</FormAlert> : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={erasing}>
              {privacyMessages.cancel}
            </Button>
            <Button type="submit" variant="danger" disabled={erasing || finding}>
              {erasing ? privacyMessages.erasing : privacyMessages.eraseSubmit}
            </Button>
          </div>
        </erase.Form>
      ) : null}
    </Dialog>
  );
}
