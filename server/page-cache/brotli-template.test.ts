import { brotliDecompressSync } from "node:zlib";
import { expect, it } from "vitest";
import { brotliFilled, brotliTemplate } from "./brotli-template.ts";
import { fillTemplate, holeMarker, parseTemplate } from "./holes.ts";

it("a page compressed once, filled per answer, is one valid brotli stream of the filled page", async () => {
  const page = `<p>${"before ".repeat(3000)}</p>${holeMarker("a")}<i>${"middle ".repeat(200)}</i>${holeMarker("b")}<b>end</b>`;
  const template = parseTemplate(page);
  const compressed = await brotliTemplate(template);
  for (const [a, b] of [
    ["1764072000000.token", "x"],
    ["", "é ünïcode ✓"],
    // More than one uncompressed meta-block, and one of exactly the largest size.
    ["long ".repeat(40_000), ""],
    ["y".repeat(65_536 - `<i>${"middle ".repeat(200)}</i><b>end</b>`.length), ""],
  ]) {
    const expected = fillTemplate(template, [a!, b!]);
    expect(brotliDecompressSync(brotliFilled(compressed, [a!, b!])).toString()).toBe(expected);
  }
});

it("a page without holes is compressed whole, smaller than gzip would make it", async () => {
  const page = `<html>${Array.from({ length: 500 }, (_, i) => `<p class="c${i % 7}">item ${i}</p>`).join("")}</html>`;
  const compressed = brotliFilled(await brotliTemplate(parseTemplate(page)), []);
  expect(brotliDecompressSync(compressed).toString()).toBe(page);
  const { gzipSync } = await import("node:zlib");
  expect(compressed.length).toBeLessThan(gzipSync(page, { level: 9 }).length);
});

it("a hole at the very start or end of a page", async () => {
  for (const page of [`${holeMarker("a")}<p>after</p>`, `<p>before</p>${holeMarker("a")}`]) {
    const template = parseTemplate(page);
    expect(brotliDecompressSync(brotliFilled(await brotliTemplate(template), ["v"])).toString()).toBe(
      fillTemplate(template, ["v"]),
    );
  }
});
