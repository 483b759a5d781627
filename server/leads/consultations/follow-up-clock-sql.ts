// The 48-hour clock's states as conditions on consultations, with the boundaries of
// core/leads/consultations/follow-up-clock.ts, for the list's clock filter and the dashboard's counts. Waiting states
// are ranges of created_at among leads with no first contact (the partial index
// consultations_waiting_created_at_idx answers them).
import { and, gt, gte, isNotNull, isNull, lt, lte, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import {
  AT_RISK_WINDOW_MS,
  type ClockState,
  FOLLOW_UP_PROMISE_MS,
} from "#core/leads/consultations/follow-up-clock.ts";
import { consultations } from "#server/db/schema.ts";

const c = consultations;
const promise = sql.raw(`interval '${FOLLOW_UP_PROMISE_MS / 3_600_000} hours'`);

/** The two created_at boundaries at `now`. */
export function clockBoundaries(now: Date): { riskFrom: Date; deadlineFrom: Date } {
  return {
    // created_at at or before this: 12 hours or less left. Before this: past the deadline.
    riskFrom: new Date(now.getTime() - (FOLLOW_UP_PROMISE_MS - AT_RISK_WINDOW_MS)),
    deadlineFrom: new Date(now.getTime() - FOLLOW_UP_PROMISE_MS),
  };
}

export function clockCondition(state: ClockState, now: Date): SQL {
  return clockConditionAt(state, clockBoundaries(now));
}

/**
 * The condition with its boundaries given: values, or the placeholders of a statement prepared once
 * (filled with `timesAsValues(clockBoundaries(now))`).
 */
export function clockConditionAt(
  state: ClockState,
  { riskFrom, deadlineFrom }: { riskFrom: Date | Placeholder; deadlineFrom: Date | Placeholder },
): SQL {
  const waiting = isNull(c.firstContactAt);
  switch (state) {
    case "waiting":
      return and(waiting, gt(c.createdAt, riskFrom))!;
    case "at_risk":
      return and(waiting, lte(c.createdAt, riskFrom), gte(c.createdAt, deadlineFrom))!;
    case "overdue":
      return and(waiting, lt(c.createdAt, deadlineFrom))!;
    case "kept":
      return and(isNotNull(c.firstContactAt), sql`${c.firstContactAt} <= ${c.createdAt} + ${promise}`)!;
    case "late":
      return and(isNotNull(c.firstContactAt), sql`${c.firstContactAt} > ${c.createdAt} + ${promise}`)!;
  }
}

/** Any of several states (a filter word such as "broken" names two). */
export const clockConditions = (states: readonly ClockState[], now: Date): SQL =>
  states.length === 1 ? clockCondition(states[0]!, now) : or(...states.map((s) => clockCondition(s, now)))!;
