// User Management's row action for a colleague who lost their authenticator (decision 146): after the
// browser's confirmation, their two-factor sign-in is removed (audited) and they may enrol again.

import { twoFactorMessages } from "#core/auth/two-factor/two-factor-messages.ts";
import { IconButton } from "~/components/ui/icon-button";
import { ShieldOff } from "~/components/ui/icons";
import { twoFactorIntents } from "~/kit/intents";
import { useRowPost } from "~/kit/row-post";

export function ResetTwoFactorButton({ id, email }: { id: string; email: string }) {
  const { busy, post } = useRowPost(id);
  return (
    <IconButton
      label="Reset two-factor sign-in"
      disabled={busy}
      onClick={() => {
        if (window.confirm(twoFactorMessages.confirmReset(email))) post(twoFactorIntents.reset);
      }}
    >
      <ShieldOff aria-hidden className="size-4" />
    </IconButton>
  );
}
