// The layers import one way only (docs/architecture.md): core/ imports nothing but zod and itself;
// server/ imports core/ and itself, never app/; app/ imports both. A server file that reached into app/
// would tie the domain and HTTP layer to React Router's route modules; a core file that imported
// anything else would stop being pure rules and texts the browser can load.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every module specifier in a source: static imports and re-exports, side-effect imports, import(). */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^;"'`]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) found.push(match[1]!);
  }
  return found;
}

/** The .ts/.tsx files under a folder of the repository, as paths relative to its root. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes("node_modules"))
    .map((file) => path.join(folder, file));
}

/** Where a specifier points inside the repository (relative to its root), or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return path.join("app", specifier.slice(2));
  if (specifier.startsWith("#core/")) return path.join("core", specifier.slice(6));
  if (specifier.startsWith("#server/")) return path.join("server", specifier.slice(8));
  if (specifier.startsWith("#")) return specifier; // an alias package.json does not define: flagged below
  if (specifier.startsWith("."))
    return path.relative(root, path.resolve(root, path.dirname(file), specifier));
  if (specifier.startsWith("/")) return path.relative(root, specifier);
  return undefined;
}

const inside = (folder: string, file: string) => file === folder || file.startsWith(`${folder}${path.sep}`);

/** "file: specifier" for every import in `files` that `allowed` refuses. */
function violations(
  files: { file: string; source: string }[],
  allowed: (specifier: string, resolved: string | undefined) => boolean,
): string[] {
  return files.flatMap(({ file, source }) =>
    specifiers(source)
      .filter((specifier) => !allowed(specifier, target(file, specifier)))
      .map((specifier) => `${file}: ${specifier}`),
  );
}

/** server/ may import packages, core/ and itself; never app/ (relative climbs or the "~/" alias). */
const serverMayImport = (_specifier: string, resolved: string | undefined) =>
  resolved === undefined || inside("server", resolved) || inside("core", resolved);

/** core/ imports zod, itself, and (in its tests) vitest; nothing else. */
const coreMayImport = (specifier: string, resolved: string | undefined) =>
  specifier === "zod" || specifier === "vitest" || (resolved !== undefined && inside("core", resolved));

const read = (files: string[]) =>
  files.map((file) => ({ file, source: readFileSync(path.join(root, file), "utf8") }));

describe("layer boundaries", () => {
  it("server/ never imports app/", () => {
    const files = sourcesUnder("server");
    expect(files.length).toBeGreaterThan(50);
    expect(violations(read(files), serverMayImport)).toEqual([]);
  });

  it("core/ imports only zod and itself", () => {
    const files = sourcesUnder("core");
    expect(files.length).toBeGreaterThan(20);
    expect(violations(read(files), coreMayImport)).toEqual([]);
  });

  it("names the file and import that cross a boundary", () => {
    const server = [
      {
        file: "server/auth/x.test.ts",
        source: 'import { loader } from "../../app/routes/admin/layout.tsx";',
      },
      { file: "server/http/y.ts", source: 'import type { Toast } from "~/kit/result-toast.ts";' },
      { file: "server/db/z.ts", source: 'const m = await import("../../app/entry.server.tsx");' },
      { file: "server/ok.ts", source: 'import { a } from "./a.ts";\nimport { b } from "#core/site.ts";' },
    ];
    expect(violations(server, serverMayImport)).toEqual([
      "server/auth/x.test.ts: ../../app/routes/admin/layout.tsx",
      "server/http/y.ts: ~/kit/result-toast.ts",
      "server/db/z.ts: ../../app/entry.server.tsx",
    ]);
    const core = [
      { file: "core/a/x.ts", source: 'import { z } from "zod";\nimport { y } from "../b/y.ts";' },
      {
        file: "core/a/y.ts",
        source: 'import { db } from "#server/db/client.ts";\nimport { eq } from "drizzle-orm";',
      },
      { file: "core/a/z.ts", source: 'export { x } from "../../server/x.ts";\nimport "node:fs";' },
    ];
    expect(violations(core, coreMayImport)).toEqual([
      "core/a/y.ts: #server/db/client.ts",
      "core/a/y.ts: drizzle-orm",
      "core/a/z.ts: ../../server/x.ts",
      "core/a/z.ts: node:fs",
    ]);
  });
});
