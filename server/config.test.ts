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
