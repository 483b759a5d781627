// A conversation as both areas show it (decision 230): the messages in order, each the words as typed
// (React escapes them; line breaks kept by white-space), and the form that adds one. The form keeps
// what was typed on every failure (a refusal, the database away) and sends the same key again, so a
// retry of a message that was in fact stored stores nothing new.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "#core/dates/dates.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { attachmentPath } from "#core/messages/conversation-page.ts";
import {
  attachmentMessages,
  MESSAGE_MAX_LENGTH,
  type MessageSide,
  messageSchema,
} from "#core/messages/message-schema.ts";
import { anyFileAccept, resourceLimitsText } from "#core/resources/resource-rules.ts";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { TextAreaField } from "~/components/ui/form-fields";
import { useFetcher } from "~/kit/fetcher";
import { messageIntents } from "~/kit/intents";
import { useTimeZone } from "~/kit/time-zone";
import { useClientValidation } from "~/kit/use-client-validation";

export type ShownMessage = {
  id: string;
  position: number;
  side: MessageSide;
  body: string;
  createdAt: Date | string;
  authorName: string | null;
  seen: boolean;
  attachment: { name: string; size: number } | null;
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function MessageThread(props: {
  messages: readonly ShownMessage[];
  /** Whose page this is: their own messages are "You". */
  viewer: MessageSide;
  /** How the other side is named. */
  otherName: (message: ShownMessage) => string;
  /** The link to the page of earlier messages, when there are some. */
  earlierHref: string | null;
  empty: string;
}) {
  const timeZone = useTimeZone();
  if (props.messages.length === 0) return <p className="py-8 text-center text-mist">{props.empty}</p>;
  return (
    <div className="space-y-4">
      {props.earlierHref ? (
        <Link to={props.earlierHref} className="text-sm text-brass underline-offset-4 hover:underline">
          Earlier messages
        </Link>
      ) : null}
      <ol aria-label="Messages" className="space-y-4">
        {props.messages.map((message) => {
          const own = message.side === props.viewer;
          return (
            <li
              key={message.id}
              className={
                own
                  ? "ml-auto max-w-[85%] border border-brass/40 bg-graphite p-4"
                  : "mr-auto max-w-[85%] border border-line bg-charcoal p-4"
              }
            >
              <p className="text-xs tracking-[0.12em] text-mist uppercase">
                {own ? "You" : props.otherName(message)} ·{" "}
                <time dateTime={new Date(message.createdAt).toISOString()}>
                  {formatDateTime(message.createdAt, timeZone)}
                </time>
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words">{message.body}</p>
              {message.attachment ? (
                // A download through the server's check, not a page of the app: a plain link.
                <a
                  href={attachmentPath(props.viewer, message.id)}
                  className="mt-2 inline-block text-sm text-brass underline underline-offset-4"
                >
                  {attachmentMessages.opens(message.attachment.name)} ({sizeText(message.attachment.size)})
                </a>
              ) : null}
              {own && message.seen ? <p className="mt-2 text-right text-xs text-mist">Seen</p> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

type Kept = { body?: string; key?: string; nextKey?: string };

export function MessageForm(props: {
  /** The key a new message is sent with (a fresh one from the loader). */
  formKey: string;
  /** The member an operator answers (the back office); none on the member's own page. */
  memberId?: string;
  label: string;
  /** What a plain form post answered (no JavaScript): the typed words and key it kept. */
  answered?: FormResult<Kept>;
}) {
  const fetcher = useFetcher<FormResult<Kept>>();
  const result = fetcher.data ?? props.answered;
  const { errors, onSubmit } = useClientValidation(messageSchema, result?.ok ? undefined : result?.errors);
  const [key, setKey] = useState(result && !result.ok && result.key ? result.key : props.formKey);
  const form = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";
  // A failed plain form post comes back as a new page: its words are kept, a chosen file cannot be.
  const reloadedAfterFailure = !fetcher.data && props.answered !== undefined && !props.answered.ok;
  const fileId = `message-file-${props.memberId ?? "own"}`;
  // A stored message empties the form and takes a fresh key for the next one.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && fetcher.data.nextKey) {
      form.current?.reset();
      setKey(fetcher.data.nextKey);
    }
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={messageIntents.send} />
      <input type="hidden" name="key" value={key} />
      {props.memberId ? <input type="hidden" name="id" value={props.memberId} /> : null}
      {result && !result.ok && !result.errors?.body ? <FormAlert>{result.message}</FormAlert> : null}
      <TextAreaField
        label={props.label}
        name="body"
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        defaultValue={result && !result.ok ? result.body : undefined}
        error={errors.body}
      />
      <label className="block text-sm text-mist">
        {attachmentMessages.label}
        <input
          type="file"
          name="file"
          accept={anyFileAccept}
          aria-describedby={`${fileId}-hint`}
          className="mt-1 block w-full text-sm text-ivory file:mr-3 file:border file:border-line file:bg-ink file:px-3 file:py-1 file:text-ivory"
        />
        <span id={`${fileId}-hint`} className="mt-1 block text-xs">
          {resourceLimitsText}
        </span>
      </label>
      {reloadedAfterFailure ? <p className="text-sm text-brass">{attachmentMessages.chooseAgain}</p> : null}
      <Button type="submit" disabled={sending}>
        {sending ? "Sending..." : "Send"}
      </Button>
    </fetcher.Form>
  );
}
