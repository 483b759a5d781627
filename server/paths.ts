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
export const clientBuildFolder = path.join(projectRoot, "build", "client");
export const serverBuildFile = path.join(projectRoot, "build", "server", "index.js");
