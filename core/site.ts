// The brand settings in one place (ARCHITECTURE "Design direction"). SITE_NAME can override the name at
// run time through the root loader; everything else a later issue may move to a settings table.
export const site = {
  name: "Sovereign Defence",
  tagline: "Bespoke defense mastery for the discerning few",
  slogan: "Safety is sovereignty. Command it.",
  contactEmail: "office@sovereign-defence.example",
  analyticsUrl: "https://analytics.sovereign-defence.example",
} as const;

/** The month named in the intake line: the coming month, so the text never goes stale. */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export function intakeMonth(now: Date = new Date()): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `${MONTHS[next.getUTCMonth()]} ${next.getUTCFullYear()}`;
}
