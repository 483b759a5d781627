// A statement that runs on every signed-in request, built once per database instead of once per call:
// Drizzle then skips composing its SQL each time, and on PostgreSQL it is a named prepared statement,
// parsed and planned once per connection. Its parameters are `sql.placeholder(name)`s, given to
// `execute`. The name must be unique in the process (PostgreSQL keys prepared statements by name).
// Drizzle's PGlite driver drops the name, so the embedded database is told of the statement's text
// itself: its thread prepares it once too (pglite-thread.ts).
//
// `runKept` does the same for a select without parameters that is composed on each call (an admin list's
// landing view, decision 263): kept under a name made from its text, it is parsed and planned once per
// connection, and with no parameter there is no choice between a generic and a custom plan to get wrong
// as a table grows. PostgreSQL plans it again by itself when the tables' statistics or definitions change.
import { createHash } from "node:crypto";
import { type Database, embeddedDatabase } from "./client.ts";

/** Drizzle's PGlite driver drops a statement's name: the embedded database's thread is told its text. */
const keepOnEmbedded = (db: Database, text: string) => embeddedDatabase(db)?.keepPrepared(text);

export function preparedPerDatabase<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
      const text = (statement as { getQuery?: () => { sql: string } }).getQuery?.().sql;
      if (text) keepOnEmbedded(db, text);
    }
    return statement;
  };
}

/**
 * Times as a prepared statement's values. A placeholder's value reaches the driver as given, not
 * through the column's encoder: an ISO string, which PostgreSQL and PGlite read as the column's type.
 */
export function timesAsValues<Name extends string>(times: Record<Name, Date>): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of Object.keys(times) as Name[]) values[name] = times[name].toISOString();
  return values;
}

type Preparable<Result> = PromiseLike<Result> & {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(): Promise<Result> };
};

/**
 * At most this many texts kept by `runKept` per database: each stays prepared on every connection, so an
 * unforeseen variety of texts runs unprepared rather than growing the server's memory.
 */
const MOST_KEPT = 64;
const keptByDatabase = new WeakMap<Database, Map<string, { execute(): Promise<unknown> }>>();

/** Runs `query`, kept prepared under a name made from its text when it has no parameter (else as usual). */
export function runKept<Result>(db: Database, query: Preparable<Result>): Promise<Result> {
  const { sql: text, params } = query.toSQL();
  if (params.length > 0) return Promise.resolve(query);
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  let statement = kept.get(text) as { execute(): Promise<Result> } | undefined;
  if (!statement) {
    if (kept.size >= MOST_KEPT) return Promise.resolve(query);
    statement = query.prepare(`kept_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`);
    kept.set(text, statement);
    keepOnEmbedded(db, text);
  }
  return statement.execute();
}
