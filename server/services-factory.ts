// Builds the Services bundle from a config and an open database: used by main.ts and by the tests,
// so tests run the same wiring as production.
import { createAuth } from "#server/auth/better-auth/auth.ts";
import { resolveAuthSecret } from "#server/auth/better-auth/secret.ts";
import { createPublicContent } from "#server/content/public-content/public-content.ts";
import { createTrendsCache } from "#server/dashboard/trends-cache.ts";
import type { Database } from "#server/db/client.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";
import type { Services } from "./services.ts";

export function createServices(config: Config, db: Database, logger: Logger): Services {
  const mailer = createMailer({
    db,
    logger,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
  });
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({ db, config, mailer, secret, logger });
  return {
    config,
    db,
    auth,
    mailer,
    storage: createStorage(config),
    logger,
    publicContent: createPublicContent(db),
    dashboardTrends: createTrendsCache(),
  };
}
