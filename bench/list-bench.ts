// Shared by the admin list benches: seed a large table once per database, then time each list path
// the screen uses through the real domain function, on PGlite and, when BENCH_DATABASE_URL is set, on
// PostgreSQL (a fresh database is created and dropped there: bench/bench-databases.ts).
import type { DatabaseHandle } from "#server/db/client.ts";
import { onBenchDatabases, percentile, timeCalls } from "./bench-databases.ts";

const RUNS = 25;

export type ListBench = {
  /** "User Management list": the table's heading. */
  label: string;
  /** What was seeded, for the heading: "100,000 users". */
  seeded: string;
  /** Fills a migrated, empty database. */
  seed: (handle: DatabaseHandle) => Promise<void>;
  /** [name, the screen's query string]. */
  paths: [string, string][];
  /** One run of a path: the number of rows matching. */
  run: (handle: DatabaseHandle, search: string) => Promise<number>;
};

async function time(bench: ListBench, handle: DatabaseHandle, search: string) {
  let matching = 0;
  const samples = await timeCalls(RUNS, async () => {
    matching = await bench.run(handle, search);
  });
  return { p50: percentile(samples, 50).toFixed(1), p99: percentile(samples, 99).toFixed(1), matching };
}

async function measure(bench: ListBench, database: string, handle: DatabaseHandle) {
  const started = performance.now();
  await handle.migrate();
  await bench.seed(handle);
  console.log(
    `\n${bench.label} on ${database}: ${bench.seeded} seeded in ${Math.round(performance.now() - started)} ms`,
  );
  const rows = [];
  for (const [name, search] of bench.paths) rows.push({ path: name, ...(await time(bench, handle, search)) });
  console.table(rows.map((r) => ({ path: r.path, "p50 ms": r.p50, "p99 ms": r.p99, matching: r.matching })));
}

export async function runListBench(bench: ListBench) {
  await onBenchDatabases("bench_list", (database, handle) => measure(bench, database, handle));
}
