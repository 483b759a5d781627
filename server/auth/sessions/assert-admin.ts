import { DomainError } from "#server/errors/domain-error.ts";
import type { SessionUser } from "./session-user.ts";

/** SPEC section 8 "Uploads": the text for a caller who may not do this. */
export const forbiddenMessage = "Permission denied. Please ensure you are logged in.";

/** Writes check again inside the domain function, whatever the route already checked (403). */
export function assertAdmin(actor: SessionUser | null | undefined): asserts actor is SessionUser {
  if (actor?.role !== "admin") throw new DomainError("forbidden", forbiddenMessage);
}
