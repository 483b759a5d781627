// Builds the public pages' own scripts (this folder, no React) and tells the server render their URL.
// The client build bundles main.ts with esbuild into hashed, code-split files beside React Router's
// assets (each behaviour a chunk a page loads only when its markup asks for it) and records the entry's
// URL; the server build then reads it as `virtual:public-script`. In development Vite serves the source.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

const ENTRY = "app/components/public/client/main.ts";
const VIRTUAL_ID = "virtual:public-script";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Beside build/client and build/server, so it is never served. */
const manifestFile = (outDir: string) => path.join(path.dirname(outDir), "public-scripts.json");

export function publicScripts(): Plugin {
  let command: "build" | "serve" = "serve";
  let ssrBuild = false;
  let root = process.cwd();
  let outDir = "";
  return {
    name: "public-scripts",
    configResolved(config) {
      command = config.command;
      ssrBuild = Boolean(config.build.ssr);
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      if (command === "serve") return `export default ${JSON.stringify(`/${ENTRY}`)};`;
      const { main } = JSON.parse(await readFile(manifestFile(outDir), "utf8")) as { main: string };
      return `export default ${JSON.stringify(main)};`;
    },
    async writeBundle() {
      if (command !== "build" || ssrBuild) return;
      const result = await build({
        entryPoints: { public: path.join(root, ENTRY) },
        outdir: path.join(outDir, "assets"),
        entryNames: "[name]-[hash]",
        chunkNames: "public-[name]-[hash]",
        absWorkingDir: root,
        bundle: true,
        splitting: true,
        format: "esm",
        minify: true,
        target: "es2022",
        metafile: true,
        legalComments: "none",
        logLevel: "warning",
      });
      const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint)?.[0];
      if (!entry) throw new Error("the public script bundle has no entry");
      await mkdir(path.dirname(manifestFile(outDir)), { recursive: true });
      await writeFile(
        manifestFile(outDir),
        JSON.stringify({
          main: `/${path.relative(outDir, path.resolve(root, entry)).split(path.sep).join("/")}`,
        }),
      );
    },
  };
}
