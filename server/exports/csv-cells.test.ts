// The CSV cell rules of core/exports/csv.ts, property-tested with fast-check. Here rather than beside
// the module: core/ imports only zod (and vitest in its tests), scripts/layers.test.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvFileName, csvLine, neutraliseCell } from "#core/exports/csv.ts";

/** Reads one CSV line back the way a spreadsheet does (quoted cells, doubled quotes). */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  const body = line.replace(/\r\n$/, "");
  let i = 0;
  while (i < body.length) {
    expect(body[i]).toBe('"');
    let cell = "";
    i += 1;
    for (;;) {
      const next = body.indexOf('"', i);
      cell += body.slice(i, next);
      if (body[next + 1] === '"') {
        cell += '"';
        i = next + 2;
      } else {
        i = next + 2; // past the closing quote and the comma
        break;
      }
    }
    cells.push(cell);
  }
  return cells;
}

const formulaStarts = ["=", "+", "-", "@"];
const dangerous = [...formulaStarts, "\t", "\r"];
/** What JavaScript's trimStart (and \s) counts as blank: spreadsheets skip at least some of it. */
const whitespace = [
  " ",
  "\t",
  "\n",
  "\v",
  "\f",
  "\r",
  "\u00a0",
  "\u1680",
  "\u2000",
  "\u2007",
  "\u200a",
  "\u2028",
  "\u2029",
  "\u202f",
  "\u205f",
  "\u3000",
  "\ufeff",
];

describe("neutraliseCell", () => {
  it("prefixes every formula start with an apostrophe", () => {
    for (const start of dangerous) expect(neutraliseCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(neutraliseCell('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
  });

  it("never leaves a cell starting with a formula character (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const out = neutraliseCell(text);
        expect(dangerous).not.toContain(out[0]);
      }),
    );
  });

  it("neutralises a formula start behind leading whitespace, which spreadsheets skip (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...whitespace), { minLength: 1, maxLength: 4 }).map((w) => w.join("")),
        fc.constantFrom(...formulaStarts),
        fc.string(),
        (blank, start, rest) => {
          expect(neutraliseCell(`${blank}${start}${rest}`)).toBe(`'${blank}${start}${rest}`);
        },
      ),
    );
    expect(neutraliseCell(" =1+1")).toBe("' =1+1");
    expect(neutraliseCell("\u00a0\n@SUM(A1)")).toBe("'\u00a0\n@SUM(A1)");
  });

  it("leaves no formula start for a spreadsheet to find, once it skips the blanks (property)", () => {
    const text = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.array(fc.constantFrom(...whitespace)), fc.constantFrom(...dangerous, "a", "1"), fc.string())
        .map(([blank, start, rest]) => `${blank.join("")}${start}${rest}`),
    );
    fc.assert(
      fc.property(text, (text) => {
        const out = neutraliseCell(text);
        expect(dangerous).not.toContain(out[0]);
        expect(formulaStarts).not.toContain(out.trimStart()[0]);
      }),
    );
  });

  it("changes nothing but the prefix, and only a cell that needs it (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = neutraliseCell(text);
        expect(out === text || out === `'${text}`).toBe(true);
        const needs = dangerous.includes(text[0] ?? "") || formulaStarts.includes(text.trimStart()[0] ?? "");
        expect(out !== text).toBe(needs);
      }),
    );
  });
});

describe("csvLine", () => {
  it("reads back as the neutralised cells, whatever they hold (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom("=1+1", "-2", "@a", "\t=x", "\r=y", 'a,"b"\r\nc'))),
        (cells) => {
          const line = csvLine(cells);
          expect(line.endsWith("\r\n")).toBe(true);
          expect(parseLine(line)).toEqual(cells.map(neutraliseCell));
        },
      ),
    );
  });

  it("keeps numbers as numbers and empties as empty cells", () => {
    expect(csvLine([-3, 0.5, null, undefined, true])).toBe('"-3","0.5","","","true"\r\n');
    expect(csvCell("-3")).toBe(`"'-3"`);
  });

  it("has the UTF-8 byte-order mark", () => {
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("names files with nothing a header could misread", () => {
    expect(csvFileName('audit-log"; x=1', "2026-11-27")).toBe("audit-log---x-1-2026-11-27.csv");
  });
});
