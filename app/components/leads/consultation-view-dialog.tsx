// The lead's view dialog (SPEC 2): personal and professional details, social links, number of people,
// the 3 most recent activities (a click opens one for editing on Contact Activities), quick actions and
// dates, the 48-hour clock and, once an outcome is converted, Convert to member. An e-mail written from
// here shows its delivery (Sending, Sent, Not delivered with the reason).

import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { formatDate, formatDateTime } from "#core/dates/dates.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { activityHintKeys, writeActivityHints } from "#core/leads/activities/activity-hints.ts";
import {
  activityStatusLabels,
  contactMethodLabels,
  labelIn,
} from "#core/leads/activities/activity-labels.ts";
import { quickSchedulePrefill } from "#core/leads/activities/activity-prefill.ts";
import { emailDeliveryLabel, isUndelivered } from "#core/leads/activities/record-email.ts";
import { socialLinks } from "#core/leads/consultations/social-links.ts";
import { fullName } from "#core/users/display-name.ts";
import { AuditHistoryLink } from "~/components/audit/audit-history-link";
import { ConsultationClock } from "~/components/leads/consultation-clock";
import { type OwnerChoice, OwnerSelect } from "~/components/leads/owner-select";
import { DataRightsActions } from "~/components/privacy/data-rights-actions";
import { Button, buttonVariants } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { FormAlert } from "~/components/ui/field";
import { useFetcher } from "~/kit/fetcher";
import { consultationIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import { useResultToast } from "~/kit/result-toast";
import { useTimeZone } from "~/kit/time-zone";
import type { getConsultationDetails } from "~/lib/leads.server";

export type ConsultationDetails = NonNullable<Loaded<typeof getConsultationDetails>>;

const ACTIVITIES_PATH = "/admin/activities";

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-xs tracking-[0.2em] text-brass uppercase">{props.title}</h3>
      {props.children}
    </section>
  );
}

function Facts(props: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[9rem_1fr] gap-x-4 gap-y-1 text-sm">
      {props.items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-mist">{term}</dt>
          <dd>{value ?? <span className="text-mist">-</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ConsultationViewDialog(props: {
  consultation: ConsultationDetails;
  operators: readonly OwnerChoice[];
  onClose: () => void;
  /** Send Email Now: the compose dialog (decision 215). */
  onSendEmail: () => void;
}) {
  const { consultation } = props;
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const convert = useFetcher<FormResult>();
  useResultToast(convert.data?.ok ? convert.data : undefined);
  const name = fullName(consultation);
  const schedule = (kind: "email" | "call") => {
    writeActivityHints(
      sessionStorage,
      quickSchedulePrefill(kind, { id: consultation.id, name, ownerId: consultation.ownerId }),
    );
    navigate(ACTIVITIES_PATH);
  };
  const editActivity = (id: string) => {
    sessionStorage.setItem(activityHintKeys.editId, id);
    navigate(ACTIVITIES_PATH);
  };
  const links = socialLinks(consultation.socialMediaLinks);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={`${consultation.title} ${name}`}
      description={consultation.email}
    >
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-mist">48-hour follow-up</span>
          <ConsultationClock
            createdAt={consultation.createdAt}
            firstContactAt={consultation.firstContactAt}
          />
          <OwnerSelect
            consultationId={consultation.id}
            ownerId={consultation.ownerId}
            operators={props.operators}
            name={name}
            label="Owner"
          />
        </div>
        <Section title="Personal Information">
          <Facts
            items={[
              ["Email", consultation.email],
              [
                "Phone",
                <a key="phone" href={`tel:${consultation.phoneNumber}`}>
                  {consultation.phoneNumber}
                </a>,
              ],
              ["Date of Birth", consultation.dateOfBirth],
              ["Age", consultation.age],
              ["Country", consultation.country],
              ["City", consultation.city],
              ["Number of People", consultation.numberOfPeople],
              ["Program", consultation.programName ?? "Unknown Program"],
            ]}
          />
        </Section>
        <Section title="Professional Information">
          <Facts
            items={[
              ["Occupation", consultation.occupation],
              ["Company", consultation.company],
            ]}
          />
        </Section>
        <Section title="Social Links">
          {links.length === 0 ? (
            <p className="text-sm text-mist">None given.</p>
          ) : (
            <ul className="space-y-1 text-sm break-all">
              {links.map((link) => (
                <li key={link.text}>
                  {link.href ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className="underline">
                      {link.text}
                    </a>
                  ) : (
                    link.text
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Recent Activities">
          {consultation.recentActivities.length === 0 ? (
            <p className="text-sm text-mist">No activities yet.</p>
          ) : (
            <ul className="divide-y divide-line border border-line">
              {consultation.recentActivities.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    onClick={() => editActivity(a.id)}
                    className="flex w-full flex-wrap justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-ink"
                  >
                    <span>{a.subject ?? labelIn(contactMethodLabels, a.contactMethod)}</span>
                    <span className="text-mist">
                      {emailDeliveryLabel(a.emailDelivery, a.mailJobStatus) ??
                        labelIn(activityStatusLabels, a.status)}{" "}
                      · {formatDateTime(a.completedAt ?? a.scheduledAt ?? a.createdAt, timeZone)}
                    </span>
                    {isUndelivered(a.emailDelivery, a.mailJobStatus) && a.mailError ? (
                      <span className="w-full text-xs text-danger">{a.mailError}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Quick Actions">
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" variant="outline" onClick={() => schedule("email")}>
              Schedule Email
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => schedule("call")}>
              Schedule Call
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={props.onSendEmail}>
              Send Email Now
            </Button>
            <a
              href={`tel:${consultation.phoneNumber}`}
              className={buttonVariants({ size: "sm", variant: "outline" })}
            >
              Call Now
            </a>
          </div>
        </Section>
        {consultation.memberId ? (
          <FormAlert tone="success">Member account: {consultation.memberEmail}</FormAlert>
        ) : consultation.convertible ? (
          <convert.Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value={consultationIntents.convert} />
            <input type="hidden" name="id" value={consultation.id} />
            {convert.data && !convert.data.ok ? <FormAlert>{convert.data.message}</FormAlert> : null}
            <Button type="submit" disabled={convert.state !== "idle"}>
              {convert.state !== "idle" ? "Converting..." : "Convert to Member"}
            </Button>
          </convert.Form>
        ) : null}
        <Section title="Data Rights">
          <DataRightsActions kind="lead" id={consultation.id} name={name} />
        </Section>
        <Section title="History">
          <AuditHistoryLink id={consultation.id} entity="consultation" name={name} />
        </Section>
        <Facts
          items={[
            ["Created", formatDate(consultation.createdAt, timeZone)],
            ["Updated", formatDate(consultation.updatedAt, timeZone)],
          ]}
        />
      </div>
    </Dialog>
  );
}
