// Putting a dump's rows into a database whose schema this version's migrations just made, inside the
// restore's one transaction (decision 183). The rows come from one consistent snapshot, so they are
// loaded as they were: triggers off (the audit trail's refusals, the counters' and day figures' upkeep:
// the counters arrive exact with their tables), foreign keys dropped and re-added afterwards (which
// checks every row against them), rows the migrations seeded replaced, sequences set. Values are sent
// as parameters and cast to each column's type by the catalog, never spliced into SQL.
import type { SqlSession } from "#server/db/sql-session.ts";
import { BackupError } from "./backup-error.ts";
import { backedUpTables, countRows, quoteIdentifier, quoteTable } from "./dump-database.ts";
import type { Manifest } from "./manifest.ts";
import type { Dump } from "./sql-dump.ts";

export const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";
const MAX_PARAMETERS = 5_000;

type Column = { name: string; type: string };

async function columnsOf(session: SqlSession, table: string): Promise<Map<string, Column>> {
  const rows = await session.query<{ name: string; type: string }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''`,
    [quoteTable(table)],
  );
  return new Map(rows.map((r) => [r.name, r]));
}

/** Loads every row of `dump` (but the migrations' own table) and checks the counts against `manifest`. */
export async function loadRows(
  session: SqlSession,
  dump: Dump,
  manifest: Manifest,
  tag: string,
): Promise<number> {
  const tables = (await backedUpTables(session)).filter((t) => t.startsWith("public."));
  const wrong = (what: string) =>
    new BackupError(`This backup does not fit this product's schema at ${tag}: ${what}.`, "not-a-backup");
  const plans: { table: string; columns: Column[]; rows: (string | null)[][] }[] = [];
  for (const [table, { columns, rows }] of dump.tables) {
    if (table === MIGRATIONS_TABLE) continue;
    if (!tables.includes(table)) throw wrong(`it holds rows of ${table}, a table the schema does not have`);
    const known = await columnsOf(session, table);
    plans.push({
      table,
      rows,
      columns: columns.map((name) => {
        const column = known.get(name);
        if (!column) throw wrong(`${table} has no column ${name}`);
        return column;
      }),
    });
  }

  const foreignKeys = await session.query<{ tbl: string; name: string; def: string }>(
    `SELECT format('%I.%I', n.nspname, t.relname) AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def
     FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE c.contype = 'f' AND n.nspname = 'public' ORDER BY 1, 2`,
  );
  for (const fk of foreignKeys)
    await session.exec(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${quoteIdentifier(fk.name)}`);
  for (const table of tables) await session.exec(`ALTER TABLE ${quoteTable(table)} DISABLE TRIGGER USER`);
  if (tables.length > 0) await session.exec(`TRUNCATE ${tables.map(quoteTable).join(", ")}`);

  let loaded = 0;
  for (const { table, columns, rows } of plans) {
    const perRow = columns.length;
    const batch = Math.max(1, Math.min(500, Math.floor(MAX_PARAMETERS / Math.max(1, perRow))));
    const head = `INSERT INTO ${quoteTable(table)} (${columns.map((c) => quoteIdentifier(c.name)).join(", ")}) VALUES `;
    for (let start = 0; start < rows.length; start += batch) {
      const slice = rows.slice(start, start + batch);
      const tuples = slice.map(
        (_, r) => `(${columns.map((c, i) => `$${r * perRow + i + 1}::text::${c.type}`).join(", ")})`,
      );
      await session.query(head + tuples.join(", "), slice.flat());
      loaded += slice.length;
    }
  }

  for (const sequence of dump.sequences) {
    if (sequence.name.startsWith("drizzle.")) continue;
    await session.query("SELECT setval($1::regclass, $2::bigint, $3::boolean)", [
      sequence.name,
      sequence.value,
      sequence.called,
    ]);
  }
  for (const fk of foreignKeys)
    await session.exec(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${quoteIdentifier(fk.name)} ${fk.def}`);
  for (const table of tables) await session.exec(`ALTER TABLE ${quoteTable(table)} ENABLE TRIGGER USER`);

  const counted = await countRows(session, tables);
  for (const table of tables) {
    const expected = manifest.database.rows[table] ?? 0;
    if (counted[table] !== expected)
      throw new BackupError(
        `After loading, ${table} holds ${counted[table]} rows, not ${expected}.`,
        "failed",
      );
  }
  return loaded;
}
