// The first-paint font subsets (scripts/subset-fonts.mjs) must set English text exactly as the full
// fontsource files do: same glyphs, ligatures, kerning, contextual alternates and tabular figures. Each
// line is measured in Chromium with the subset and with the full file; a lost ligature or kerning pair
// changes a width by a pixel or more (instancing the weight axis moves it by hundredths at most).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures.ts";

const root = path.resolve(import.meta.dirname, "../..");
const fonts = [
  [
    "cormorant-garamond-500-normal",
    "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2",
  ],
  [
    "cormorant-garamond-600-normal",
    "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
  ],
  [
    "cormorant-garamond-500-italic",
    "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-italic.woff2",
  ],
  ["inter-wght-normal", "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"],
] as const;
const lines = [
  "The office's fluffier affiliates, flying at 12:30 -> 10x10",
  "“Quoted” — £1,000 · 24/7 … AVOW Ty Wa To. © ® ™ €5",
  "ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789",
];
const dataUrl = (file: string) => `data:font/woff2;base64,${readFileSync(file).toString("base64")}`;

for (const [subset, full] of fonts) {
  test(`[PUBLIC][FONTS] the ${subset} subset sets text as the full file does`, async ({ page }) => {
    // The weights public pages set (within the axis kept, 600 and 700 come out within a third of a pixel).
    const weights = subset.startsWith("inter") ? [400, 500] : [400];
    const spans = lines.flatMap((line, i) =>
      weights.flatMap((weight) =>
        ["subset", "full"].map(
          (face) =>
            `<span data-line="${i}-${weight}-${face}" style="font-family:${face};font-weight:${weight}">${line}</span>` +
            `<span data-line="${i}-${weight}-${face}-tnum" style="font-family:${face};font-weight:${weight};font-variant-numeric:tabular-nums">${line}</span>`,
        ),
      ),
    );
    await page.setContent(
      `<style>
        @font-face { font-family: subset; font-weight: 100 900; src: url(${dataUrl(path.join(root, "app/fonts", `${subset}-first-paint.woff2`))}) }
        @font-face { font-family: full; font-weight: 100 900; src: url(${dataUrl(path.join(root, "node_modules", full))}) }
        span { display: block; width: max-content; font-size: 40px; white-space: nowrap }
      </style>${spans.join("")}`,
    );
    await page.evaluate(() => document.fonts.ready);
    const widths = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLElement>("[data-line]")].map((span) => [
          span.dataset.line!,
          span.getBoundingClientRect().width,
        ]),
      ),
    );
    for (const [key, width] of Object.entries(widths)) {
      if (!key.includes("-subset")) continue;
      expect(width, key).toBeCloseTo(widths[key.replace("-subset", "-full")]!, 1);
    }
  });
}

test("[PUBLIC][FONTS] public pages set Inter between 400 and 700, the range its subset keeps", async ({
  page,
}) => {
  // Tailwind defines a weight's variable only when a class uses it; the subset has no lighter or bolder.
  for (const path of ["/", "/programs", "/faqs", "/apply"]) {
    await page.goto(path);
    const styles = await page.locator("style").allTextContents();
    expect(styles.join(""), path).not.toMatch(/--font-weight-(thin|extralight|light|extrabold|black)\b/);
  }
});
