// Second half of `npm run build`: bundle the Node server (server/main.ts) into build/server/main.js
// and precompress the hashed client assets (brotli + gzip) so they are served without work per request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");

await build({
  entryPoints: [path.join(root, "server/main.ts")],
  outfile: path.join(buildDir, "server/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|css|svg|json|txt|xml|html|map)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for await (const file of walk(path.join(buildDir, "client"))) {
  if (!compressible.test(file) || (await stat(file)).size < 1024) continue;
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(data, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
  count++;
}
await writeFile(path.join(buildDir, ".stamp"), new Date().toISOString());
console.log(`server bundled; ${count} client files precompressed`);
