// A statement that runs on every signed-in request, built once per database instead of once per call:
// Drizzle then skips composing its SQL each time, and on PostgreSQL it is a named prepared statement,
// parsed and planned once per connection. Its parameters are `sql.placeholder(name)`s, given to
// `execute`. The name must be unique in the process (PostgreSQL keys prepared statements by name).
// Drizzle's PGlite driver drops the name, so the embedded database is told of the statement's text
// itself: its thread prepares it once too (pglite-thread.ts).
import { type Database, embeddedDatabase } from "./client.ts";

export function preparedPerDatabase<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
      const text = (statement as { getQuery?: () => { sql: string } }).getQuery?.().sql;
      if (text) embeddedDatabase(db)?.keepPrepared(text);
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
