// `npm start`: builds the production bundle when it is missing or older than the sources, then runs it.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stamp = path.join(buildDir, ".stamp");

function newestMtime(target) {
  const info = statSync(target, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

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
const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (changed > built) {
  console.log(
    built ? "Sources changed since the last build: rebuilding..." : "No production build yet: building...",
  );
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

process.env.NODE_ENV ??= "production";
await import(path.join(buildDir, "server/main.js"));
