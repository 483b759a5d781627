// A select without parameters, run as a statement its database keeps prepared under a name made from its
// text: parsed and planned once per connection instead of on every run. With no parameter there is no
// choice between a generic and a custom plan to get wrong as the table grows: the one plan is the plan,
// and PostgreSQL plans it again by itself when the table's statistics or definition change. For the
// admin lists' landing views (decision 263): their first page, unfiltered, in the default order, and
// their counts, which PostgreSQL otherwise planned on every visit (the consultations page: 0.27 ms of
// planning per request for a 5-row demo table).
import { createHash } from "node:crypto";
import { type Database, embeddedDatabase } from "./client.ts";

type Preparable<Result> = PromiseLike<Result> & {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(): Promise<Result> };
};

/**
 * At most this many kept statements per database: each stays prepared on every connection, so an
 * unforeseen variety of texts runs unprepared rather than growing the server's memory.
 */
const MOST_KEPT = 64;
const keptByDatabase = new WeakMap<Database, Map<string, { execute(): Promise<unknown> }>>();

/** Runs `query`, kept prepared when it has no parameter (else as usual). */
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
    // Drizzle's PGlite driver drops the name: its thread is told of the text (prepared-statement.ts).
    embeddedDatabase(db)?.keepPrepared(text);
  }
  return statement.execute();
}
