// Reading a plain-format dump (pg_dump's, or pglite-tools' pgDump: both with --column-inserts) for its
// data only: each row of each table and each sequence's value. The restore builds the schema from this
// version's own migrations and inserts these values with parameters (decision 183), so no statement of
// a backup file is ever executed: a damaged or crafted file can add rows, never run SQL.

export type DumpTable = { columns: string[]; rows: (string | null)[][] };
export type DumpSequence = { name: string; value: string; called: boolean };
export type Dump = { tables: Map<string, DumpTable>; sequences: DumpSequence[] };

/** The dump is not one we can read; the message says what, for "not a backup of this product". */
export class DumpFormatError extends Error {}

/**
 * The dump's statements, without comments or psql's backslash commands (pg_dump's \restrict lines).
 * Quotes are followed ('...' with '', E'...' with backslashes, "..." identifiers, $tag$...$tag$ bodies),
 * so a value holding a semicolon or "--" never ends a statement.
 */
export function* statements(text: string): Generator<string> {
  let start = -1; // where the current statement began; -1 between statements
  let i = 0;
  const n = text.length;
  const skipTo = (needle: string, from: number) => {
    const at = text.indexOf(needle, from);
    if (at < 0) throw new DumpFormatError("a quoted value is not closed");
    return at + needle.length;
  };
  while (i < n) {
    const c = text[i]!;
    if (start < 0) {
      if (c === " " || c === "\t" || c === "\n" || c === "\r") {
        i++;
        continue;
      }
      if (c === "\\") {
        const eol = text.indexOf("\n", i);
        i = eol < 0 ? n : eol + 1;
        continue;
      }
    }
    if (c === "-" && text[i + 1] === "-") {
      const eol = text.indexOf("\n", i);
      i = eol < 0 ? n : eol + 1;
      continue;
    }
    if (c === "/" && text[i + 1] === "*") {
      i = skipTo("*/", i + 2);
      continue;
    }
    if (start < 0) start = i;
    if (c === "'") {
      const escaped = i > 0 && (text[i - 1] === "E" || text[i - 1] === "e") && !/\w/.test(text[i - 2] ?? "");
      i++;
      for (;;) {
        const quote = text.indexOf("'", i);
        if (quote < 0) throw new DumpFormatError("a quoted value is not closed");
        if (escaped) {
          let backslashes = 0;
          for (let j = quote - 1; j >= i && text[j] === "\\"; j--) backslashes++;
          if (backslashes % 2 === 1) {
            i = quote + 1;
            continue;
          }
        }
        if (text[quote + 1] === "'") {
          i = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      continue;
    }
    if (c === '"') {
      i++;
      for (;;) {
        i = skipTo('"', i);
        if (text[i] !== '"') break;
        i++;
      }
      continue;
    }
    if (c === "$") {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64))?.[0];
      if (tag) {
        i = skipTo(tag, i + tag.length);
        continue;
      }
    }
    if (c === ";") {
      yield text.slice(start, i);
      start = -1;
    }
    i++;
  }
  if (start >= 0 && text.slice(start).trim())
    throw new DumpFormatError("the dump ends in the middle of a statement");
}

type Token =
  | { kind: "word"; text: string } // an unquoted identifier or keyword, as written
  | { kind: "ident"; text: string } // a "quoted" identifier, unescaped
  | { kind: "string"; text: string }
  | { kind: "number"; text: string }
  | { kind: "punct"; text: string };

function* tokens(statement: string): Generator<Token> {
  const pattern =
    /\s+|([A-Za-z_][A-Za-z0-9_$]*)|"((?:[^"]|"")*)"|'((?:[^']|'')*)'|(-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|([(),.;])/y;
  let at = 0;
  while (at < statement.length) {
    pattern.lastIndex = at;
    const m = pattern.exec(statement);
    if (!m) throw new DumpFormatError("a row holds something other than plain values");
    at = pattern.lastIndex;
    if (m[1] !== undefined) yield { kind: "word", text: m[1] };
    else if (m[2] !== undefined) yield { kind: "ident", text: m[2].replaceAll('""', '"') };
    else if (m[3] !== undefined) yield { kind: "string", text: m[3].replaceAll("''", "'") };
    else if (m[4] !== undefined) yield { kind: "number", text: m[4] };
    else if (m[5] !== undefined) yield { kind: "punct", text: m[5] };
  }
}

