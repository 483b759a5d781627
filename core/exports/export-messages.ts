// What the CSV exports say (decision 148): the lists that export, the button, and the refusals.

/** The lists an admin can export, by the name in the export's URL (/admin/export/{list}). */
export const exportLists = [
  "users",
  "faqs",
  "programs",
  "consultations",
  "activities",
  "member-registrations",
  "training-events",
  "event-roster",
  "audit-log",
  "failed-emails",
  "resources",
] as const;
export type ExportList = (typeof exportLists)[number];

export const isExportList = (value: unknown): value is ExportList =>
  typeof value === "string" && (exportLists as readonly string[]).includes(value);

export const exportMessages = {
  button: "Export CSV",
  /** The button's accessible name says what the file will hold. */
  buttonLabel: (what: string) => `Export ${what} as CSV`,
  unknownList: "There is no such export",
  eventNotFound: "Training event not found",
} as const;
