// better-auth's own messages, in our structured log instead of on the console. better-auth reports a
// client's refused request (a callback or redirect address, or an Origin, that is not ours) as an
// error, quoting the whole address: those are a client's mistake, logged at info like every other
// refusal, and every message is cut short (log-safe-values.ts) before anything reads it.
import type { BetterAuthOptions } from "better-auth";
import { isDatabaseUnavailable, noteDatabaseError, unavailabilityCode } from "#server/db/availability.ts";
import { boundText, redactEmailAddresses } from "#server/log-safe-values.ts";
import type { Logger } from "#server/logger.ts";

/** better-auth's messages for a request it refused because of what the client sent. */
const CLIENT_REFUSAL =
  /^(Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b|Blocked cross-site navigation)/;

export function authLogger(logger: Logger): NonNullable<BetterAuthOptions["logger"]> {
  return {
    log: (level, message, ...args) => {
      const text = boundText(message);
      const refused = level === "error" && CLIENT_REFUSAL.test(text);
      const log = refused
        ? logger.info
        : level === "error"
          ? logger.error
          : level === "warn"
            ? logger.warn
            : logger.debug;
      // Only an error argument is kept, through the log's error serializer (no query parameters);
      // other arguments can be user records.
      const err = args.find((a) => a instanceof Error);
      // An outage is answered 503 by the HTTP layer and reported once when it starts (main.ts). It is
      // noted on the request: better-auth throws its own error in place of this one (the guards read it).
      if (err && isDatabaseUnavailable(err)) {
        noteDatabaseError(err);
        logger.debug({ code: unavailabilityCode(err) }, "auth: database unavailable");
        return;
      }
      // better-auth's messages can quote an address ("Sign-up attempt for existing email: ...").
      log.call(logger, err ? { err } : {}, `auth: ${redactEmailAddresses(text)}`);
    },
  };
}