/** An identifier as PostgreSQL reads it: unquoted ones fold to lower case. */
const identifier = (t: Token | undefined) =>
  t?.kind === "ident" ? t.text : t?.kind === "word" ? t.text.toLowerCase() : undefined;

/** `INSERT INTO schema.table (a, b) VALUES ('x', NULL);` as its parts; anything else is refused. */
export function parseInsert(statement: string): {
  table: string;
  columns: string[];
  values: (string | null)[];
} {
  const list = [...tokens(statement)];
  let i = 0;
  const word = (w: string) => {
    const t = list[i++];
    if (t?.kind !== "word" || t.text.toUpperCase() !== w) throw new DumpFormatError(`expected ${w} in a row`);
  };
  const punct = (p: string) => {
    const t = list[i++];
    if (t?.kind !== "punct" || t.text !== p) throw new DumpFormatError(`expected "${p}" in a row`);
  };
  word("INSERT");
  word("INTO");
  const schema = identifier(list[i++]);
  punct(".");
  const name = identifier(list[i++]);
  if (!schema || !name) throw new DumpFormatError("a row names no table");
  punct("(");
  const columns: string[] = [];
  for (;;) {
    const column = identifier(list[i++]);
    if (!column) throw new DumpFormatError("a row's column list is not plain names");
    columns.push(column);
    const next = list[i++];
    if (next?.kind === "punct" && next.text === ")") break;
    if (next?.kind !== "punct" || next.text !== ",")
      throw new DumpFormatError("a row's column list is malformed");
  }
  word("VALUES");
  punct("(");
  const values: (string | null)[] = [];
  for (;;) {
    const t = list[i++];
    if (t?.kind === "string" || t?.kind === "number") values.push(t.text);
    else if (t?.kind === "word" && /^(null|true|false)$/i.test(t.text))
      values.push(t.text.toLowerCase() === "null" ? null : t.text.toLowerCase());
    else throw new DumpFormatError("a row holds something other than plain values");
    const next = list[i++];
    if (next?.kind === "punct" && next.text === ")") break;
    if (next?.kind !== "punct" || next.text !== ",")
      throw new DumpFormatError("a row's values are malformed");
  }
  if (i !== list.length) throw new DumpFormatError("a row has more after its values");
  if (values.length !== columns.length) throw new DumpFormatError("a row's values do not match its columns");
  return { table: `${schema}.${name}`, columns, values };
}

const SETVAL = /^SELECT pg_catalog\.setval\('((?:[^']|'')+)', (\d+), (true|false)\)$/;

/** Every row and sequence value of a dump. */
export function readDump(text: string): Dump {
  const tables = new Map<string, DumpTable>();
  const sequences: DumpSequence[] = [];
  let standardStrings = false;
  for (const raw of statements(text)) {
    const statement = raw.trim();
    if (/^SET standard_conforming_strings = on$/i.test(statement)) standardStrings = true;
    else if (/^INSERT\s/i.test(statement)) {
      // Quotes are read as standard SQL strings: a dump written otherwise would be misread.
      if (!standardStrings) throw new DumpFormatError("the dump does not use standard strings");
      const row = parseInsert(statement);
      const table = tables.get(row.table) ?? { columns: row.columns, rows: [] };
      tables.set(row.table, table);
      if (table.columns.join() !== row.columns.join())
        throw new DumpFormatError(`rows of ${row.table} name different columns`);
      table.rows.push(row.values);
    } else {
      const setval = SETVAL.exec(statement);
      if (setval)
        sequences.push({
          name: setval[1]!.replaceAll("''", "'"),
          value: setval[2]!,
          called: setval[3] === "true",
        });
    }
  }
  return { tables, sequences };
}
