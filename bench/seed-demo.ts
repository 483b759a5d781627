// The demo seed on an empty database: what `npm start` does once on a new data directory (programs and
// their images, FAQs, events, achievements, the demo member, leads and their activities). Timed here,
// never asserted in a test (decision 180). SEED_RUNS (3) fresh databases each, on PGlite and, when
// BENCH_DATABASE_URL is set, PostgreSQL. Alone: `npx tsx bench/seed-demo.ts`.
import { seedDemo } from "#server/seed/seed-demo.ts";
import { onBenchDatabases, withBenchServices } from "./bench-databases.ts";

const RUNS = Number(process.env.SEED_RUNS ?? 3);

export async function benchSeedDemo() {
  const times = new Map<string, number[]>();
  for (let run = 0; run < RUNS; run++) {
    await onBenchDatabases("bench_seed", async (database, handle) => {
      await handle.migrate();
      await withBenchServices(handle, async (services) => {
        const started = performance.now();
        const { seeded } = await seedDemo(services);
        if (!seeded) throw new Error("the demo seed found content in a fresh database");
        times.set(database, [...(times.get(database) ?? []), performance.now() - started]);
      });
    });
  }
  const rows = [...times].map(([database, samples]) => {
    const sorted = samples.map(Math.round).sort((a, b) => a - b);
    return {
      database,
      runs: sorted.length,
      "fastest ms": sorted[0],
      "median ms": sorted[Math.floor(sorted.length / 2)],
      "slowest ms": sorted.at(-1),
    };
  });
  console.log("The demo seed on an empty, migrated database");
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSeedDemo();
