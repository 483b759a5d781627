// Reading a dump's rows: statements end only at a semicolon outside quotes, comments and bodies; a row's
// values come back exactly as they were stored, whatever they hold; anything but plain values is refused,
// so a crafted backup can never run a statement (decision 183).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DumpFormatError, parseInsert, readDump, statements } from "./sql-dump.ts";

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

describe("statements", () => {
  it("ends a statement only at a semicolon outside quotes, comments, bodies and psql's commands", () => {
    const text = [
      "\\restrict abc123",
      "-- a comment; with a semicolon",
      "SET standard_conforming_strings = on;",
      "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END; $$;",
      "/* block; comment */ INSERT INTO public.t (a, \"b;c\") VALUES ('x;y -- not a comment', E'it\\'s; fine');",
      "INSERT INTO public.t (a) VALUES ('line one",
      "line two; -- still the value');",
      "\\unrestrict abc123",
    ].join("\n");
    expect([...statements(text)].map((s) => s.trim())).toEqual([
      "SET standard_conforming_strings = on",
      "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END; $$",
      "/* block; comment */ INSERT INTO public.t (a, \"b;c\") VALUES ('x;y -- not a comment', E'it\\'s; fine')".replace(
        "/* block; comment */ ",
        "",
      ),
      "INSERT INTO public.t (a) VALUES ('line one\nline two; -- still the value')",
    ]);
  });

  it("refuses a dump that ends inside a quoted value", () => {
    expect(() => [...statements("INSERT INTO public.t (a) VALUES ('open;")]).toThrow(DumpFormatError);
  });
});

describe("parseInsert", () => {
  it("gives back every value exactly, whatever characters it holds", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.string({ unit: "binary" }), { nil: null }), { minLength: 1, maxLength: 4 }),
        (values) => {
          const columns = values.map((_, i) => `c${i}`);
          const statement = `INSERT INTO public.things (${columns.join(", ")}) VALUES (${values.map((v) => (v === null ? "NULL" : literal(v))).join(", ")})`;
          expect(parseInsert(statement)).toEqual({ table: "public.things", columns, values });
        },
      ),
    );
  });

  it("reads numbers, booleans and quoted names as pg_dump writes them", () => {
    expect(
      parseInsert(`INSERT INTO public."user" (id, "Mixed", n, f, ok) VALUES (1, 'a', -2.5e3, 0.1, true)`),
    ).toEqual({
      table: "public.user",
      columns: ["id", "Mixed", "n", "f", "ok"],
      values: ["1", "a", "-2.5e3", "0.1", "true"],
    });
  });

  it("refuses anything that is not a plain value: a sub-query, a call, a cast, an escape string, a second statement", () => {
    for (const values of [
      "((SELECT 1))",
      "(now())",
      "('1'::int)",
      "(E'x')",
      "('a'); DROP TABLE t",
      "('a', 'b')",
    ])
      expect(() => parseInsert(`INSERT INTO public.t (a) VALUES ${values}`)).toThrow(DumpFormatError);
  });
});

describe("readDump", () => {
  it("collects each table's rows and the sequences' values", () => {
    const dump = readDump(
      [
        "SET standard_conforming_strings = on;",
        "INSERT INTO public.a (x) VALUES ('1');",
        "INSERT INTO public.a (x) VALUES (NULL);",
        "INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (1, 'h', 1700);",
        "SELECT pg_catalog.setval('public.a_id_seq', 42, true);",
      ].join("\n"),
    );
    expect(dump.tables.get("public.a")).toEqual({ columns: ["x"], rows: [["1"], [null]] });
    expect(dump.tables.get("drizzle.__drizzle_migrations")?.rows).toEqual([["1", "h", "1700"]]);
    expect(dump.sequences).toEqual([{ name: "public.a_id_seq", value: "42", called: true }]);
  });

  it("refuses rows written without standard strings (their quotes would be misread)", () => {
    expect(() => readDump("INSERT INTO public.a (x) VALUES ('1');")).toThrow(/standard strings/);
  });
});
