/**
 * Why a backup or a restore did not happen, in words for the operator (shown by `npm run backup` and
 * `npm run restore`, on the Settings screen and in the log): never a password, never personal data.
 */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly reason:
      | "damaged"
      | "not-a-backup"
      | "newer-schema"
      | "not-empty"
      | "secret"
      | "in-use"
      | "pg-dump"
      | "failed" = "failed",
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
    this.name = "BackupError";
  }
}
