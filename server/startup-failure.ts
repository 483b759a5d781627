// Start-up problems an operator fixes (a bad setting, a busy or unusable DATA_DIR, an unreachable
// database) end the process with one line on stderr that names the cause, and exit code 1: no stack.
import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { MigrationError } from "#server/db/migrator.ts";
import { ConfigError } from "./config.ts";

export class StartupFailure extends Error {}

/** DATA_DIR exists (created if missing), is a folder, and we may write in it. */
export function prepareDataDir(dataDir: string) {
  let existed = true;
  try {
    if (!statSync(dataDir).isDirectory())
      throw new StartupFailure(`DATA_DIR ${dataDir} is a file, not a folder.`);
  } catch (error) {
    if (error instanceof StartupFailure) throw error;
    existed = false;
  }
  try {
    if (!existed) mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    throw new StartupFailure(
      existed
        ? `DATA_DIR ${dataDir} is not writable (${code}).`
        : `DATA_DIR ${dataDir} cannot be created (${code}${code === "ENOTDIR" ? ": a parent is a file" : ""}).`,
    );
  }
}

/** The one line printed for an error that stops start-up. */
export function startupFailureLine(error: unknown, showStack: boolean): string {
  if (
    error instanceof ConfigError ||
    error instanceof StartupFailure ||
    error instanceof DataDirLockedError
  ) {
    return error.message;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (showStack && error instanceof Error && error.stack) return `Start-up failed: ${error.stack}`;
  return `Start-up failed: ${message.split("\n")[0]} (LOG_LEVEL=debug shows where)`;
}

/** Why the database could not be opened at start-up, in one line (never the password). */
export function databaseStartupFailure(
  error: unknown,
  target: { url: string } | { dataDir: string },
  connectTimeoutMs: number,
): StartupFailure {
  // A migration that failed says so itself, whichever database it ran on.
  if (error instanceof MigrationError) return new StartupFailure(error.message);
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === "string" ? (message.split("\n")[0] ?? "") : String(error);
  if ("dataDir" in target) {
    return new StartupFailure(`The embedded database in ${target.dataDir} could not be opened: ${text}`);
  }
  const url = new URL(target.url);
  const where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  const reasons: Record<string, string> = {
    ECONNREFUSED: "nothing accepts connections there (ECONNREFUSED)",
    ENOTFOUND: "the host name does not resolve (ENOTFOUND)",
    EAI_AGAIN: "the host name does not resolve (EAI_AGAIN)",
    "28P01": "the password was refused (28P01)",
    "28000": "the login was refused (28000)",
    "3D000": "the database does not exist (3D000)",
  };
  const timedOut = /timeout/i.test(text);
  const reason =
    (typeof code === "string" && reasons[code]) ||
    (timedOut
      ? `no answer within ${connectTimeoutMs / 1000} s`
      : `${text}${typeof code === "string" ? ` (${code})` : ""}`);
  return new StartupFailure(`Cannot use the database at ${where}: ${reason}.`);
}
