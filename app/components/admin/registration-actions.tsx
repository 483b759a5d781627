// A registration row's actions on Member Registrations: Approve and Reject while pending (SPEC 2);
// Set progress and Complete while active (beyond the spec). Each posts { intent, id } to the page's
// action; the server decides whether the transition still applies. The buttons are type="button":
// the table sits inside its search form, which a default submit button would send.
import { useFetcher } from "react-router";
import type { FormResult } from "#core/forms/form-result.ts";
import { Button } from "~/components/ui/button";
import { registrationIntents } from "~/lib/intents";
import { useResultToast } from "~/lib/result-toast";

export function RegistrationActions(props: {
  id: string;
  status: string;
  /** "Jane Doe for Executive Protection Mastery": names the row for screen readers and confirmations. */
  subject: string;
  onSetProgress: () => void;
}) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const post = (intent: string) => fetcher.submit({ intent, id: props.id }, { method: "post" });
  if (props.status === "pending")
    return (
      <div className="inline-flex gap-2">
        <Button
          type="button"
          size="sm"
          disabled={busy}
          aria-label={`Approve ${props.subject}`}
          onClick={() => post(registrationIntents.approve)}
        >
          Approve
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Reject ${props.subject}`}
          onClick={() => {
            if (window.confirm(`Reject the registration of ${props.subject}?`))
              post(registrationIntents.reject);
          }}
        >
          Reject
        </Button>
      </div>
    );
  if (props.status === "active")
    return (
      <div className="inline-flex gap-2">
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={`Set progress of ${props.subject}`}
          onClick={props.onSetProgress}
        >
          Set progress
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Complete ${props.subject}`}
          onClick={() => {
            if (window.confirm(`Mark the registration of ${props.subject} as completed?`))
              post(registrationIntents.complete);
          }}
        >
          Complete
        </Button>
      </div>
    );
  return null;
}
