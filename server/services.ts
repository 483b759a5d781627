// Everything a loader, action or domain function needs, built once at start-up (or per test file).
import type { Auth } from "#server/auth/better-auth/auth.ts";
import type { PublicContent } from "#server/content/public-content/public-content.ts";
import type { TrendsCache } from "#server/dashboard/trends-cache.ts";
import type { Database } from "#server/db/client.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import type { Storage } from "#server/storage/storage.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

export type Services = {
  config: Config;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
  /** Programs, images and FAQs as the public pages show them, held in memory (server/content/). */
  publicContent: PublicContent;
  /** The dashboard's period figures, kept a minute and forgotten at any change made here. */
  dashboardTrends: TrendsCache;
};
