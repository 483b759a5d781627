// Every environment variable the product reads, parsed once. A bad value stops start-up with one line
// naming the variable (see README "Configuration").
import path from "node:path";
import { z } from "zod";
import { site } from "#core/site.ts";
import {
  type ApplicationSettings,
  defaultApplicationSettings,
} from "#server/leads/applications/application-settings.ts";

const bool = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const s = v.trim().toLowerCase();
      if (["1", "true", "yes", "on"].includes(s)) return true;
      if (["0", "false", "no", "off"].includes(s)) return false;
      ctx.addIssue({ code: "custom", message: `${name} must be true or false` });
      return z.NEVER;
    });

const wholeNumber = (name: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number of 0 or more` });
        return z.NEVER;
      }
      return n;
    });

/** A whole number within [min, max]; the message names the bounds. */
const boundedWholeNumber = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${name} must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: "PORT must be a whole number between 1 and 65535" })
    .int("PORT must be a whole number between 1 and 65535")
    .min(1, "PORT must be a whole number between 1 and 65535")
    .max(65535, "PORT must be a whole number between 1 and 65535")
    .default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "DATABASE_URL must start with postgres:// or postgresql://",
  }),
  PUBLIC_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
    message: "PUBLIC_URL must be an absolute http(s) URL such as https://example.com",
  }),
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: "SMTP_URL must start with smtp:// or smtps://",
  }),
  MAIL_FROM: z.string().optional(),
  OPERATIONS_EMAIL: optionalText.pipe(z.email("OPERATIONS_EMAIL must be an e-mail address").optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email("ADMIN_EMAIL must be an e-mail address").optional()),
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
    message: "ADMIN_PASSWORD must be at least 8 characters long",
  }),
  SEED_DEMO: bool("SEED_DEMO", true),
  SITE_NAME: z.string().trim().min(1, "SITE_NAME must not be empty").default(site.name),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  TRUST_PROXY: bool("TRUST_PROXY", false),
  // Request limits (docs/operations.md, decision 170): how long a request's headers may take to arrive,
  // and how long its body may make no progress, before it is answered 408 and closed. Match them to the
  // proxy in front (nginx's client_header_timeout and client_body_timeout are 60 s).
  REQUEST_HEADERS_TIMEOUT_SECONDS: boundedWholeNumber("REQUEST_HEADERS_TIMEOUT_SECONDS", 20, 1, 600),
  REQUEST_BODY_TIMEOUT_SECONDS: boundedWholeNumber("REQUEST_BODY_TIMEOUT_SECONDS", 60, 1, 600),
  APPLICATION_MIN_FILL_MS: wholeNumber("APPLICATION_MIN_FILL_MS", defaultApplicationSettings.minFillMs),
  APPLICATION_RATE_LIMIT: wholeNumber("APPLICATION_RATE_LIMIT", defaultApplicationSettings.rateLimitMax),
  // Decision 145: leads that never converted are erased after this many months; 0 (the default): never.
  LEAD_RETENTION_MONTHS: wholeNumber("LEAD_RETENTION_MONTHS", 0),
  // Unset: the Settings screen decides (decision 146).
  REQUIRE_ADMIN_TWO_FACTOR: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const s = v.toLowerCase();
    if (["1", "true", "yes", "on"].includes(s)) return true;
    if (["0", "false", "no", "off"].includes(s)) return false;
    ctx.addIssue({ code: "custom", message: "REQUIRE_ADMIN_TWO_FACTOR must be true or false" });
    return z.NEVER;
  }),
  // Decision 151: how long a claimed job is an instance's before another may take it over. Longer
  // than any send takes (an SMTP timeout is a minute); shorter means a crashed instance's mail goes
  // out sooner, at the price of a second send if a slow one outlives its lease.
  JOB_LEASE_SECONDS: boundedWholeNumber("JOB_LEASE_SECONDS", 300, 5, 3600),
  // Test-only (decision 151): holds each claimed mail-queue e-mail (applications, invitations, account links) this long before sending it, so a test can
  // kill the process between the commit and the send. 0, the default, in any real installation.
  TEST_MAIL_SEND_DELAY_MS: boundedWholeNumber("TEST_MAIL_SEND_DELAY_MS", 0, 0, 600_000),
  BETTER_AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "BETTER_AUTH_SECRET must be at least 32 characters long",
  }),
  // Object storage (decision 149): set S3_BUCKET to keep files in an S3-compatible bucket.
  S3_BUCKET: optionalText.refine((v) => v === undefined || isBucketName(v), {
    message:
      "S3_BUCKET must be a bucket name of 3 to 63 lower-case letters, digits, dots or hyphens, starting and ending with a letter or digit",
  }),
  S3_ENDPOINT: optionalText.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
    message: "S3_ENDPOINT must be an absolute http(s) URL such as https://s3.example.com",
  }),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool("S3_FORCE_PATH_STYLE", false),
  // Backups (decision 181): where archives are written (default DATA_DIR/backups), how many days the
  // daily ones are kept (0: no daily backup; unset: 7 with the embedded database, 0 with PostgreSQL, whose
  // operators usually have their own), and which pg_dump dumps PostgreSQL (default: PATH, then
  // /usr/lib/postgresql/<newest>/bin).
  BACKUP_DIR: optionalText,
  BACKUP_KEEP: optionalText.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 3650) {
      ctx.addIssue({ code: "custom", message: "BACKUP_KEEP must be a whole number of days from 0 to 3650" });
      return z.NEVER;
    }
    return n;
  }),
  PG_DUMP: optionalText,
  // Decision 152: GET /metrics answers only when this is set, and only to `Authorization: Bearer <it>`.
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
    message: "METRICS_TOKEN must be at least 16 characters long",
  }),
});

/** Every variable the product reads (the deployment files' test checks they name only these). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

const isBucketName = (v: string) => /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v) && !v.includes("..");

/** Where uploaded files live: DATA_DIR/files (one machine), or an S3-compatible bucket (several). */
export type StorageConfig =
  | { kind: "local" }
  | {
      kind: "s3";
      bucket: string;
      /** Unset: AWS's own endpoint for the region. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the SDK's usual chain (AWS_* variables, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Bucket in the path (MinIO, s3rver and most self-hosted servers) rather than in the host name. */
      forcePathStyle: boolean;
    };

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  operationsEmail: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  siteName: string;
  logLevel: string;
  trustProxy: boolean;
  /** REQUEST_HEADERS_TIMEOUT_SECONDS and REQUEST_BODY_TIMEOUT_SECONDS, in ms. */
  requestLimits: { headersMs: number; bodyIdleMs: number };
  /** Undefined means: generate one and keep it in DATA_DIR (see server/auth/better-auth/secret.ts). */
  authSecret: string | undefined;
  /** REQUIRE_ADMIN_TWO_FACTOR; undefined when unset (the Settings screen decides). */
  requireAdminTwoFactor: boolean | undefined;
  application: ApplicationSettings;
  /** Months after which an unconverted lead is erased; 0: retention off (decision 145). */
  leadRetentionMonths: number;
  storage: StorageConfig;
  /** METRICS_TOKEN; undefined: /metrics is off (decision 152). */
  metricsToken: string | undefined;
  backup: {
    /** BACKUP_DIR, absolute. */
    dir: string;
    /** BACKUP_KEEP: days a backup is kept; 0 means no daily backup (decision 181). */
    keepDays: number;
    /** PG_DUMP; undefined: looked for (server/backup/find-pg-dump.ts). */
    pgDump: string | undefined;
  };
  jobs: {
    /** JOB_LEASE_SECONDS in ms: a claimed job is claimable again after this (decision 151). */
    leaseMs: number;
    /** TEST_MAIL_SEND_DELAY_MS: test-only pause between claiming an e-mail and sending it; 0 off. */
    testMailSendDelayMs: number;
  };
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? "configuration");
    const message = issue.message.includes(variable) ? issue.message : `${variable}: ${issue.message}`;
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  const storage = storageConfig(e, env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const host = new URL(publicUrl).hostname;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM?.trim() || `${e.SITE_NAME} <no-reply@${host}>`,
    operationsEmail:
      e.OPERATIONS_EMAIL ?? `operations@${host.includes(".") ? host : "localhost.localdomain"}`,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO,
    siteName: e.SITE_NAME,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requestLimits: {
      headersMs: e.REQUEST_HEADERS_TIMEOUT_SECONDS * 1000,
      bodyIdleMs: e.REQUEST_BODY_TIMEOUT_SECONDS * 1000,
    },
    authSecret: e.BETTER_AUTH_SECRET,
    requireAdminTwoFactor: e.REQUIRE_ADMIN_TWO_FACTOR,
    application: {
      ...defaultApplicationSettings,
      minFillMs: e.APPLICATION_MIN_FILL_MS,
      rateLimitMax: e.APPLICATION_RATE_LIMIT,
    },
    leadRetentionMonths: e.LEAD_RETENTION_MONTHS,
    storage,
    metricsToken: e.METRICS_TOKEN,
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, "backups")),
      keepDays: e.BACKUP_KEEP ?? (e.DATABASE_URL ? 0 : 7),
      pgDump: e.PG_DUMP,
    },
    jobs: { leaseMs: e.JOB_LEASE_SECONDS * 1000, testMailSendDelayMs: e.TEST_MAIL_SEND_DELAY_MS },
  };
}

const S3_SETTINGS = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
];

function storageConfig(e: z.infer<typeof envSchema>, env: NodeJS.ProcessEnv): StorageConfig {
  if (e.S3_BUCKET === undefined) {
    // A half-made S3 set-up would otherwise quietly keep files on this machine only.
    const stray = S3_SETTINGS.find((name) => env[name]?.trim());
    if (stray) throw new ConfigError(`Invalid configuration: ${stray} is set but S3_BUCKET is not`);
    return { kind: "local" };
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined))
    throw new ConfigError(
      "Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  return {
    kind: "s3",
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ""),
    region: e.S3_REGION ?? "us-east-1",
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
