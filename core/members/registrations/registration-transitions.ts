// Which operator transitions a registration allows (SPEC 4; decision 112): approve and reject from
// pending, set progress and complete from active. The server's conditional UPDATE reads `from` here and
// the row's buttons read `allowedTransitions`, so the two cannot disagree.
import type { RegistrationStatus } from "#core/enums.ts";
import { registrationMessages } from "./registration-messages.ts";

export const registrationTransitions = {
  approve: { from: "pending", refused: registrationMessages.notPending },
  reject: { from: "pending", refused: registrationMessages.notPending },
  setProgress: { from: "active", refused: registrationMessages.notActive },
  complete: { from: "active", refused: registrationMessages.notActive },
} as const satisfies Record<string, { from: RegistrationStatus; refused: string }>;

export type RegistrationTransition = keyof typeof registrationTransitions;

export function canTransitionRegistration(status: string, transition: RegistrationTransition): boolean {
  return registrationTransitions[transition].from === status;
}

/** The transitions a registration in `status` allows, in the order the row shows them. */
export function allowedTransitions(status: string): RegistrationTransition[] {
  return (Object.keys(registrationTransitions) as RegistrationTransition[]).filter((t) =>
    canTransitionRegistration(status, t),
  );
}
