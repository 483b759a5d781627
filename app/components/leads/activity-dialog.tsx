// The activity dialog (SPEC 2 and 4): two tabs, Templates (the 8 templates; choosing one fills the
// custom form) and Custom Form (fields by type: the scheduled date and planned duration for scheduled;
// completed date, duration and outcome for completed; the next follow-up date only when a follow-up is
// required). New activities start from core's activity-defaults (scheduled, pending, normal, next day
// 09:00 in the operator's zone). Templates name the related person chosen in the form, or "client".

import { useMemo, useState } from "react";
import { localInputValue } from "#core/dates/local-input.ts";
import {
  activityDefaults,
  defaultScheduledAt,
  newActivityValues,
} from "#core/leads/activities/activity-defaults.ts";
import {
  activityStatusLabels,
  activityTypeLabels,
  contactMethodLabels,
  optionsOf,
  priorityLabels,
} from "#core/leads/activities/activity-labels.ts";
import { type ActivityPrefill, templatePrefill } from "#core/leads/activities/activity-prefill.ts";
import { activityFormSchema } from "#core/leads/activities/activity-schema.ts";
import {
  type ActivityTemplate,
  activityTemplates,
  fillTemplateText,
  renamedTemplateText,
  templateById,
  templateCategoryLabels,
} from "#core/leads/activities/activity-templates.ts";
import { ActivityContactPicker, type RelatedContact } from "~/components/leads/activity-contact-picker";
import { FieldList, fieldGrid } from "~/components/ui/field-list";
import { FormDialog } from "~/components/ui/form-dialog";
import { cn } from "~/kit/cn";
import { rowIntents } from "~/kit/intents";
import type { Loaded } from "~/kit/loaded";
import { useTimeZone } from "~/kit/time-zone";
import type { getActivity, listAssignableAdmins } from "~/lib/leads.server";
import { minutesField, outcomeField } from "./activity-fields";

export type EditableActivity = NonNullable<Loaded<typeof getActivity>>;

export type AssignableAdmin = Loaded<typeof listAssignableAdmins>[number];

// A prefill (from the hub or a lead) carries its scheduled time as an ISO string.
type Values = Partial<Omit<EditableActivity, "scheduledAt">> & {
  scheduledAt?: Date | string | null;
  contact: RelatedContact;
};

function valuesOf(activity: EditableActivity | null, prefill: ActivityPrefill | null): Values {
  if (activity) {
    const contact: RelatedContact = activity.consultationId
      ? { kind: "lead", id: activity.consultationId, name: activity.consultationContactName ?? "Lead" }
      : activity.profileId
        ? { kind: "member", id: activity.profileId, name: activity.profileContactName || "Member" }
        : null;
    return { ...activity, contact };
  }
  const contact: RelatedContact = prefill?.consultationId
    ? { kind: "lead", id: prefill.consultationId, name: prefill.contactName ?? "Lead" }
    : prefill?.profileId
      ? { kind: "member", id: prefill.profileId, name: prefill.contactName ?? "Member" }
      : null;
  return { ...newActivityValues(prefill), contact };
}

