// The notifications the product sends by e-mail, and who may choose each: operators (the back office,
// their own Settings) or members (the members portal's Settings). Each person's choice per kind is
// stored; a kind nobody chose follows the admins' default, else its own `onByDefault`.

export type NotificationAudience = "operator" | "member";

export type NotificationKind = {
  /** Stored in preferences and dedupe keys: never rename. */
  id: string;
  audience: NotificationAudience;
  /** The checkbox's visible label. */
  label: string;
  /** One line under it: when it is sent. */
  description: string;
  onByDefault: boolean;
};

export const notificationKinds = [
  {
    id: "promise-at-risk",
    audience: "operator",
    label: "A lead I own is at risk",
    description: "When a lead you own enters the last 12 hours of its 48-hour promise without a contact.",
    onByDefault: true,
  },
  {
    id: "promise-broken",
    audience: "operator",
    label: "A promise was broken",
    description: "When any lead passes 48 hours without a contact (admins).",
    onByDefault: true,
  },
  {
    id: "morning-digest",
    audience: "operator",
    label: "Morning digest",
    description:
      "At 08:00 in your time zone: your follow-ups due today and overdue, your leads at risk and registrations to approve. Not sent when there is nothing.",
    onByDefault: true,
  },
  {
    id: "mail-failed",
    audience: "operator",
    label: "An e-mail has failed",
    description: "When an e-mail could not be delivered after every retry (admins).",
    onByDefault: true,
  },
  {
    id: "member-message",
    audience: "operator",
    label: "A member wrote",
    description:
      "When a member whose lead you own writes on Messages (every operator, when their lead has no owner). Once until the conversation is read.",
    onByDefault: true,
  },
  {
    id: "new-message",
    audience: "member",
    label: "A new message from your instructor",
    description: "An e-mail when your instructor writes to you on Messages. Once until you have read it.",
    onByDefault: true,
  },
] as const satisfies readonly NotificationKind[];

export type NotificationKindId = (typeof notificationKinds)[number]["id"];

type KnownKind = (typeof notificationKinds)[number];

export const notificationKindsFor = (audience: NotificationAudience): readonly KnownKind[] =>
  notificationKinds.filter((k) => k.audience === audience);

/** Whose kinds a person chooses among: the back office's (admins) or the members portal's. */
export const audienceOf = (role: string): NotificationAudience => (role === "admin" ? "operator" : "member");

export const isNotificationKind = (value: string): value is NotificationKindId =>
  notificationKinds.some((k) => k.id === value);

/** Choices as stored: only what was chosen; a missing kind follows the defaults. */
export type NotificationChoices = Partial<Record<NotificationKindId, boolean>>;

/** Whether a person receives a kind: their own choice, else the admins' default, else the kind's. */
export function receivesNotification(
  kind: NotificationKindId,
  own: NotificationChoices,
  defaults: NotificationChoices,
): boolean {
  const fallback = notificationKinds.find((k) => k.id === kind)?.onByDefault ?? false;
  return own[kind] ?? defaults[kind] ?? fallback;
}

/** Stored JSON read back: only known kinds with boolean values survive. */
export function choicesFrom(value: unknown): NotificationChoices {
  if (!value || typeof value !== "object") return {};
  const out: NotificationChoices = {};
  for (const [key, on] of Object.entries(value))
    if (isNotificationKind(key) && typeof on === "boolean") out[key] = on;
  return out;
}
