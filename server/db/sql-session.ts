// One database session as plain SQL, the same on both drivers, for the code that works below Drizzle's
// tables: the migrator (server/db/migrator.ts) and the backup's restore (server/backup/), which run
// whole scripts and statements built from the catalog. A transaction is the session's own: nothing
// else may use the connection meanwhile (PGlite's transaction holds its one connection; a pg client is
// checked out of the pool).
import type pg from "pg";
import type { PgliteThread, PgliteTransaction } from "./pglite-thread.ts";

export type SqlSession = {
  /** A script of any number of statements, without parameters (the simple query protocol). */
  exec(script: string): Promise<void>;
  /** One statement with parameters; its rows. */
  query<R extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<R[]>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
};

/** A session on one pg client (a pool's checked-out client, or a client of its own). */
export function postgresSession(client: pg.ClientBase): SqlSession {
  const session: SqlSession = {
    exec: async (script) => void (await client.query(script)),
    query: async <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
      (await client.query<R>(text, params)).rows,
    async transaction(work) {
      await client.query("BEGIN");
      try {
        const result = await work(session);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
    },
  };
  return session;
}

/** A session on PGlite, or inside one of its transactions (where `transaction` runs in the same one). */
export function pgliteSession(client: PgliteThread | PgliteTransaction, inTransaction = false): SqlSession {
  return {
    exec: async (script) => void (await client.exec(script)),
    query: async <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
      (await client.query(text, params)).rows as R[],
    transaction: (work) =>
      inTransaction || !("transaction" in client)
        ? work(pgliteSession(client, true))
        : client.transaction((tx) => work(pgliteSession(tx, true))),
  };
}
