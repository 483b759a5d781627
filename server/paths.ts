import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project root, found from this file whether it runs from source (tsx) or from the bundle in build/. */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, "drizzle");
/** BUILD_DIR lets several builds coexist (parallel work trees, CI experiments); default ./build. */
export const buildFolder = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
export const clientBuildFolder = path.join(buildFolder, "client");
export const serverBuildFile = path.join(buildFolder, "server", "index.js");
