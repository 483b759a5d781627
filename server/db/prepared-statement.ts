// A statement that runs on every signed-in request, built once per database instead of once per call:
// Drizzle then skips composing its SQL each time, and on PostgreSQL it is a named prepared statement,
// parsed and planned once per connection. Its parameters are `sql.placeholder(name)`s, given to
// `execute`. The name must be unique in the process (PostgreSQL keys prepared statements by name).
// Drizzle's PGlite driver drops the name, so the embedded database is told of the statement's text
// itself: its thread prepares it once too (pglite-thread.ts).
//
// `runKept` does the same for a select without parameters composed in place (an admin list's landing
// view, decision 263): kept under a name the caller gives, it is composed once (decision 273), parsed and
// planned once per connection, and with no parameter there is no choice between a generic and a custom
// plan to get wrong as a table grows. PostgreSQL plans it again by itself when the tables' statistics or
// definitions change.
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
 * At most this many statements kept by `runKept` per database: each stays prepared on every connection,
 * so an unforeseen variety of names runs unprepared rather than growing the server's memory.
 */
const MOST_KEPT = 64;
/** A statement kept under its name, with the text it was composed as; no statement: it has parameters. */
type Kept = { text: string; statement?: { execute(): Promise<unknown> } };

/**
 * A `runKept` with statements of its own: `checkNames` (outside production) composes every run anyway to
 * check each name's promise. The process has one (`runKept` below); a test makes one as production has
 * it, without changing the process's environment.
 */
export function keptStatements(checkNames: boolean) {
  const keptByDatabase = new WeakMap<Database, Map<string, Kept>>();

  const keptIn = (db: Database) => {
    let kept = keptByDatabase.get(db);
    if (!kept) {
      kept = new Map();
      keptByDatabase.set(db, kept);
    }
    return kept;
  };

  /** Keeps `query` (composed as `text`, `params`) under `name`, prepared when it has no parameter. */
  const keep = (db: Database, name: string, query: Preparable<unknown>, text: string, params: unknown[]) => {
    const kept = keptIn(db);
    if (kept.size >= MOST_KEPT) return undefined;
    const entry: Kept = { text };
    if (params.length === 0) {
      entry.statement = query.prepare(`kept_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`);
      keepOnEmbedded(db, text);
    }
    kept.set(name, entry);
    return entry;
  };

  return function runKept<Result>(
    db: Database,
    name: string,
    compose: () => Preparable<Result>,
  ): Promise<Result> {
    const found = keptIn(db).get(name);
    if (found && !checkNames)
      return (found.statement?.execute() ?? Promise.resolve(compose())) as Promise<Result>;
    const query = compose();
    const { sql: text, params } = query.toSQL();
    if (found && found.text !== text)
      throw new Error(`the statement kept as "${name}" was composed with another text`);
    const statement = (found ?? keep(db, name, query, text, params))?.statement;
    return (statement?.execute() as Promise<Result> | undefined) ?? Promise.resolve(query);
  };
}

/**
 * Runs the statement `compose` makes, kept under `name` (per database): prepared when it has no
 * parameter, and composed on its first run only, so that Drizzle skips building its text on every
 * request (3-5% of an admin list's CPU, decision 273). The name promises one text: the same tables,
 * columns, order and page size whoever asks, no value of the request in it. Outside production each run
 * composes the statement anyway and throws if its text is not the one kept under the name, so that a
 * test catches a name given to a statement that varies. A statement with parameters is composed and run
 * as usual on every run.
 */
export const runKept = keptStatements(process.env.NODE_ENV !== "production");
