import { crc32, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { crc32Combine, crc32ShiftFor } from "./crc32-combine.ts";
import { gzipFilled, gzipTemplate } from "./gzip-template.ts";
import { fillTemplate, holeMarker, parseTemplate } from "./holes.ts";

it("a page compressed once, filled per answer, is one valid gzip stream of the filled page", () => {
  const page = `<p>${"before ".repeat(3000)}</p>${holeMarker("a")}<i>${"middle ".repeat(200)}</i>${holeMarker("b")}<b>end</b>`;
  const template = parseTemplate(page);
  const compressed = gzipTemplate(template);
  for (const [a, b] of [
    ["1764072000000.token", "x"],
    ["", "é ünïcode ✓"],
    ["long ".repeat(20_000), ""],
  ]) {
    const expected = fillTemplate(template, [a!, b!]);
    // gunzip checks the CRC-32 and the length in the trailer.
    expect(gunzipSync(gzipFilled(compressed, [a!, b!])).toString()).toBe(expected);
  }
});

it("a page without holes is compressed whole", () => {
  const template = parseTemplate("<html>no holes</html>");
  expect(gunzipSync(gzipFilled(gzipTemplate(template), [])).toString()).toBe("<html>no holes</html>");
});

it("the CRC-32 of a concatenation is combined from its parts' CRCs, for any lengths", () => {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) >>> 0;
    return seed;
  };
  const bytes = (length: number) => Buffer.from(Array.from({ length }, () => random() & 0xff));
  for (const [a, b] of [
    [0, 0],
    [0, 5],
    [5, 0],
    [1, 1],
    [13, 70_001],
    [65_536, 3],
    [100_000, 123_457],
  ] as const) {
    const first = bytes(a);
    const second = bytes(b);
    expect(crc32Combine(crc32(first), crc32(second), crc32ShiftFor(b)), `${a} + ${b}`).toBe(
      crc32(Buffer.concat([first, second])),
    );
  }
});
