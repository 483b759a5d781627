// Whether the production build is newer than every source it is made from. Shared by `npm start` and
// `npm run test:e2e:loaded`, which build first when it is not.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stamp = path.join(buildDir, ".stamp");

const sources = [
  "app",
  "core",
  "server",
  "public",
  "drizzle",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(target) {
  const info = statSync(target, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** 0 when there is no build yet. */
export function builtAt() {
  return existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
}

export function buildIsCurrent() {
  const built = builtAt();
  return built > 0 && Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) <= built;
}
