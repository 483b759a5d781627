// What the database's constraints on programs mean to an operator.
import { programMessages } from "#core/content/programs/program-messages.ts";
import { pgErrorCode } from "#server/db/client.ts";
import { DomainError } from "#server/errors/domain-error.ts";

/** Rethrows a unique-name or still-registered violation as a conflict the operator can act on. */
export function explainProgramConstraint(error: unknown): never {
  const code = pgErrorCode(error);
  if (code === "23505") throw new DomainError("conflict", programMessages.nameTaken, { cause: error });
  if (code === "23503" || code === "23001")
    throw new DomainError("conflict", programMessages.hasRegistrations, { cause: error });
  throw error;
}
