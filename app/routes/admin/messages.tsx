// Messages (decision 230): every member's conversation with the firm, unread first, and one member's
// conversation opened from the list or from their record (?member={id}), answered here. Opening one
// marks the member's messages read and is in the audit trail (decision 233); an open conversation
// refreshes itself (decision 231).
import { randomUUID } from "node:crypto";
import { Form, Link } from "react-router";
import { formatDateTime } from "#core/dates/dates.ts";
import { leadOwnerMessages } from "#core/leads/consultations/lead-owner.ts";
import {
  type ConversationTab,
  conversationTabLabels,
  conversationTabs,
} from "#core/messages/conversation-list.ts";
import {
  beforePosition,
  CONVERSATION_REFRESH_MS,
  conversationPath,
} from "#core/messages/conversation-page.ts";
import { messageMessages, replySchema } from "#core/messages/message-schema.ts";
import { AreaPageHeader } from "~/components/layout/area-page-header";
import { ownerOptions } from "~/components/leads/owner-select";
import { MessageForm, MessageThread } from "~/components/messages/conversation";
import { Button } from "~/components/ui/button";
import type { PageHandle } from "~/components/ui/route-error-message";
import { cn } from "~/kit/cn";
import { dispatchIntent, guardAction, intent } from "~/kit/intent-action.server";
import { messageIntents } from "~/kit/intents";
import { privatePageMeta } from "~/kit/page-meta";
import { readQuery } from "~/kit/read-query.server";
import { useRecountAfterRead, useRefreshWhileVisible } from "~/kit/refresh-while-visible";
import { answerRefusals } from "~/kit/refusals.server";
import { useTimeZone } from "~/kit/time-zone";
import { requireAdmin } from "~/lib/auth.server";
import { listAssignableAdmins } from "~/lib/leads.server";
import {
  conversationListQuery,
  getMemberConversation,
  listConversations,
  sendStaffReply,
} from "~/lib/messages.server";
import { oneFile, uploadFrom } from "~/lib/resources.server";
import type { Route } from "./+types/messages";

export const handle: PageHandle = { loadFailure: messageMessages.loadFailed };

export const meta: Route.MetaFunction = () => privatePageMeta("Messages");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const { db } = context.services;
  const params = readQuery(request);
  const memberId = params.get("member");
  if (memberId !== null) {
    const before = beforePosition(params.get("before"));
    const conversation = await answerRefusals(() => getMemberConversation(db, admin, memberId, before));
    return { conversation, formKey: randomUUID(), list: null, operators: [] };
  }
  const [list, operators] = await Promise.all([
    listConversations(db, admin, conversationListQuery(params, admin.id)),
    listAssignableAdmins(db, admin),
  ]);
  return { conversation: null, formKey: "", list, operators };
}

export async function action({ request, context }: Route.ActionArgs) {
  const guard = await guardAction(requireAdmin(context, request));
  if ("answer" in guard) return guard.answer;
  const admin = guard.user;
  return dispatchIntent<{ body?: string; key?: string; nextKey?: string }>(request, context, {
    entity: messageMessages.memberNotFound,
    answersInline: true,
    intents: {
      [messageIntents.send]: intent({
        schema: replySchema,
        failure: messageMessages.replyFailed,
        files: oneFile,
        kept: (posted) => ({ body: posted.body, key: posted.key }),
        run: async ({ id, ...input }, form) => {
          await sendStaffReply(context.services, admin, id, input, await uploadFrom(form));
          return { ok: true, message: "", nextKey: randomUUID() };
        },
      }),
    },
  });
}

type Loaded = Route.ComponentProps["loaderData"];

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.conversation ? (
    <Conversation conversation={loaderData.conversation} formKey={loaderData.formKey} answered={actionData} />
  ) : loaderData.list ? (
    <ConversationList list={loaderData.list} operators={loaderData.operators} />
  ) : null;
}

