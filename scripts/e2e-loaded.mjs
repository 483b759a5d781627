// `npm run test:e2e:loaded`: the end-to-end suite while a busy loop holds one CPU core, the way CI's
// machine is loaded by other work. A test that passes idle but fails here waits for time, not for a
// state. Builds first when the build is missing or older than the sources (as `npm start` does).
// Extra arguments go to Playwright (e.g. `npm run test:e2e:loaded -- --repeat-each 2`).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent } from "./build-freshness.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const hogs = Number(process.env.HOG_CORES ?? 1);

if (!buildIsCurrent()) {
  const build = spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Each hog is a separate process spinning on one core until it is killed.
const spin = "for(;;){}";
const hogProcesses = Array.from({ length: hogs }, () =>
  spawn(process.execPath, ["-e", spin], { stdio: "ignore" }),
);
const stopHogs = () => {
  for (const hog of hogProcesses) hog.kill("SIGKILL");
};
process.on("exit", stopHogs);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

console.log(`CPU hog: ${hogs} busy process(es) while the e2e suite runs`);
const started = Date.now();
const npx = process.platform === "win32" ? "npx.cmd" : "npx";
const e2e = spawn(npx, ["playwright", "test", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CI: process.env.CI ?? "true" },
});
e2e.on("exit", (code) => {
  console.log(`e2e under load finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(code ?? 1);
});
