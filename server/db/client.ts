// One database seam: embedded PGlite by default, PostgreSQL through `pg` when DATABASE_URL is set.
// Both run the same drizzle migrations at start-up.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { currentDatabaseScope, noteDatabaseError, noteDatabaseReachable } from "./availability.ts";
import { type DataDirLock, lockDataDir } from "./data-dir-lock.ts";
import { applyMigrations } from "./migrator.ts";
import { isPgliteThread, PgliteThread } from "./pglite-thread.ts";
import { PipelinedPool } from "./pipelined-pool.ts";
import * as schema from "./schema.ts";
import { pgliteSession, postgresSession } from "./sql-session.ts";

export type Schema = typeof schema;
/** Typed as node-postgres's; PGlite's results have the same shape (`rows`), so one type serves both. */
export type Database = NodePgDatabase<Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  /** Applies pending migrations, each in its own transaction (server/db/migrator.ts); safe on every start. */
  migrate(): Promise<void>;
  /**
   * Runs the start-up's one-time work (the first admin, the demo seed) while no other instance does:
   * on PostgreSQL under an advisory lock, so N instances starting together on an empty database create
   * them once (decision 151); PGlite has one process per data directory already.
   */
  duringStartup<T>(work: () => Promise<T>): Promise<T>;
  /** Closes the connection(s); for PGlite this flushes and leaves the data directory consistent. */
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { url: string }
  | { dataDir: string }
  /** In memory; `from` is a dumped data directory to start from (tests start from a migrated one). */
  | { memory: true; from?: Blob };

/** PostgreSQL connections an instance opens at most (docs/deployment.md), and those for single statements. */
const CONNECTIONS = 10;
const PIPELINED_CONNECTIONS = 4;

/** How a column's key becomes its name in the database (the schema names none itself). */
export const COLUMN_CASING = "snake_case";

// Any number migrating at once (several app instances starting together) waits on this lock; so does a
// restore into the same database (server/backup/restore-backup.ts).
export const MIGRATION_LOCK_ID = 7_202_611;
// The start-up's one-time work (admin, demo seed): its own lock, taken after migrating.
const STARTUP_LOCK_ID = 7_202_612;
/**
 * How long getting a connection may take (connecting, or waiting for a free one under load): an
 * unreachable server fails start-up and requests with a clear error instead of hanging.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * PGlite's PostgreSQL runs inside this process, in a WebAssembly memory that grows and never shrinks:
 * its settings are what bounds it (docs/performance.md, "Memory"; decision 156). PostgreSQL's defaults
 * are for a server of its own: 128 MB of shared buffers, 64 MB for each index build, a hundred
 * connections' shared state. One process has one connection, and the data files it reads stay in the
 * operating system's page cache, outside the process, so a small buffer pool costs little.
 */
export const PGLITE_MEMORY_SETTINGS = [
  ["shared_buffers", "16MB"],
  ["maintenance_work_mem", "16MB"],
  ["max_connections", "8"],
  ["temp_buffers", "2MB"],
].flatMap(([name, value]) => ["-c", `${name}=${value}`]);

export function openDatabase(
  target: DatabaseTarget,
  onConnectionError: (error: Error) => void = (error) =>
    console.error("database connection error:", error.message),
): DatabaseHandle {
  if ("url" in target) {
    // Ten connections an instance at most (docs/deployment.md): four for single statements, pipelined
    // (decision 275), six for transactions.
    const pool = new PipelinedPool({
      client: {
        connectionString: target.url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        // No JIT compilation (decisions 154, 158): this application's statements run in milliseconds, and
        // where the planner cannot estimate a range (the dashboard's days cut from a table) it guesses
        // millions of rows and spends most of a second compiling a plan that runs in milliseconds. Set
        // per connection, so no statement needs a transaction of its own to turn it off.
        options: "-c jit=off",
      },
      pipelined: PIPELINED_CONNECTIONS,
      transactions: CONNECTIONS - PIPELINED_CONNECTIONS,
      onConnectionError,
    });
    // A connection dropped by the server (restart, failover, pg_terminate_backend) emits `error` on its
    // client, idle or checked out; unheard, that event ends the process. The queries that used it fail
    // (answered 503, see availability.ts) and the pool replaces it on the next query. The pool re-emits
    // idle clients' errors: already reported by the client's own listener.
    pool.on("connect", (client) => client.on("error", onConnectionError));
    pool.on("error", () => {});
    noteFailedQueries(pool);
    const db = drizzlePg({ client: pool, schema, casing: COLUMN_CASING }) as unknown as Database;
    return {
      db,
      driver: "postgres",
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
          await applyMigrations(postgresSession(client));
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      async duringStartup(work) {
        // A session lock on one connection held for the whole work; the work itself uses the pool.
        const client = await pool.connect();
        try {
          await client.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
          return await work();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let lock: DataDirLock | undefined;
  if ("dataDir" in target) {
    mkdirSync(target.dataDir, { recursive: true });
    lock = lockDataDir(target.dataDir); // one process per folder, or the two corrupt it
  }
  // PGlite runs in a worker thread of its own (decision 187): its statements' CPU is not the request
  // thread's. Drizzle talks to it through the same client methods as to PGlite itself.
  const thread = new PgliteThread({
    dataDir: "dataDir" in target ? target.dataDir : undefined,
    loadDataDir: "from" in target ? target.from : undefined,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
    onFailure: onConnectionError,
  });
  const client = thread as unknown as PGlite;
  const db = drizzlePglite({ client, schema, casing: COLUMN_CASING }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    migrate: async () => void (await applyMigrations(pgliteSession(thread))),
    duringStartup: (work) => work(),
    async close() {
      try {
        await thread.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The embedded database's thread behind `db`, or null on PostgreSQL (also from another bundle's copy). */
export function embeddedDatabase(db: Database): PgliteThread | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return isPgliteThread(client) ? client : null;
}

/**
 * Every query and connection attempt that fails because the database is unavailable is noted on the
 * request that made it, even if the route then catches the error, and starts the process's outage;
 * the next one that succeeds ends it (see availability.ts).
 */
function noteFailedQueries(pool: pg.Pool) {
  type Call = (...args: unknown[]) => unknown;
  const noted = (call: Call): Call =>
    function (this: unknown, ...args) {
      const result = call.apply(this, args);
      if (result instanceof Promise) {
        const scope = currentDatabaseScope();
        result.then(noteDatabaseReachable, (error: unknown) => noteDatabaseError(error, scope));
      }
      return result;
    };
  const calls = pool as unknown as { query: Call; connect: Call };
  calls.query = noted(calls.query);
  calls.connect = noted(calls.connect);
  pool.on("connect", (client) => {
    const own = client as unknown as { query: Call };
    own.query = noted(own.query);
  });
}

/** The health check's probe: one round trip. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** The PostgreSQL error code behind a drizzle error (drizzle wraps driver errors: the code is on `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