export function ActivityDialog(props: {
  activity: EditableActivity | null;
  prefill: ActivityPrefill | null;
  admins: AssignableAdmin[];
  open: boolean;
  onClose: () => void;
}) {
  const timeZone = useTimeZone();
  const schema = useMemo(() => activityFormSchema(timeZone), [timeZone]);
  const { activity } = props;
  // A template (or a prefill from a quick action) fills the form; the form is re-made from it.
  const [filled, setFilled] = useState<{ prefill: ActivityPrefill | null; version: number }>({
    prefill: props.prefill,
    version: 0,
  });
  const [tab, setTab] = useState<"templates" | "custom">(activity || props.prefill ? "custom" : "templates");
  const values = valuesOf(activity, filled.prefill);
  const [type, setType] = useState(values.activityType ?? activityDefaults.activityType);
  const [followUp, setFollowUp] = useState(values.followUpRequired ?? false);
  // The related person is the form's, so a template names whoever is chosen now.
  const [contact, setContact] = useState<RelatedContact>(values.contact);
  const contactName = contact?.name ?? null;
  // The subject and message, and the template that wrote them (a hub Quick Create arrives with one).
  const [text, setText] = useState({ subject: values.subject ?? "", message: values.message ?? "" });
  const [template, setTemplate] = useState<ActivityTemplate | null>(
    (!activity && props.prefill?.templateId && templateById(props.prefill.templateId)) || null,
  );
  const chooseTemplate = (id: string) => {
    const chosen = templateById(id);
    if (!chosen) return;
    const prefill = templatePrefill(chosen, contactName);
    setFilled((was) => ({ prefill: { ...was.prefill, ...prefill }, version: was.version + 1 }));
    setText({ subject: prefill.subject ?? "", message: prefill.message ?? "" });
    setTemplate(chosen);
    setType(activityDefaults.activityType);
    setTab("custom");
  };
  // A person chosen after the template: the template's words still untouched now name them.
  const chooseContact = (next: RelatedContact) => {
    if (template) {
      const names = { from: contactName, to: next?.name };
      setText((was) => ({
        subject: renamedTemplateText(template, "subject", was.subject, names),
        message: renamedTemplateText(template, "message", was.message, names),
      }));
    }
    setContact(next);
  };
  const scheduledDefault = values.scheduledAt ?? (activity ? null : defaultScheduledAt(new Date(), timeZone));
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title={activity ? "Edit Activity" : "New Activity"}
      intent={activity ? rowIntents.update : rowIntents.create}
      id={activity?.id}
      schema={schema}
      submitLabel={activity ? "Save Changes" : "Create Activity"}
    >
      {(errors) => (
        <>
          <div role="tablist" aria-label="Activity form" className="flex gap-1 border-b border-line">
            {(["templates", "custom"] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
                className={cn(
                  "-mb-px border-b-2 px-3 py-2 text-xs tracking-[0.14em] uppercase",
                  tab === name ? "border-brass text-ivory" : "border-transparent text-mist hover:text-ivory",
                )}
              >
                {name === "templates" ? "Templates" : "Custom Form"}
              </button>
            ))}
          </div>
          {tab === "templates" ? (
            <ul className="grid gap-2 sm:grid-cols-2" aria-label="Activity templates">
              {activityTemplates.map((t) => (
                <li key={t.id}>
                  <button
                    type="button"
                    onClick={() => chooseTemplate(t.id)}
                    className="h-full w-full border border-line p-3 text-left hover:border-brass"
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-medium">{t.name}</span>
                      {t.popular ? (
                        <span className="text-[0.65rem] tracking-widest text-brass uppercase">Popular</span>
                      ) : null}
                    </span>
                    <span className="mt-1 block text-xs text-mist">
                      {templateCategoryLabels[t.category]} · {contactMethodLabels[t.contactMethod]} ·{" "}
                      {priorityLabels[t.priority]}
                      {t.durationMinutes === null ? "" : ` · ${t.durationMinutes} min`}
                    </span>
                    <span className="mt-1 block text-xs text-mist/80">
                      {fillTemplateText(t.subject, contactName)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div key={filled.version} className={cn("space-y-5", tab === "custom" ? null : "hidden")}>
            <FieldList
              errors={errors}
              values={values}
              fields={[
                fieldGrid("grid gap-5 sm:grid-cols-2", [
                  {
                    as: "select",
                    label: "Activity Type",
                    name: "activityType",
                    value: type,
                    onChange: (e) => setType(e.target.value),
                    options: optionsOf(activityTypeLabels),
                  },
                  {
                    as: "select",
                    label: "Contact Method",
                    name: "contactMethod",
                    options: optionsOf(contactMethodLabels),
                  },
                  {
                    as: "select",
                    label: "Status",
                    name: "status",
                    options: optionsOf(activityStatusLabels),
                  },
                  { as: "select", label: "Priority", name: "priority", options: optionsOf(priorityLabels) },
                  type === "scheduled" && {
                    label: "Scheduled Date",
                    name: "scheduledAt",
                    type: "datetime-local",
                    defaultValue: localInputValue(scheduledDefault, timeZone),
                  },
                  type === "scheduled" && minutesField("Planned Duration (minutes)"),
                  type === "completed" && {
                    label: "Completed Date",
                    name: "completedAt",
                    type: "datetime-local",
                    defaultValue: localInputValue(values.completedAt ?? new Date(), timeZone),
                  },
                  type === "completed" && minutesField("Duration (minutes)"),
                  type === "completed" && outcomeField,
                ]),
                {
                  as: "input",
                  label: "Subject",
                  name: "subject",
                  value: text.subject,
                  onChange: (e) => setText((was) => ({ ...was, subject: e.target.value })),
                },
                {
                  as: "textarea",
                  label: "Message",
                  name: "message",
                  value: text.message,
                  onChange: (e) => setText((was) => ({ ...was, message: e.target.value })),
                },
                { as: "textarea", label: "Notes", name: "notes" },
                {
                  as: "checkbox",
                  label: "Follow-up required",
                  name: "followUpRequired",
                  checked: followUp,
                  onChange: (e) => setFollowUp(e.target.checked),
                },
                followUp && {
                  label: "Next Follow-up Date",
                  name: "nextFollowUpDate",
                  type: "datetime-local",
                  defaultValue: localInputValue(values.nextFollowUpDate, timeZone),
                },
                <ActivityContactPicker
                  key="contact"
                  value={contact}
                  onChange={chooseContact}
                  error={errors.consultationId ?? errors.profileId}
                />,
                {
                  as: "select",
                  label: "Assigned To",
                  name: "assignedToUserId",
                  placeholder: "Unassigned",
                  options: props.admins.map((a) => ({ value: a.id, label: a.email })),
                },
              ]}
            />
          </div>
        </>
      )}
    </FormDialog>
  );
}
