import { DomainError } from "#server/errors/domain-error.ts";
import { forbiddenMessage } from "./assert-admin.ts";
import type { SessionUser } from "./session-user.ts";

/**
 * A member's own use cases check again inside the domain function: only a member acts, and only on
 * rows of `actor.id` (the functions never take a member id from the request).
 */
export function assertMember(actor: SessionUser | null | undefined): asserts actor is SessionUser {
  if (actor?.role !== "member") throw new DomainError("forbidden", forbiddenMessage);
}
