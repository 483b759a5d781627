// `npm run fonts:subset`: writes app/fonts/*.woff2, the first-paint subsets of the two self-hosted
// families (docs/decisions/123-first-paint-font-subsets.md). Each holds the characters English pages
// use (ASCII and the usual typographic signs; a
// name with an accent makes the browser fetch the full file too); app/styles/fonts.css declares them
// after the full files, over the same characters, so a browser fetches a full file only for a page
// that needs a character outside the subset. Run again after upgrading a @fontsource package.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const modules = path.join(root, "node_modules");

/** The characters of the subset; keep in step with FIRST_PAINT_RANGE in app/styles/fonts.css. */
export const FIRST_PAINT_CHARACTERS = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa3, 0xa3],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
]
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join("");

/**
 * The OpenType features kept, with the glyphs they reach: those browsers apply by default (ligatures,
 * contextual alternates, kerning, marks) and tabular figures (the image carousel's counter). The
 * fontsource files also carry stylistic sets, fractions and other alternates no page asks for: dropping
 * them makes each subset a fifth to two fifths smaller, and the text is set exactly as before.
 */
const FEATURES = [
  "ccmp",
  "locl",
  "rlig",
  "mark",
  "mkmk",
  "calt",
  "clig",
  "liga",
  "rclt",
  "kern",
  "curs",
  "tnum",
];

const FONTS = [
  [
    "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
    "cormorant-garamond-500-normal",
  ],
  [
    "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
    "cormorant-garamond-600-normal",
  ],
  [
    "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2",
    "cormorant-garamond-500-italic",
  ],
  // Inter's weight axis cut to 400-700 (regular to bold; public pages set 400 and 500): a fifth of the
  // full axis's size. The subset's @font-face keeps the full file's 100-900, or browsers would treat the
  // two as different faces and fetch both.
  [
    "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    "inter-wght-normal",
    { wght: { min: 400, max: 700 } },
  ],
];

for (const [source, name, variationAxes] of FONTS) {
  const full = readFileSync(path.join(modules, source));
  const subset = await subsetFont(full, FIRST_PAINT_CHARACTERS, {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    ...(variationAxes ? { variationAxes } : {}),
  });
  const target = path.join(root, "app/fonts", `${name}-first-paint.woff2`);
  writeFileSync(target, subset);
  console.log(`${path.relative(root, target)}: ${full.length} -> ${subset.length} bytes`);
}
