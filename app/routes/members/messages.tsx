// Messages (decision 230): the member's one confidential conversation with the firm. Fresh on load and
// on send, and refreshed while open (decision 231); opening it marks the firm's messages read.
import { randomUUID } from "node:crypto";
import { Link } from "react-router";
import { beforePosition, CONVERSATION_REFRESH_MS, instructorName } from "#core/messages/conversation-page.ts";
import { messageMessages, messageSchema } from "#core/messages/message-schema.ts";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { MessageForm, MessageThread } from "~/components/messages/conversation";
import type { PageHandle } from "~/components/ui/route-error-message";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { messageIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { readQuery } from "~/kit/read-query.server";
import { useRecountAfterRead, useRefreshWhileVisible } from "~/kit/refresh-while-visible";
import { requireMember } from "~/lib/auth.server";
import { getOwnConversation, sendMemberMessage } from "~/lib/messages.server";
import { oneFile, uploadFrom } from "~/lib/resources.server";
import type { Route } from "./+types/messages";

export const handle: PageHandle = { loadFailure: messageMessages.loadFailed };

export const meta: Route.MetaFunction = () => privatePageMeta("Messages");

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(context, request);
  const before = beforePosition(readQuery(request).get("before"));
  const conversation = await getOwnConversation(context.services.db, member, before);
  return { ...conversation, formKey: randomUUID() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireMember(context, request));
  if ("answer" in guard) return guard.answer;
  const member = guard.user;
  return dispatchIntent<{ body?: string; key?: string; nextKey?: string }>(request, context, {
    entity: "Message",
    answersInline: true,
    intents: {
      [messageIntents.send]: intent({
        schema: messageSchema,
        files: oneFile,
        kept: (posted) => ({ body: posted.body, key: posted.key }),
        run: async (input, form) => {
          await sendMemberMessage(context.services, member, input, await uploadFrom(form));
          return { ok: true, message: "", nextKey: randomUUID() };
        },
      }),
    },
  });
}

export default function MemberMessages({ loaderData, actionData }: Route.ComponentProps) {
  useRefreshWhileVisible(CONVERSATION_REFRESH_MS);
  useRecountAfterRead(loaderData.markedRead);
  const earlier = loaderData.earlierFrom;
  return (
    <div className="max-w-3xl">
      <AreaPageHeader title="Messages" subtitle="A confidential line to your instructor between sessions." />
      <section className="border border-line bg-charcoal p-6">
        <MessageThread
          messages={loaderData.messages}
          viewer="member"
          otherName={() => instructorName}
          earlierHref={earlier ? `?before=${earlier}` : null}
          empty="No messages yet. Write to your instructor below."
        />
      </section>
      <section className="mt-6 border border-line bg-charcoal p-6">
        <MessageForm formKey={loaderData.formKey} label="Message to your instructor" answered={actionData} />
      </section>
      <p className="mt-4 text-sm text-mist">
        You can choose on{" "}
        <Link to="/members/settings" className="text-brass underline underline-offset-4">
          Settings
        </Link>{" "}
        whether we e-mail you when your instructor writes.
      </p>
    </div>
  );
}
