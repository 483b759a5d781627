// Runs a measurement on a fresh in-memory PGlite and, when BENCH_DATABASE_URL is set, on a fresh
// database created (and dropped after) on that PostgreSQL server.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

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
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log("(BENCH_DATABASE_URL not set: PostgreSQL run skipped)");
    return;
  }
  const name = `${prefix}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const server = openDatabase({ url: target.toString() });
  try {
    await measure("PostgreSQL", server);
  } finally {
    await server.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
