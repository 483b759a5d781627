import pino from "pino";
import { isDatabaseUnavailable } from "./db/availability.ts";
import { safeError } from "./log-safe-error.ts";
import { safeLogArguments } from "./log-safe-values.ts";

export type Logger = pino.Logger;

const WARN = 40;

/** JSON lines on stdout, or on `destination` (tests read what was logged). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: ["password", "*.password", "headers.cookie", "headers.authorization"], remove: true },
      // Errors carry what was submitted (query parameters, constraint details): see log-safe-error.ts.
      serializers: { err: safeError },
      hooks: {
        // A failure whose cause is an unavailable database ("application could not be saved", "job
        // pass failed") is not a fault of its own: the outage is reported once when it starts and once
        // when it ends (server/main.ts), so such lines go to debug instead of repeating the alarm.
        // Every text cut short, and request paths without their secrets (log-safe-values.ts).
        logMethod(rawArgs, method, level) {
          const args = safeLogArguments(rawArgs) as typeof rawArgs;
          const [first] = args as unknown[];
          const err = first && typeof first === "object" ? (first as { err?: unknown }).err : undefined;
          if (level >= WARN && err !== undefined && isDatabaseUnavailable(err)) {
            return this.debug(...(args as Parameters<Logger["debug"]>));
          }
          return method.apply(this, args);
        },
      },
    },
    destination,
  );
}
