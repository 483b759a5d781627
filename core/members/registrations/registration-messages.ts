// SPEC section 8, "Member" programs and "Admin management" registrations: texts exactly as written;
// the ones the spec does not give (transitions beyond approve and reject) are ours, in the same voice.
import type { FailureCode } from "#core/forms/failure-codes.ts";

export const registrationMessages = {
  registered: (program: string) =>
    `Successfully registered for ${program}! Your registration is pending approval.`,
  duplicate: "You are already registered for this program",
  registerFailed: "Failed to register for program",
  loadPrograms: "Failed to load programs",
  loadData: "Failed to load data",
  // Admin (SPEC 8 "Registrations").
  loadRegistrations: "Failed to load registrations",
  updateFailed: "Failed to update registration",
  updated: "Registration updated successfully",
  // Ours: why a transition was refused (another operator acted first, or the row is in another state).
  notPending: "This registration is no longer pending approval.",
  notActive: "Only an active registration can be completed or have its progress set.",
  programNotFound: "Program not found",
  registrationNotFound: "Registration not found",
} as const;

/**
 * The failure banner (SPEC 8): the duplicate's own text, anything else the spec's plain "Failed to
 * register for program" (the member's texts carry no ": {message}", unlike the operators').
 */
export function registerFailure(message: string, code: FailureCode): string {
  return code === "conflict" ? message : registrationMessages.registerFailed;
}

export const registrationStatusLabels = {
  pending: "Pending",
  active: "Active",
  completed: "Completed",
  cancelled: "Cancelled",
  inactive: "Inactive",
} as const;
