import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["password", "*.password", "headers.cookie", "headers.authorization"], remove: true },
  });
}
