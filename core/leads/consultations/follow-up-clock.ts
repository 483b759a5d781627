// The 48-hour clock (SPEC sections 1 and 9: "follow-up within 48 hours"): from the application until
// the first completed contact that reached the person. Amber in its last 12 hours, red once the promise
// is broken, and the time it took once it stopped. The list's SQL (server/leads/consultations/follow-up-clock-sql.ts)
// uses the same constants and boundaries.

export const FOLLOW_UP_PROMISE_MS = 48 * 60 * 60 * 1000;
/** The last stretch of the promise, shown amber ("promise at risk"). */
export const AT_RISK_WINDOW_MS = 12 * 60 * 60 * 1000;

/**
 * Outcomes of a completed activity that did not reach the person: an attempt, not a contact, so the
 * clock keeps running (docs/product-decisions.md).
 */
export const UNREACHED_OUTCOMES = ["no_response", "busy", "wrong_number", "email_bounced"] as const;

/**
 * - `waiting`: running, more than 12 hours left;
 * - `at_risk`: running, 12 hours or less left (the deadline itself included);
 * - `overdue`: running past the deadline: the promise is broken and the person still waits;
 * - `kept`: contacted by the deadline;
 * - `late`: contacted, after the deadline (broken).
 */
export type ClockState = "waiting" | "at_risk" | "overdue" | "kept" | "late";

export type FollowUpClock = {
  state: ClockState;
  /** While running: time left (negative once overdue). */
  remainingMs: number | null;
  /** Once stopped: how long the first contact took. */
  tookMs: number | null;
};

/**
 * A promise that needs someone now: the person still waits and the promise is in its last 12 hours
 * (`at_risk`) or already broken (`overdue`). My work lists these for a lead's owner; notifications tell
 * the owner when a lead enters `at_risk` and the admins when it becomes `overdue`.
 */
export const PROMISE_ALERT_STATES = ["at_risk", "overdue"] as const satisfies readonly ClockState[];
export type PromiseAlertState = (typeof PROMISE_ALERT_STATES)[number];

/** The person waits and 12 hours or less are left (the deadline itself included). */
export const isPromiseAtRisk = (clock: FollowUpClock): boolean => clock.state === "at_risk";
/** The person still waits and the deadline has passed. */
export const isPromiseBroken = (clock: FollowUpClock): boolean => clock.state === "overdue";
/** Either: the lead needs its owner now. */
export const needsOwnerNow = (clock: FollowUpClock): clock is FollowUpClock & { state: PromiseAlertState } =>
  (PROMISE_ALERT_STATES as readonly ClockState[]).includes(clock.state);

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

export function followUpClock(
  createdAt: Date | string,
  firstContactAt: Date | string | null,
  now: Date = new Date(),
): FollowUpClock {
  const deadline = time(createdAt) + FOLLOW_UP_PROMISE_MS;
  if (firstContactAt !== null) {
    const contacted = time(firstContactAt);
    const took = Math.max(0, contacted - time(createdAt));
    return { state: contacted <= deadline ? "kept" : "late", remainingMs: null, tookMs: took };
  }
  const remaining = deadline - now.getTime();
  const state = remaining < 0 ? "overdue" : remaining <= AT_RISK_WINDOW_MS ? "at_risk" : "waiting";
  return { state, remainingMs: remaining, tookMs: null };
}

/** "2d 3h", "5h 12m", "14m": the largest two units, never seconds. */
export function formatSpan(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return mins > 0 ? `${hours}h ${mins}m` : `${hours}h`;
  return `${mins}m`;
}

/** What the clock says on the table and in the view dialog. */
export function clockLabel(clock: FollowUpClock): string {
  switch (clock.state) {
    case "waiting":
    case "at_risk":
      return `${formatSpan(clock.remainingMs ?? 0)} left`;
    case "overdue":
      return `Overdue by ${formatSpan(clock.remainingMs ?? 0)}`;
    case "kept":
      return `Contacted in ${formatSpan(clock.tookMs ?? 0)}`;
    case "late":
      return `Contacted late, after ${formatSpan(clock.tookMs ?? 0)}`;
  }
}

/**
 * The words the clock column's filter box understands, each naming one or more states. "at risk" is
 * the amber state; "broken" is every red one.
 */
export const clockFilterWords: Record<string, readonly ClockState[]> = {
  waiting: ["waiting", "at_risk", "overdue"],
  open: ["waiting", "at_risk", "overdue"],
  "at risk": ["at_risk"],
  "at-risk": ["at_risk"],
  risk: ["at_risk"],
  // My work's leads: still waiting, at risk or broken (PROMISE_ALERT_STATES).
  attention: PROMISE_ALERT_STATES,
  overdue: ["overdue"],
  broken: ["overdue", "late"],
  kept: ["kept"],
  late: ["late"],
  contacted: ["kept", "late"],
};

/** The states a clock filter value names, or null when it names none. */
export function clockStatesFor(value: string): readonly ClockState[] | null {
  return clockFilterWords[value.trim().toLowerCase().replace(/\s+/g, " ")] ?? null;
}
