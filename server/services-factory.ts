// Builds the Services bundle from a config and an open database: used by main.ts and by the tests,
// so tests run the same wiring as production.
import { createAuth } from "./auth/auth.ts";
import { resolveAuthSecret } from "./auth/secret.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import type { Services } from "./services.ts";
import { createLocalStorage } from "./storage/local-storage.ts";

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
  return { config, db, auth, mailer, storage: createLocalStorage(config.dataDir), logger };
}
