// `npm run backup` / `npm run restore -- FILE`: runs the production bundle of scripts/<tool>.ts
// (build/server/<tool>.js, made by `npm run build`), so they work where only production dependencies
// are installed. Builds first when the build is missing or older than the sources, as `npm start` does.
import { execSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDir, buildIsCurrent } from "./build-freshness.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tool = process.argv[2];
if (tool !== "backup" && tool !== "restore") {
  console.error("Usage: node scripts/tool.mjs backup|restore [arguments]");
  process.exit(2);
}
if (!buildIsCurrent()) execSync("npm run build", { cwd: root, stdio: ["ignore", 2, 2] });
process.argv.splice(2, 1); // the tool's own arguments follow the script, as when it runs directly
process.env.NODE_ENV ??= "production";
await import(path.join(buildDir, "server", `${tool}.js`));
