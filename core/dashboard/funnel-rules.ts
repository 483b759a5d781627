// The lead funnel's steps (decision 147): applied (the application), contacted (the 48-hour clock's
// first contact: a completed activity that reached the person), consultation held (a completed,
// reaching activity in a conversation: a call or a meeting, not a message), converted (a member).
import { UNREACHED_OUTCOMES } from "#core/leads/consultations/follow-up-clock.ts";

export const funnelSteps = ["applied", "contacted", "held", "converted"] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const funnelLabels: Record<FunnelStep, string> = {
  applied: "Applied",
  contacted: "Contacted",
  held: "Consultation held",
  converted: "Converted to member",
};

/** The contact methods in which a consultation can be held. */
export const CONSULTATION_METHODS = ["phone", "video_call", "in_person", "teams", "zoom"] as const;

/** Outcomes that mean nobody was reached (shared with the 48-hour clock). */
export { UNREACHED_OUTCOMES };

/** The 48-hour promise, in hours: the share kept is of leads whose deadline has passed or who were contacted. */
export const PROMISE_HOURS = 48;
