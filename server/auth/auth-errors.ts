import { APIError } from "better-auth/api";
import { DomainError } from "#server/errors/domain-error.ts";

export type AuthRefusal = {
  code: string | undefined;
  message: string;
  status: number;
  /** From the Retry-After header of a spent attempt budget (server/auth/throttling/auth-throttle.ts). */
  retryAfterSeconds: number | undefined;
};

/** better-auth's error code and message, or undefined for anything that is not an auth API error. */
export function authError(error: unknown): AuthRefusal | undefined {
  if (!(error instanceof APIError)) return undefined;
  const body = (error.body ?? {}) as { code?: string; message?: string };
  const retryAfter = Number(new Headers(error.headers).get("Retry-After"));
  return {
    code: body.code,
    message: body.message ?? error.message,
    status: error.statusCode,
    retryAfterSeconds: retryAfter > 0 ? retryAfter : undefined,
  };
}

/** A spent attempt budget (HTTP 429), as the forms answer it: its message and the wait. */
export const rateLimited = (refusal: AuthRefusal) =>
  new DomainError("rate_limited", refusal.message, { retryAfterSeconds: refusal.retryAfterSeconds });