function Conversation(props: {
  conversation: NonNullable<Loaded["conversation"]>;
  formKey: string;
  answered: Route.ComponentProps["actionData"];
}) {
  const { member, messages, earlierFrom, markedRead } = props.conversation;
  useRefreshWhileVisible(CONVERSATION_REFRESH_MS);
  useRecountAfterRead(markedRead);
  return (
    <div className="max-w-3xl">
      <AreaPageHeader title="Messages" subtitle={`${member.name} · ${member.email}`}>
        <Link to="/admin/messages" className="text-sm text-brass underline-offset-4 hover:underline">
          All conversations
        </Link>
      </AreaPageHeader>
      <section aria-label={`Conversation with ${member.name}`} className="border border-line bg-charcoal p-6">
        <MessageThread
          messages={messages}
          viewer="staff"
          otherName={(m) => (m.side === "member" ? member.name : (m.authorName ?? "Operator"))}
          earlierHref={earlierFrom ? `${conversationPath(member.id)}&before=${earlierFrom}` : null}
          empty="No messages yet."
        />
      </section>
      <section className="mt-6 border border-line bg-charcoal p-6">
        <MessageForm
          formKey={props.formKey}
          memberId={member.id}
          label={`Reply to ${member.name}`}
          answered={props.answered}
        />
      </section>
    </div>
  );
}

function ConversationList({
  list,
  operators,
}: {
  list: NonNullable<Loaded["list"]>;
  operators: Loaded["operators"];
}) {
  const timeZone = useTimeZone();
  useRefreshWhileVisible(CONVERSATION_REFRESH_MS);
  const tab: ConversationTab = list.tab;
  // The tabs and pages keep the owner filter.
  const href = (tab: ConversationTab, page = 1) =>
    `?${new URLSearchParams({ tab, ...(list.owner ? { "f.owner": list.owner } : {}), ...(page > 1 ? { page: String(page) } : {}) })}`;
  const pageHref = (page: number) => href(tab, page);
  return (
    <div>
      <AreaPageHeader title="Messages" subtitle="Members' conversations with the firm, unread first." />
      <OwnerFilter tab={tab} owner={list.owner} operators={operators} />
      <nav aria-label="Conversations" className="mb-4 flex gap-2">
        {conversationTabs.map((t) => (
          <Link
            key={t}
            to={href(t)}
            aria-current={t === tab ? "page" : undefined}
            className={cn(
              "border px-4 py-2 text-xs tracking-[0.18em] uppercase",
              t === tab ? "border-brass text-brass" : "border-line text-mist hover:text-ivory",
            )}
          >
            {conversationTabLabels[t]}
          </Link>
        ))}
      </nav>
      {list.rows.length === 0 ? (
        <p className="border border-line bg-charcoal p-8 text-center text-mist">No conversations found.</p>
      ) : (
        <ul aria-label="Conversation list" className="divide-y divide-line border border-line bg-charcoal">
          {list.rows.map((row) => (
            <li key={row.id}>
              <Link
                to={conversationPath(row.memberId)}
                className="flex flex-wrap items-center gap-4 px-5 py-4 hover:bg-graphite"
              >
                <span className={cn("min-w-0 flex-1", row.unread > 0 && "font-semibold")}>
                  {row.memberName}
                  <span className="ml-2 text-sm font-normal text-mist">{row.memberEmail}</span>
                </span>
                <span className="text-sm text-mist">{formatDateTime(row.lastMessageAt, timeZone)}</span>
                {row.unread > 0 ? (
                  <span className="bg-brass px-2 text-xs font-medium text-ink">{`${row.unread} unread`}</span>
                ) : (
                  <span className="text-xs text-mist">{`${row.messageCount} messages`}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="mt-4 flex justify-between text-sm">
        {list.page > 1 ? <Link to={pageHref(list.page - 1)}>Previous page</Link> : <span />}
        {list.hasNext ? <Link to={pageHref(list.page + 1)}>Next page</Link> : null}
      </nav>
    </div>
  );
}

/** Whose conversations: the member's lead's owner (me, unassigned, an operator), as on Consultation Management. */
function OwnerFilter(props: { tab: ConversationTab; owner: string; operators: Loaded["operators"] }) {
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
      <input type="hidden" name="tab" value={props.tab} />
      <label className="flex flex-col gap-1 text-sm text-mist">
        Owner
        <select
          name="f.owner"
          defaultValue={props.owner}
          key={props.owner}
          className="h-9 min-w-40 border border-line bg-ink px-2 text-sm text-ivory focus:border-brass focus:outline-none"
        >
          <option value="">Everyone</option>
          <option value="me">Me</option>
          <option value="unassigned">{leadOwnerMessages.unassigned}</option>
          {ownerOptions(props.operators).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline">
        Filter
      </Button>
    </Form>
  );
}
