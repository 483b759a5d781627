// better-auth, configured for this product: e-mail + password, verification on sign-up, reset by
// e-mail, sessions and rate-limit counters in the database, the real client IP from our own header.
import { randomUUID } from "node:crypto";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
// better-auth's own entry for an adapter-backed setup: the default one also loads Kysely (its direct
// database connections and migrations, which we do not use), 3 MB of heap never run (decision 258).
import { betterAuth } from "better-auth/minimal";
import { twoFactor } from "better-auth/plugins/two-factor";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#core/auth/auth-schemas.ts";
import { passwordChanged } from "#server/auth/passwords/password-changed.ts";
import { passwordChangesEndOtherAccess } from "#server/auth/passwords/password-changes.ts";
import { passwordHashing } from "#server/auth/passwords/password-hashing.ts";
import { forgotPasswordPath, getUserRole, setUserRole, signInPath } from "#server/auth/sessions/roles.ts";
import { authThrottle, liftSignInLock, THROTTLE_RULES } from "#server/auth/throttling/auth-throttle.ts";
import { CLIENT_IP_HEADER } from "#server/auth/throttling/client-ip-header.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { accounts, profiles, rateLimits, sessions, twoFactors, verifications } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { sendMail } from "#server/mail/mail-queue.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { existingAccountEmail, passwordResetEmail, verificationEmail } from "#server/mail/templates.ts";
import { accountEventsAudited } from "./account-events-audited.ts";
import { accountFieldLimits, userAdditionalFields } from "./account-fields.ts";
import { apiSignInsAudited } from "./api-sign-ins-audited.ts";
import { authLogger } from "./auth-logger.ts";

export { CLIENT_IP_HEADER };

/**
 * Every HTTP path better-auth's twoFactor plugin exposes, read from the plugin itself: a version that
 * adds one is blocked with the rest (server/auth/two-factor/two-factor-http.test.ts).
 */
export function twoFactorHttpPaths(plugin: { endpoints: Record<string, { path?: string }> }): string[] {
  return Object.values(plugin.endpoints).flatMap((endpoint) => (endpoint.path ? [endpoint.path] : []));
}

export function createAuth(options: {
  db: Database;
  config: Config;
  mailer: Mailer;
  secret: string;
  logger: Logger;
}) {
  const { db, config, mailer, logger } = options;
  // Every e-mail goes through the job table (decision 150): sent now, or retried by the worker.
  const send = (message: Parameters<Mailer["send"]>[0]) =>
    sendMail({ db, logger, mailer, config }, [message]);
  // Authenticator codes and recovery codes (decision 146). Enrolment, turning it off and the codes at
  // sign-in go through our own pages (server/auth/two-factor/), never the HTTP API: see disabledPaths.
  const twoFactorPlugin = twoFactor({ issuer: config.siteName });
  return betterAuth({
    appName: config.siteName,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: profiles,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    user: { additionalFields: userAdditionalFields },
    emailAndPassword: {
      enabled: true,
      // Also makes sign-up answer a known address exactly as a new one (no account enumeration).
      requireEmailVerification: true,
      // One policy everywhere, the reset page included (docs/product-decisions.md).
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // better-auth's scrypt, one hash at a time: each holds 32 MiB while it runs (password-hashing.ts).
      password: passwordHashing,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await send(passwordResetEmail(config.siteName, user.email, url));
      },
      // The link that was used is gone; the older ones go too, and the owner, having proved the
      // mailbox, is no longer locked out of signing in.
      async onPasswordReset({ user }) {
        await passwordChanged(db, user, "reset_link");
        await liftSignInLock(db, user.email);
      },
      // The owner of the address learns that someone tried, and how to get in.
      async onExistingUserSignUp({ user }) {
        const role = await getUserRole(db, user.id);
        await send(
          existingAccountEmail(config.siteName, user.email, {
            signIn: new URL(signInPath(role), config.publicUrl).toString(),
            resetPassword: new URL(forgotPasswordPath(role), config.publicUrl).toString(),
          }),
        );
      },
    },
    databaseHooks: {
      user: {
        create: {
          // A visitor's own sign-up (the form or /api/auth/sign-up/email) makes a member.
          async after(user, ctx) {
            if (ctx?.path === "/sign-up/email") await setUserRole(db, user.id, "member");
          },
        },
      },
    },
    plugins: [
      authThrottle({ db, logger }),
      accountFieldLimits(),
      passwordChangesEndOtherAccess(db),
      twoFactorPlugin,
      // After twoFactor: a sign-in it holds for a code has no session left to audit yet.
      apiSignInsAudited(db),
      accountEventsAudited(db, logger),
    ],
    // Over HTTP these would turn two-factor on or off, or pass its challenge, without the audit row,
    // the area's role check or the admin requirement: only our pages call them (server-side).
    // better-auth answers these 404 before any hook or handler runs.
    disabledPaths: twoFactorHttpPaths(twoFactorPlugin),
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        await send(verificationEmail(config.siteName, user.email, user.name, url));
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 120,
      // Our own budgets (auth-throttle.ts) govern these, for the forms and the API alike; better-auth's
      // per-path limit would also count successful sign-ins.
      // /get-session reads the caller's own session by its signed cookie: nothing to guess or to
      // exhaust, and counting it cost two writes per look-up (decision 155).
      customRules: {
        ...Object.fromEntries(Object.keys(THROTTLE_RULES).map((path) => [path, false as const])),
        "/get-session": false,
      },
    },
    advanced: {
      cookiePrefix: "sd",
      useSecureCookies: config.publicUrl.startsWith("https://"),
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth turns its origin and callback checks off when NODE_ENV is "test": the tests run
      // them as production does.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    // better-auth's own messages go to our structured log instead of the console.
    logger: authLogger(logger),
  });
}

export type Auth = ReturnType<typeof createAuth>;
