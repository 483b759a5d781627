// `npm start`: builds the production bundle when it is missing or older than the sources, then runs it.
import { execSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDir, buildIsCurrent, builtAt } from "./build-freshness.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (!buildIsCurrent()) {
  console.log(
    builtAt()
      ? "Sources changed since the last build: rebuilding..."
      : "No production build yet: building...",
  );
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}

process.env.NODE_ENV ??= "production";
await import(path.join(buildDir, "server/main.js"));
