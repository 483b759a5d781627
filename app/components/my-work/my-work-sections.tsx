// My work's sections (core/my-work/my-work.ts): each with its count linking to the list it counts, up to
// ten items with their one action in place, and its own "clear" text when empty. Actions post the lists'
// own intents to the lists' own actions (Contact Activities, Member Registrations, Failed E-mails), so
// what an action does and answers is what it does there.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDateTime } from "#core/dates/dates.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import {
  contactMethodLabels,
  labelIn,
  optionsOf,
  outcomeLabels,
} from "#core/leads/activities/activity-labels.ts";
import { mailJobLabel } from "#core/mail/failed-mail-messages.ts";
import { type MyWorkSection, myWorkMessages as m, myWorkHref, myWorkLinks } from "#core/my-work/my-work.ts";
import { displayName, fullName, memberOf } from "#core/users/display-name.ts";
import { ConsultationClock } from "~/components/leads/consultation-clock";
import { RetryMailButton } from "~/components/mail/retry-mail-button";
import { Button } from "~/components/ui/button";
import { useFetcher } from "~/kit/fetcher";
import { activityIntents, registrationIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import { useResultToast } from "~/kit/result-toast";
import { useRowPost } from "~/kit/row-post";
import { useTimeZone } from "~/kit/time-zone";
import type { getMyWork } from "~/lib/my-work.server";

export type MyWorkData = Loaded<typeof getMyWork>;

function Section(props: {
  id: string;
  title: string;
  counts: { section: MyWorkSection; text: string }[];
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={props.id} className="border border-line bg-charcoal">
      <header className="flex flex-wrap items-baseline justify-between gap-3 border-b border-line px-5 py-4">
        <h2 id={props.id} className="font-display text-xl tracking-[0.06em]">
          {props.title}
        </h2>
        <p className="flex flex-wrap gap-4 text-sm">
          {props.counts.map((c) => (
            <Link
              key={c.section}
              to={myWorkHref(c.section)}
              className="text-brass underline-offset-4 hover:underline"
              aria-label={m.viewAll(c.text)}
              data-count-for={c.section}
            >
              {c.text}
            </Link>
          ))}
        </p>
      </header>
      {props.children.length === 0 ? (
        <p className="px-5 py-4 text-sm text-mist">{props.empty}</p>
      ) : (
        <ul className="divide-y divide-line">{props.children}</ul>
      )}
    </section>
  );
}

function Item(props: { children: ReactNode; action: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm">
      <div className="min-w-0 space-y-1">{props.children}</div>
      <div className="flex flex-wrap items-center gap-2">{props.action}</div>
    </li>
  );
}

export function LeadsSection({ leads }: { leads: MyWorkData["leads"] }) {
  return (
    <Section
      id="my-work-leads"
      title={m.leadsTitle}
      counts={[{ section: "leads", text: m.leadsCount(leads.count) }]}
      empty={m.leadsEmpty}
    >
      {leads.items.map((lead) => (
        <Item
          key={lead.id}
          action={
            <Link
              to={`${myWorkLinks.leads.path}?view=${lead.id}`}
              className="text-xs tracking-widest text-mist uppercase hover:text-ivory"
              aria-label={`Open ${fullName(lead)}`}
            >
              Open
            </Link>
          }
        >
          <p className="font-medium">
            {lead.title} {fullName(lead)}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-mist">
            <ConsultationClock createdAt={lead.createdAt} firstContactAt={lead.firstContactAt} />
            <span>{lead.programName ?? "Unknown Program"}</span>
          </p>
        </Item>
      ))}
    </Section>
  );
}

/** Complete a follow-up in place: its outcome, then Complete (Log call for a call). */
function CompleteFollowUp(props: { id: string; subject: string; call: boolean }) {
  const fetcher = useFetcher<FormResult>();
  useResultToast(fetcher.data);
  const outcomeId = `outcome-${props.id}`;
  return (
    <fetcher.Form
      method="post"
      action={myWorkLinks.overdue.path}
      className="flex flex-wrap items-center gap-2"
    >
      <input type="hidden" name="intent" value={activityIntents.complete} />
      <input type="hidden" name="id" value={props.id} />
      <label htmlFor={outcomeId} className="text-xs text-mist">
        Outcome
      </label>
      <select
        id={outcomeId}
        name="outcome"
        className="h-8 border border-line bg-ink px-2 text-xs text-ivory focus:border-brass focus:outline-none"
      >
        <option value="">No outcome</option>
        {optionsOf(outcomeLabels).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Button
        type="submit"
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label={`${props.call ? "Log call" : "Complete"}: ${props.subject}`}
      >
        {props.call ? "Log call" : "Complete"}
      </Button>
    </fetcher.Form>
  );
}

export function FollowUpsSection({ followUps }: { followUps: MyWorkData["followUps"] }) {
  const timeZone = useTimeZone();
  return (
    <Section
      id="my-work-follow-ups"
      title={m.followUpsTitle}
      counts={[
        { section: "overdue", text: m.overdueCount(followUps.overdue) },
        { section: "today", text: m.todayCount(followUps.today) },
      ]}
      empty={m.followUpsEmpty}
    >
      {followUps.items.map((a) => {
        const subject = a.subject ?? labelIn(contactMethodLabels, a.contactMethod);
        return (
          <Item
            key={a.id}
            action={<CompleteFollowUp id={a.id} subject={subject} call={a.contactMethod === "phone"} />}
          >
            <p className="font-medium">
              <span
                className={
                  a.overdue
                    ? "mr-2 border border-danger/70 px-1.5 text-[0.65rem] text-danger uppercase"
                    : "mr-2 border border-line px-1.5 text-[0.65rem] text-mist uppercase"
                }
              >
                {a.overdue ? m.overdueBadge : m.todayBadge}
              </span>
              {subject}
            </p>
            <p className="text-mist">
              {[
                a.contactName,
                labelIn(contactMethodLabels, a.contactMethod),
                formatDateTime(a.scheduledAt, timeZone),
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </Item>
        );
      })}
    </Section>
  );
}

function ApproveButton(props: { id: string; subject: string }) {
  const { busy, post } = useRowPost(props.id, myWorkLinks.registrations.path);
  return (
    <Button
      type="button"
      size="sm"
      disabled={busy}
      aria-label={`Approve ${props.subject}`}
      onClick={() => post(registrationIntents.approve)}
    >
      Approve
    </Button>
  );
}

export function RegistrationsSection({ registrations }: { registrations: MyWorkData["registrations"] }) {
  const timeZone = useTimeZone();
  return (
    <Section
      id="my-work-registrations"
      title={m.registrationsTitle}
      counts={[{ section: "registrations", text: m.registrationsCount(registrations.count) }]}
      empty={m.registrationsEmpty}
    >
      {registrations.items.map((r) => {
        const member = displayName(memberOf(r));
        return (
          <Item key={r.id} action={<ApproveButton id={r.id} subject={`${member} for ${r.programName}`} />}>
            <p className="font-medium">{member}</p>
            <p className="text-mist">
              {r.programName} · {formatDateTime(r.registrationDate, timeZone)}
            </p>
          </Item>
        );
      })}
    </Section>
  );
}

export function FailedMailSection({ failedMail }: { failedMail: MyWorkData["failedMail"] }) {
  const timeZone = useTimeZone();
  return (
    <Section
      id="my-work-failed-mail"
      title={m.failedMailTitle}
      counts={[{ section: "failedMail", text: m.failedMailCount(failedMail.count) }]}
      empty={m.failedMailEmpty}
    >
      {failedMail.items.map((r) => {
        const what = r.subject ?? mailJobLabel(r.kind);
        return (
          <Item
            key={r.id}
            action={
              <RetryMailButton
                id={r.id}
                subject={`${what} to ${r.to ?? "-"}`}
                action={myWorkLinks.failedMail.path}
              />
            }
          >
            <p className="font-medium">{what}</p>
            <p className="text-mist">
              {r.to ?? "-"} · {formatDateTime(r.failedAt, timeZone)}
            </p>
          </Item>
        );
      })}
    </Section>
  );
}
