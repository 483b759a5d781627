import { gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
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
