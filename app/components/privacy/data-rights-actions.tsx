// Export Data and Erase Person for one person (decision 145): as buttons in a lead's view, as icon
// buttons in a table row. Export is a plain link to the download route: one click, one JSON file.

import { useState } from "react";
import type { PersonKind } from "#core/privacy/privacy-messages.ts";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import { Button, buttonVariants } from "~/components/ui/button";
import { IconButton } from "~/components/ui/icon-button";
import { Download, UserX } from "~/components/ui/icons";
import { ErasePersonDialog } from "./erase-person-dialog";

export const personExportPath = (kind: PersonKind, id: string) => `/admin/data-export/${kind}/${id}`;

export function DataRightsActions(props: {
  kind: PersonKind;
  id: string;
  name: string;
  /** Icon buttons for a table row; labelled buttons otherwise. */
  compact?: boolean;
  /** Why erasing is not offered (one's own account, an admin). */
  eraseDisabledReason?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  const href = personExportPath(props.kind, props.id);
  const eraseDisabled = props.eraseDisabledReason !== undefined;
  return (
    <>
      {props.compact ? (
        <>
          <a
            href={href}
            download
            aria-label={`${privacyMessages.exportLabel}: ${props.name}`}
            title={privacyMessages.exportLabel}
            className="inline-flex size-8 items-center justify-center text-mist hover:text-ivory"
          >
            <Download aria-hidden className="size-4" />
          </a>
          <IconButton
            label={`${privacyMessages.eraseLabel}: ${props.name}`}
            title={props.eraseDisabledReason ?? privacyMessages.eraseLabel}
            danger
            disabled={eraseDisabled}
            onClick={() => setConfirming(true)}
          >
            <UserX aria-hidden className="size-4" />
          </IconButton>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          <a href={href} download className={buttonVariants({ size: "sm", variant: "outline" })}>
            <Download aria-hidden className="size-4" />
            {privacyMessages.exportLabel}
          </a>
          <Button
            type="button"
            size="sm"
            variant="danger"
            disabled={eraseDisabled}
            title={props.eraseDisabledReason}
            onClick={() => setConfirming(true)}
          >
            <UserX aria-hidden className="size-4" />
            {privacyMessages.eraseLabel}
          </Button>
        </div>
      )}
      {confirming ? (
        <ErasePersonDialog id={props.id} name={props.name} open onClose={() => setConfirming(false)} />
      ) : null}
    </>
  );
}
