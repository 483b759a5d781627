// What the server's production build holds, read from its files: what every server process loads at
// start-up and keeps in V8's heap for as long as it runs.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { E2E_BUILD_DIR } from "./env.ts";
import { expect, test } from "./fixtures.ts";

/** The server build's own modules (its bundles and chunks): their imports are what the server loads. */
function serverBuildModules(): { file: string; text: string }[] {
  const dir = path.join(E2E_BUILD_DIR, "server");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), "utf8") }));
}

test("[BUILD] the server never imports Recharts: the browser alone draws the dashboard's charts", () => {
  const modules = serverBuildModules();
  expect(modules.map((m) => m.file)).toContain("index.js");
  for (const { file, text } of modules) expect(text, file).not.toMatch(/["']recharts["']/);
});

test("[BUILD] every module of the server is Latin-1 text, which V8 keeps at one byte per character", () => {
  for (const { file, text } of serverBuildModules()) {
    const wide = [...new Set(text.match(/[^\0-\xff]/g) ?? [])];
    // A comment or text of ours with a wider character: write it as an escape, or in other words.
    expect(wide, `${file}: ${wide.map((c) => JSON.stringify(c)).join(" ")}`).toEqual([]);
  }
});
