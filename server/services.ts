// Everything a loader, action or domain function needs, built once at start-up (or per test file).
import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Storage } from "./storage/storage.ts";

export type Services = {
  config: Config;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
};
