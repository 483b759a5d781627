// Retry on a failed e-mail's row: posts { intent, id } to the page's action (the server checks the
// job is still failed). type="button": the table sits inside its search form.
import { Button } from "~/components/ui/button";
import { mailIntents } from "~/kit/intents";
import { useRowPost } from "~/kit/row-post";

export function RetryMailButton({ id, subject }: { id: string; subject: string }) {
  const { busy, post } = useRowPost(id);
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
