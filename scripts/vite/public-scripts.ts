// Builds the public pages' own scripts (app/components/public/client/, no React) and tells the server
// render their URL. The client build bundles with esbuild, into hashed files beside React Router's assets:
// each behaviour main.ts loads with import() (a file a page loads only when its markup asks for it), then
// main.ts itself as one file that imports them by URL, and records the entry's URL; the server build then
// reads it as `virtual:public-script`. In development Vite serves the source.
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
  /** An output file of esbuild (relative to the project) as the URL the browser asks for. */
  const publicUrl = (file: string) =>
    `/${path.relative(outDir, path.resolve(root, file)).split(path.sep).join("/")}`;
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
      const assets = path.join(outDir, "assets");
      const common = {
        absWorkingDir: root,
        bundle: true,
        format: "esm",
        minify: true,
        target: "es2022",
        metafile: true,
        legalComments: "none",
        logLevel: "warning",
        outdir: assets,
      } as const;

      // The behaviours: the modules main.ts loads with import(), as esbuild resolves them (nothing is
      // written); then one file each (with chunks they share).
      const graph = await build({ ...common, entryPoints: [path.join(root, ENTRY)], write: false });
      const loaded = (graph.metafile.inputs[ENTRY]?.imports ?? []).filter(
        (entry) => entry.kind === "dynamic-import",
      );
      if (loaded.length === 0) throw new Error(`${ENTRY} loads no behaviour with import()`);
      const behaviours = await build({
        ...common,
        entryPoints: Object.fromEntries(
          loaded.map((entry) => [path.basename(entry.path, ".ts"), path.join(root, entry.path)]),
        ),
        entryNames: "public-[name]-[hash]",
        chunkNames: "public-[name]-[hash]",
        splitting: true,
      });
      const urlOf = new Map<string, string>();
      for (const [file, output] of Object.entries(behaviours.metafile.outputs)) {
        if (output.entryPoint) urlOf.set(path.resolve(root, output.entryPoint), publicUrl(file));
      }

      // The entry in one file, with no chunk to fetch after it: on a phone's slow link every level of
      // imports is another round trip before the navigation works. It loads behaviours by their URLs.
      const result = await build({
        ...common,
        entryPoints: { public: path.join(root, ENTRY) },
        entryNames: "[name]-[hash]",
        plugins: [
          {
            name: "behaviour-urls",
            setup(plugin) {
              plugin.onResolve({ filter: /.*/ }, (args) => {
                if (args.kind !== "dynamic-import") return undefined;
                const url = urlOf.get(path.resolve(args.resolveDir, args.path));
                if (!url) return { errors: [{ text: `${args.path} is not a behaviour main.ts names` }] };
                return { path: url, external: true };
              });
            },
          },
        ],
      });
      const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint)?.[0];
      if (!entry) throw new Error("the public script bundle has no entry");
      await mkdir(path.dirname(manifestFile(outDir)), { recursive: true });
      await writeFile(manifestFile(outDir), JSON.stringify({ main: publicUrl(entry) }));
    },
  };
}
