import pino from "pino";
import { safeError } from "./log-safe-error.ts";

export type Logger = pino.Logger;

/** JSON lines on stdout, or on `destination` (tests read what was logged). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: ["password", "*.password", "headers.cookie", "headers.authorization"], remove: true },
      // Errors carry what was submitted (query parameters, constraint details): see log-safe-error.ts.
      serializers: { err: safeError },
    },
    destination,
  );
}
