import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { publicScripts } from "./scripts/vite/public-scripts.ts";

// Unit tests (core/, pure) and integration tests (server/, real database). The integration project
// runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set. Files named
// *.postgres.test.ts test what only a PostgreSQL server does (lost connections): that second run only.
const integration = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    include: ["server/**/*.test.ts", "app/**/*.test.ts"],
    exclude: ["**/node_modules/**", ...exclude],
    environment: "node",
    env,
    // Generous: CI is a busy 2-core machine running two files at once, and the heaviest files hash
    // dozens of passwords (auth-throttle.test.ts takes 10 s alone on an idle machine).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // Tests that import the server entry directly need its `virtual:public-script` module.
  plugins: [publicScripts()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1). The integration files spend most of
    // their time waiting on a database (PostgreSQL's own process, or PGlite's start-up), so two files at
    // once use the second core: the suite's wall time is what CI's time budget is made of.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["core/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          // The scripts' checks parse the whole tree (layers, circles, timed assertions): about a second
          // on an idle machine, several on a loaded one, where the default 5 s made them flake.
          testTimeout: 60_000,
        },
      },
      integration("integration-pglite", { TEST_DB: "pglite" }, ["**/*.postgres.test.ts"]),
      ...(process.env.TEST_DATABASE_URL
        ? [integration("integration-postgres", { TEST_DB: "postgres" })]
        : []),
    ],
  },
});
