import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith("data")).toBe(true);
  });

  it("reads the application defences, 0 turning one off", () => {
    expect(loadConfig({}).application).toMatchObject({ minFillMs: 3000, rateLimitMax: 10 });
    expect(
      loadConfig({ APPLICATION_MIN_FILL_MS: "0", APPLICATION_RATE_LIMIT: "25" }).application,
    ).toMatchObject({
      minFillMs: 0,
      rateLimitMax: 25,
    });
  });

  it("derives PUBLIC_URL from PORT and reads SEED_DEMO=false", () => {
    const config = loadConfig({ PORT: "4100", SEED_DEMO: "false" });
    expect(config.publicUrl).toBe("http://localhost:4100");
    expect(config.seedDemo).toBe(false);
  });

  it("reads the job lease (5 minutes by default) and the test-only mail delay (off by default)", () => {
    expect(loadConfig({}).jobs).toEqual({ leaseMs: 300_000, testMailSendDelayMs: 0 });
    expect(loadConfig({ JOB_LEASE_SECONDS: "5", TEST_MAIL_SEND_DELAY_MS: "60000" }).jobs).toEqual({
      leaseMs: 5_000,
      testMailSendDelayMs: 60_000,
    });
  });

  it("reads the request limits (headers 20 s, a stalled body 60 s by default)", () => {
    expect(loadConfig({}).requestLimits).toEqual({ headersMs: 20_000, bodyIdleMs: 60_000 });
    expect(
      loadConfig({ REQUEST_HEADERS_TIMEOUT_SECONDS: "2", REQUEST_BODY_TIMEOUT_SECONDS: "600" }).requestLimits,
    ).toEqual({ headersMs: 2_000, bodyIdleMs: 600_000 });
  });

  const bad: [Record<string, string>, string][] = [
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "example.com" }, "PUBLIC_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ OPERATIONS_EMAIL: "not-an-email" }, "OPERATIONS_EMAIL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ APPLICATION_RATE_LIMIT: "lots" }, "APPLICATION_RATE_LIMIT"],
    [{ APPLICATION_MIN_FILL_MS: "-1" }, "APPLICATION_MIN_FILL_MS"],
    [{ JOB_LEASE_SECONDS: "4" }, "JOB_LEASE_SECONDS"],
    [{ JOB_LEASE_SECONDS: "3601" }, "JOB_LEASE_SECONDS"],
    [{ JOB_LEASE_SECONDS: "1.5" }, "JOB_LEASE_SECONDS"],
    [{ TEST_MAIL_SEND_DELAY_MS: "-1" }, "TEST_MAIL_SEND_DELAY_MS"],
    [{ REQUEST_HEADERS_TIMEOUT_SECONDS: "0" }, "REQUEST_HEADERS_TIMEOUT_SECONDS"],
    [{ REQUEST_BODY_TIMEOUT_SECONDS: "601" }, "REQUEST_BODY_TIMEOUT_SECONDS"],
    [{ ADMIN_EMAIL: "admin@example.com" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "admin@example.com", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
  ];
  for (const [env, variable] of bad) {
    it(`stops with one line naming ${variable} for ${JSON.stringify(env)}`, () => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      try {
        loadConfig(env);
      } catch (error) {
        const message = (error as Error).message;
        expect(message).toContain(variable);
        expect(message).not.toContain("\n");
      }
    });
  }
});

describe("object storage settings", () => {
  it("keeps files in DATA_DIR when S3_BUCKET is unset", () => {
    expect(loadConfig({}).storage).toEqual({ kind: "local" });
  });

  it("reads an S3-compatible bucket with its endpoint, region, keys and path style", () => {
    const config = loadConfig({
      S3_BUCKET: "sd-files",
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      bucket: "sd-files",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-west-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
  });

  it("defaults to us-east-1, virtual-host style and the SDK's own credentials", () => {
    expect(loadConfig({ S3_BUCKET: "sd-files" }).storage).toEqual({
      kind: "s3",
      bucket: "sd-files",
      endpoint: undefined,
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it("reads the request limits (headers 20 s, a stalled body 60 s by default)", () => {
    expect(loadConfig({}).requestLimits).toEqual({ headersMs: 20_000, bodyIdleMs: 60_000 });
    expect(
      loadConfig({ REQUEST_HEADERS_TIMEOUT_SECONDS: "2", REQUEST_BODY_TIMEOUT_SECONDS: "600" }).requestLimits,
    ).toEqual({ headersMs: 2_000, bodyIdleMs: 600_000 });
  });

  const bad: [Record<string, string>, string][] = [
    [{ S3_BUCKET: "Bad_Bucket" }, "S3_BUCKET"],
    [{ S3_BUCKET: "ab" }, "S3_BUCKET"],
    [{ S3_BUCKET: "sd-files", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "sd-files", S3_FORCE_PATH_STYLE: "sometimes" }, "S3_FORCE_PATH_STYLE"],
    [{ S3_BUCKET: "sd-files", S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_BUCKET: "sd-files", S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID"],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET"],
  ];
  for (const [env, variable] of bad) {
    it(`stops with one line naming ${variable} for ${JSON.stringify(env)}`, () => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(variable);
      try {
        loadConfig(env);
      } catch (error) {
        expect((error as Error).message).not.toContain("\n");
      }
    });
  }
});

describe("metrics settings", () => {
  it("keeps /metrics off unless METRICS_TOKEN is set, and reads it trimmed", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "  " }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: " a-long-enough-token-123 " }).metricsToken).toBe(
      "a-long-enough-token-123",
    );
  });

  it("stops with one line naming METRICS_TOKEN when it is too short to be a secret", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(
      "METRICS_TOKEN must be at least 16 characters long",
    );
  });
});

describe("backup settings", () => {
  it("keeps daily backups 7 days into DATA_DIR/backups with the embedded database, off with PostgreSQL", () => {
    const embedded = loadConfig({ DATA_DIR: "/srv/sd" });
    expect(embedded.backup).toEqual({ dir: "/srv/sd/backups", keepDays: 7, pgDump: undefined });
    expect(loadConfig({ DATABASE_URL: "postgres://db/sd" }).backup.keepDays).toBe(0);
    expect(
      loadConfig({
        DATABASE_URL: "postgres://db/sd",
        BACKUP_KEEP: "14",
        BACKUP_DIR: "/mnt/b",
        PG_DUMP: "/opt/pg/bin/pg_dump",
      }).backup,
    ).toEqual({ dir: "/mnt/b", keepDays: 14, pgDump: "/opt/pg/bin/pg_dump" });
    expect(loadConfig({ BACKUP_KEEP: "0" }).backup.keepDays).toBe(0);
  });

  it("stops with one line naming BACKUP_KEEP when it is not a number of days", () => {
    for (const value of ["-1", "1.5", "week", "4000"])
      expect(() => loadConfig({ BACKUP_KEEP: value })).toThrow(
        "BACKUP_KEEP must be a whole number of days from 0 to 3650",
      );
  });
});
