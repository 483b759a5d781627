// What the database benches share: an admin actor, percentiles, a scratch PostgreSQL database (created
// under BENCH_DATABASE_URL's server, dropped afterwards) and a run on both databases.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { loadConfig } from "#server/config.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import type { Services } from "#server/services.ts";
import { createServices } from "#server/services-factory.ts";
import { createDatabase } from "./processes.ts";

export const benchAdmin: SessionUser = {
  id: "00000000-0000-4000-8000-000000000000",
  email: "bench@example.com",
  name: "",
  firstName: null,
  lastName: null,
  emailVerified: true,
  role: "admin",
};

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** The milliseconds of `runs` calls made one after another, sorted for `percentile`. */
export async function timeCalls(runs: number, call: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

/** Runs `measure` on a fresh database on the BENCH_DATABASE_URL server; skipped (and said) without one. */
export async function onScratchPostgres(prefix: string, measure: (handle: DatabaseHandle) => Promise<void>) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log("(BENCH_DATABASE_URL not set: PostgreSQL run skipped)");
    return;
  }
  const name = `${prefix}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const server = openDatabase({ url: await createDatabase(admin, url, name) });
  try {
    await measure(server);
  } finally {
    await server.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

/** Runs `measure` on a fresh in-memory PGlite, then on a scratch PostgreSQL database when there is one. */
export async function onBenchDatabases(
  prefix: string,
  measure: (label: "PGlite" | "PostgreSQL", handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const embedded = openDatabase({ memory: true });
  try {
    await measure("PGlite", embedded);
  } finally {
    await embedded.close();
  }
  await onScratchPostgres(prefix, (handle) => measure("PostgreSQL", handle));
}

/** The product's services on `handle` (production settings, silent), files in a folder removed after `use`. */
export async function withBenchServices<T>(
  handle: DatabaseHandle,
  use: (services: Services) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "sd-bench-services-"));
  try {
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PUBLIC_URL: "http://localhost:3000",
      LOG_LEVEL: "silent",
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    });
    return await use(createServices(config, handle.db, createLogger("silent")));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
