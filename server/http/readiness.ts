// GET /api/ready (decision 152): may this instance take traffic? It also names the version it runs. The database and the file store (local
// folder or S3 bucket) are each asked once, side by side, with a short timeout, so a proxy or
// orchestrator polling it learns in bounded time. The answer says only up or down per dependency:
// never a statement, host name, bucket or credential. /api/health stays the cheap liveness check.
import type { Handler } from "hono";
import { unavailabilityCode } from "#server/db/availability.ts";
import { pgErrorCode, pingDatabase } from "#server/db/client.ts";
import type { Services } from "#server/services.ts";
import { isStorageError } from "#server/storage/storage.ts";
import { productVersion } from "#server/version.ts";

export type Readiness = {
  status: "ready" | "unavailable";
  database: "up" | "down";
  storage: "up" | "down";
  /** The product's version (package.json): what a rolling upgrade waits to see on each instance. */
  version: string;
};

export const READINESS_TIMEOUTS = { databaseMs: 2_000, storageMs: 3_000 };

class CheckTimeout extends Error {
  readonly code = "timeout";
}

/** The check's outcome within `ms`; a check still running after that is abandoned (its result ignored). */
async function within(ms: number, check: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const running = check();
  running.catch(() => {}); // answered as "down" by the race below; a late failure is nobody's business
  try {
    await Promise.race([
      running,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CheckTimeout("check timed out")), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function readiness(
  services: Pick<Services, "db" | "storage" | "logger">,
  timeouts = READINESS_TIMEOUTS,
): Handler {
  const { logger } = services;
  // Polled every few seconds: a dependency going down or coming back is logged once, not every poll.
  const down = { database: false, storage: false };
  const note = (dependency: keyof typeof down, failed: boolean, detail: Record<string, unknown>) => {
    if (failed && !down[dependency]) logger.warn({ dependency, ...detail }, "readiness check failing");
    if (!failed && down[dependency]) logger.info({ dependency }, "readiness check passing again");
    down[dependency] = failed;
  };

  /** Whether the dependency answered in time; a failure is described by `why` (a code, never a host). */
  const probe = async (
    dependency: keyof typeof down,
    ms: number,
    check: () => Promise<void>,
    why: (error: unknown) => string | undefined,
  ) => {
    try {
      await within(ms, check);
      note(dependency, false, {});
      return true;
    } catch (error) {
      note(dependency, true, { reason: error instanceof CheckTimeout ? error.code : why(error) });
      return false;
    }
  };
  const databaseUp = () =>
    probe(
      "database",
      timeouts.databaseMs,
      () => pingDatabase(services.db),
      (error) => unavailabilityCode(error) ?? pgErrorCode(error),
    );
  // A StorageError's message is written for operators (no paths or credentials); others by code.
  const storageUp = () =>
    probe(
      "storage",
      timeouts.storageMs,
      () => services.storage.check(),
      (error) => (isStorageError(error) ? error.message : codeOf(error)),
    );

  return async (c) => {
    const [database, storage] = await Promise.all([databaseUp(), storageUp()]);
    const body: Readiness = {
      status: database && storage ? "ready" : "unavailable",
      database: database ? "up" : "down",
      storage: storage ? "up" : "down",
      version: productVersion,
    };
    c.header("Cache-Control", "no-store");
    return c.json(body, body.status === "ready" ? 200 : 503);
  };
}

const codeOf = (error: unknown) =>
  error && typeof error === "object" && "code" in error ? String(error.code) : "unknown";
