import { APIError } from "better-auth/api";

/** better-auth's error code and message, or undefined for anything that is not an auth API error. */
export function authError(
  error: unknown,
): { code: string | undefined; message: string; status: number } | undefined {
  if (!(error instanceof APIError)) return undefined;
  const body = (error.body ?? {}) as { code?: string; message?: string };
  return { code: body.code, message: body.message ?? error.message, status: error.statusCode };
}
