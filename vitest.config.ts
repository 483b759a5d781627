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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // Tests that import the server entry directly need its `virtual:public-script` module.
  plugins: [publicScripts()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["core/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
      },
      integration("integration-pglite", { TEST_DB: "pglite" }, ["**/*.postgres.test.ts"]),
      ...(process.env.TEST_DATABASE_URL
        ? [integration("integration-postgres", { TEST_DB: "postgres" })]
        : []),
    ],
  },
});
