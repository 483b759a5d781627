// The embedded database's upkeep. PostgreSQL's autovacuum keeps each table's statistics fresh, marks
// its pages all-visible (what lets an index-only scan skip the table) and makes the room of deleted and
// updated rows reusable. PGlite runs one session and no background process, so nothing would ever do
// it: a database that grew from the demo's few rows to 100,000 leads would keep being planned as if
// its tables were unknown (a sequential scan taken for a few rows, a status that is 99% of a table
// estimated at 0.5%). So an hourly recurring job does on PGlite what autovacuum does by its default
// thresholds, table by table: the statements between two tables' work are not held up by a whole
// database's VACUUM. On PostgreSQL the job does nothing and is not scheduled again.
import { sql } from "drizzle-orm";
import { type Database, embeddedDatabase } from "#server/db/client.ts";
import { type Recurring, recurringHandlers, scheduleRecurring } from "#server/jobs/recurring-job.ts";
import type { JobHandlers, JobRunner } from "#server/jobs/run-due-jobs.ts";

export const DATABASE_UPKEEP_JOB = "database-upkeep";
const UPKEEP: Recurring = { kind: DATABASE_UPKEEP_JOB, group: "every:database-upkeep" };
export const UPKEEP_EVERY_MS = 60 * 60 * 1000;

type TableUpkeep = { schema: string; name: string; vacuum: boolean };

/**
 * The tables past autovacuum's default thresholds (PostgreSQL 15): dead rows over 50 + 20% of the
 * table, rows inserted since the last VACUUM over 1,000 + 20%, rows changed since the last ANALYZE over
 * 50 + 10%; and every table never vacuumed nor analysed (reltuples -1), however small.
 */
async function tablesDue(db: Database): Promise<TableUpkeep[]> {
  const { rows } = await db.execute<TableUpkeep>(sql`
    SELECT schema, name, needs_vacuum AS vacuum FROM (
      SELECT s.schemaname AS schema, s.relname AS name,
        (c.reltuples < 0
          OR s.n_dead_tup > 50 + 0.2 * c.reltuples
          OR s.n_ins_since_vacuum > 1000 + 0.2 * c.reltuples) AS needs_vacuum,
        s.n_mod_since_analyze > 50 + 0.1 * c.reltuples AS needs_analysis
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    ) AS due
    WHERE needs_vacuum OR needs_analysis
    ORDER BY schema, name`);
  return rows;
}

/** One round of upkeep; answers how many tables were vacuumed and how many only analysed. */
export async function keepDatabaseUp(db: Database): Promise<{ vacuumed: number; analysed: number }> {
  let vacuumed = 0;
  let analysed = 0;
  for (const table of await tablesDue(db)) {
    const name = sql`${sql.identifier(table.schema)}.${sql.identifier(table.name)}`;
    if (table.vacuum) {
      await db.execute(sql`VACUUM (ANALYZE) ${name}`);
      vacuumed++;
    } else {
      await db.execute(sql`ANALYZE ${name}`);
      analysed++;
    }
  }
  return { vacuumed, analysed };
}

/** Schedules a round now; on PostgreSQL, whose autovacuum does it, nothing. */
export async function scheduleDatabaseUpkeep(db: Database, runAt = new Date()): Promise<void> {
  if (embeddedDatabase(db)) await scheduleRecurring(db, UPKEEP, runAt);
}

export const databaseUpkeepJobHandlers: JobHandlers<JobRunner> = recurringHandlers<JobRunner>({
  ...UPKEEP,
  next: (now) => new Date(now.getTime() + UPKEEP_EVERY_MS),
  off: (services) => !embeddedDatabase(services.db),
  run: async (services) => {
    const started = performance.now();
    const done = await keepDatabaseUp(services.db);
    if (done.vacuumed + done.analysed > 0)
      services.logger.info({ ...done, ms: Math.round(performance.now() - started) }, "database upkeep");
  },
});
