// The rules that earn achievements: each definition names one rule and a target, and a member's value
// for that rule is counted from their real history (server/members/achievements/record-achievement-event.ts).
// Events are what happened; each event names the rules whose counts it can move.

export const achievementRules = [
  "registrations_approved",
  "programs_completed",
  "events_attended",
  "profile_completed",
] as const;
export type AchievementRule = (typeof achievementRules)[number];

/**
 * What the product emits. `event_attended` belongs to the training schedule: its attendance write
 * emits it, and the count (bookings marked attended) is already defined here.
 */
export const achievementEvents = {
  registration_approved: ["registrations_approved"],
  program_completed: ["programs_completed"],
  event_attended: ["events_attended"],
  profile_updated: ["profile_completed"],
} as const satisfies Record<string, readonly AchievementRule[]>;
export type AchievementEvent = keyof typeof achievementEvents;

/** How a member reads a rule with its target, under an achievement they have not earned yet. */
export function describeRule(rule: AchievementRule, target: number): string {
  const times = (one: string, many: string) => (target === 1 ? one : many.replace("{n}", String(target)));
  switch (rule) {
    case "registrations_approved":
      return times("Have a program registration approved", "Have {n} program registrations approved");
    case "programs_completed":
      return times("Complete a program", "Complete {n} programs");
    case "events_attended":
      return times("Attend a training event", "Attend {n} training events");
    case "profile_completed":
      return "Complete your profile: first name, last name and phone";
  }
}

/** The profile rule's count: 1 once first name, last name and phone are all filled in. */
export function profileCompleteness(profile: {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}): 0 | 1 {
  const filled = (v: string | null) => (v ?? "").trim().length > 0;
  return filled(profile.firstName) && filled(profile.lastName) && filled(profile.phone) ? 1 : 0;
}
