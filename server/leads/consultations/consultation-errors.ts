// The database's answers to a lead's write, as the operator reads them: the unique index on lower(email)
// and the program's foreign key.
import { consultationMessages } from "#core/leads/consultations/consultation-schema.ts";
import { pgErrorCode } from "#server/db/client.ts";
import { DomainError } from "#server/errors/domain-error.ts";

export function consultationWriteError(error: unknown): unknown {
  const code = pgErrorCode(error);
  if (code === "23505")
    return new DomainError("conflict", consultationMessages.emailTaken, {
      fields: { email: consultationMessages.emailTaken },
    });
  if (code === "23503")
    return new DomainError("invalid", consultationMessages.programGone, {
      fields: { programId: consultationMessages.programGone },
    });
  return error;
}
