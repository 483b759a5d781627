// CSV exports at scale (decision 148): 100,000 leads exported through the real export function, on
// PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL. Measures the time to the first byte and to
// the first rows, the whole export's time, and the heap while it streams: flat memory means the heap
// after 100,000 rows is about what it was after the first pages. Targets: the first byte under a
// second, heap growth far below the file's size.
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";
import { exportList } from "#server/exports/export-list.ts";
import { createLogger } from "#server/logger.ts";
import { benchAdmin, onBenchDatabases } from "./bench-databases.ts";

const LEADS = 100_000;
const logger = createLogger("silent");

async function seed(handle: DatabaseHandle) {
  await handle.migrate();
  const { db } = handle;
  // The audit row names its actor: the bench admin exists.
  await db.execute(
    sql`INSERT INTO profiles (id, email, name) VALUES (${benchAdmin.id}, ${benchAdmin.email}, 'Bench')`,
  );
  await db.execute(sql`
    INSERT INTO programs (name, duration, description, display_order)
    SELECT 'Program ' || i, '8 weeks', 'A benchmark program.', i FROM generate_series(1, 6) AS i`);
  await db.execute(sql`
    INSERT INTO consultations (title, first_name, last_name, email, phone_number, age, occupation, company,
      program_id, created_at, updated_at)
    SELECT 'Mr', 'Lead' || (i % 97), 'Surname' || (i % 991), 'lead' || i || '@example.com',
      '+44 20 7946 ' || lpad((i % 10000)::text, 4, '0'), 30 + i % 40, 'Director',
      CASE WHEN i % 3 = 0 THEN '=Company ' || (i % 500) END,
      (SELECT id FROM programs ORDER BY display_order OFFSET i % 6 LIMIT 1),
      now() - (i * 5 || ' minutes')::interval, now() - (i * 5 || ' minutes')::interval
    FROM generate_series(1, ${LEADS}) AS i`);
  await db.execute(sql`VACUUM ANALYZE consultations`);
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function measure(handle: DatabaseHandle, query: string) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const clock = { now: new Date(), timeZone: "Europe/London" };
  const { body } = await exportList(
    { db: handle.db, logger },
    benchAdmin,
    "consultations",
    new URLSearchParams(query),
    clock,
  );
  const reader = body.getReader();
  let firstByte = 0;
  let firstRows = 0;
  let bytes = 0;
  let lines = 0;
  let heapPeak = 0;
  let heapAtTenth = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const now = performance.now() - started;
    if (!firstByte) firstByte = now;
    else if (!firstRows) firstRows = now;
    bytes += value.length;
    for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines += 1;
    const heap = process.memoryUsage().heapUsed - heapBefore;
    heapPeak = Math.max(heapPeak, heap);
    if (!heapAtTenth && lines >= LEADS / 10) heapAtTenth = heap;
  }
  return {
    query: query || "(default: newest first)",
    rows: lines - 1,
    "first byte": `${firstByte.toFixed(1)} ms`,
    "first rows": `${firstRows.toFixed(1)} ms`,
    total: `${Math.round(performance.now() - started)} ms`,
    file: mib(bytes),
    "heap at 10%": mib(heapAtTenth),
    "heap peak": mib(heapPeak),
  };
}

export async function benchExports() {
  await onBenchDatabases("bench_exports", async (label, handle) => {
    await seed(handle);
    const results = [];
    for (const query of ["", "sort=name&dir=asc", "q=lead1"]) results.push(await measure(handle, query));
    console.log(`\nCSV export of ${LEADS.toLocaleString("en")} leads, ${label}`);
    console.table(results);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchExports();
