import type { SessionUser } from "./guards.ts";

/** Thrown by a domain function called for someone who may not do it; actions map it to 403. */
export class ForbiddenError extends Error {
  constructor(message = "Permission denied. Please ensure you are logged in.") {
    super(message);
    this.name = "ForbiddenError";
  }
}

/** Writes check again inside the domain function, whatever the route already checked. */
export function assertAdmin(actor: SessionUser | null | undefined): asserts actor is SessionUser {
  if (actor?.role !== "admin") throw new ForbiddenError();
}
