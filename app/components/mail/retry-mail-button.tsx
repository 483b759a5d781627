// Retry on a failed e-mail's row: posts { intent, id } to the page's action (the server checks the
// job is still failed). type="button": the table sits inside its search form.
import { Button } from "~/components/ui/button";
import { mailIntents } from "~/kit/intents";
import { useRowPost } from "~/kit/row-post";

export function RetryMailButton({ id, subject, action }: { id: string; subject: string; action?: string }) {
  const { busy, post } = useRowPost(id, action);
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={busy}
      aria-label={`Retry ${subject}`}
      onClick={() => post(mailIntents.retry)}
    >
      Retry
    </Button>
  );
}
