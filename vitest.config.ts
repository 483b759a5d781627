import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { publicScripts } from "./scripts/vite/public-scripts.ts";

// Unit tests (core/, pure) and integration tests (server/, real database). The integration project
// runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set. Files named
// *.postgres.test.ts test what only a PostgreSQL server does (lost connections): that second run only.
//
// Integration files share their worker's modules (isolate: false, decision 242): importing the server,
// better-auth and the route modules took seconds per file, half the suite's time. Each file still makes
// its own database and services (createTestContext); what a module keeps between files is checked in
// the decision. A file that mocks a module others import (vi.mock) runs in a project of its own with a
// fresh module graph, since a mock would otherwise leak into the files after it.
export const OWN_MODULES = ["app/routes/intent-cases-cover-the-code.test.ts"];

const integration = (name: string, env: Record<string, string>, exclude: string[] = []) => {
  const test = {
    environment: "node",
    env,
    // Generous: CI is a busy 2-core machine running two files at once, and the heaviest files hash
    // dozens of passwords (auth-throttle.test.ts takes 10 s alone on an idle machine).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  };
  const excluded = ["**/node_modules/**", ...exclude];
  return [
    {
      extends: true as const,
      test: {
        ...test,
        name,
        include: ["server/**/*.test.ts", "app/**/*.test.ts"],
        exclude: [...excluded, ...OWN_MODULES],
        isolate: false,
        setupFiles: ["tests/support/fresh-globals.ts", "tests/support/remembered-password-hashes.ts"],
      },
    },
    {
      extends: true as const,
      test: { ...test, name: `${name}-isolated`, include: OWN_MODULES, exclude: excluded },
    },
  ];
};

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
      ...integration("integration-pglite", { TEST_DB: "pglite" }, ["**/*.postgres.test.ts"]),
      ...(process.env.TEST_DATABASE_URL ? integration("integration-postgres", { TEST_DB: "postgres" }) : []),
    ],
  },
});
