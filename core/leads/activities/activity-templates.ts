// The activity templates (SPEC section 3): eight, in four categories, some marked popular; `{name}` is
// replaced by the related person's name, or "client" when there is none. The hub's Quick Create menu
// offers four of them and the custom form.
import type { ActivityPriority, ContactMethod } from "./activity-labels.ts";

export type TemplateCategory = "initial" | "follow-up" | "sales" | "support";

export const templateCategoryLabels: Record<TemplateCategory, string> = {
  initial: "Initial",
  "follow-up": "Follow-up",
  sales: "Sales",
  support: "Support",
};

export type ActivityTemplate = {
  id: string;
  name: string;
  category: TemplateCategory;
  popular: boolean;
  contactMethod: ContactMethod;
  priority: ActivityPriority;
  durationMinutes: number | null;
  subject: string;
  message: string;
};

export const activityTemplates: readonly ActivityTemplate[] = [
  {
    id: "follow-up-email",
    name: "Follow-up Email",
    category: "follow-up",
    popular: true,
    contactMethod: "email",
    priority: "normal",
    durationMinutes: null,
    subject: "Following up on your consultation request, {name}",
    message:
      "Dear {name}, thank you for your application. I would like to arrange a private consultation at a time that suits you.",
  },
  {
    id: "follow-up-call",
    name: "Follow-up Call",
    category: "follow-up",
    popular: true,
    contactMethod: "phone",
    priority: "high",
    durationMinutes: 15,
    subject: "Follow-up call with {name}",
    message: "Call {name} to discuss their application and the next steps.",
  },
  {
    id: "initial-outreach",
    name: "Initial Outreach",
    category: "initial",
    popular: false,
    contactMethod: "email",
    priority: "high",
    durationMinutes: null,
    subject: "Introduction for {name}",
    message:
      "Dear {name}, we have received your application and would welcome a short introductory conversation.",
  },
  {
    id: "consultation-call",
    name: "Consultation Call",
    category: "sales",
    popular: true,
    contactMethod: "video_call",
    priority: "high",
    durationMinutes: 30,
    subject: "Private consultation with {name}",
    message: "Video consultation with {name}: their circumstances, objectives and the program that fits.",
  },
  {
    id: "program-info",
    name: "Program Information",
    category: "sales",
    popular: false,
    contactMethod: "email",
    priority: "normal",
    durationMinutes: null,
    subject: "Program information for {name}",
    message: "Send {name} the outline, duration and intake dates of the program they asked about.",
  },
  {
    id: "client-check-in",
    name: "Client Check-in",
    category: "support",
    popular: false,
    contactMethod: "phone",
    priority: "normal",
    durationMinutes: 10,
    subject: "Check-in with {name}",
    message: "A short call to hear how {name} is getting on and whether anything is needed.",
  },
  {
    id: "urgent-follow-up",
    name: "Urgent Follow-up",
    category: "follow-up",
    popular: false,
    contactMethod: "phone",
    priority: "urgent",
    durationMinutes: 15,
    subject: "Urgent: follow up with {name}",
    message: "{name} is waiting for our answer. Call today.",
  },
  {
    id: "no-show-follow-up",
    name: "No-show Follow-up",
    category: "follow-up",
    popular: false,
    contactMethod: "email",
    priority: "normal",
    durationMinutes: null,
    subject: "We missed you, {name}",
    message: "Dear {name}, we were sorry to miss you. Please let us know a time that suits you better.",
  },
];

/** The hub's Quick Create menu (SPEC section 3): four templates, then the empty custom form. */
export const quickCreateItems = [
  { label: "Follow-up Email", templateId: "follow-up-email" },
  { label: "Follow-up Call", templateId: "follow-up-call" },
  { label: "Consultation Meeting (Video Call)", templateId: "consultation-call" },
  { label: "Initial Outreach Email", templateId: "initial-outreach" },
  { label: "Custom Activity", templateId: null },
] as const;

export const templateById = (id: string): ActivityTemplate | undefined =>
  activityTemplates.find((t) => t.id === id);

/** `{name}` replaced by the person's name, or "client". */
export function fillTemplateText(text: string, name: string | null | undefined): string {
  const who = name?.trim() || "client";
  return text.replaceAll("{name}", who);
}

/**
 * A template's text once another person is chosen: still as the template wrote it for the person named
 * before, it names the new one; once the operator has edited it, it is theirs and stays.
 */
export function renamedTemplateText(
  template: ActivityTemplate,
  field: "subject" | "message",
  current: string,
  names: { from: string | null | undefined; to: string | null | undefined },
): string {
  return current === fillTemplateText(template[field], names.from)
    ? fillTemplateText(template[field], names.to)
    : current;
}
