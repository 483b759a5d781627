// The repository's own modules and the imports between them, read statically (TypeScript's import
// scanner: `import type` and `import()` count, strings and comments do not). Shared by the checks on
// the layers (layers.test.ts) and on import circles (import-circles.test.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Every module specifier in a source: imports and re-exports (type-only too), side-effect imports, import(). */
export function specifiers(source: string): string[] {
  return ts.preProcessFile(source, true, false).importedFiles.map((file) => file.fileName);
}

/** The .ts/.tsx files under a folder of the repository, as paths relative to its root. */
export function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes("node_modules"))
    .map((file) => path.join(folder, file));
}

/** A test (run by Vitest or Playwright), as opposed to a production module or a helper tests share. */
export const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Where a specifier points inside the repository (relative to its root), or undefined for a package. */
export function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return path.join("app", specifier.slice(2));
  if (specifier.startsWith("#core/")) return path.join("core", specifier.slice(6));
  if (specifier.startsWith("#server/")) return path.join("server", specifier.slice(8));
  if (specifier.startsWith("#tests/")) return path.join("tests", specifier.slice(7));
  if (specifier.startsWith("#")) return specifier; // an alias package.json does not define
  if (specifier.startsWith("."))
    return path.relative(root, path.resolve(root, path.dirname(file), specifier));
  if (specifier.startsWith("/")) return path.relative(root, specifier);
  return undefined;
}

/** The file a specifier names, as app/ writes it too (`~/kit/url-dialog` means url-dialog.ts). */
export function moduleFile(file: string, specifier: string, exists = existsSync): string | undefined {
  const base = target(file, specifier);
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) =>
    exists(path.join(root, candidate)),
  );
}

export const inside = (folder: string, file: string) =>
  file === folder || file.startsWith(`${folder}${path.sep}`);

export const read = (files: string[]) =>
  files.map((file) => ({ file, source: readFileSync(path.join(root, file), "utf8") }));
