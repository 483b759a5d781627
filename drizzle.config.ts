import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The barrel re-exports each domain's tables (server/db/schema/*.ts).
  schema: "./server/db/schema.ts",
  out: "./drizzle",
  casing: "snake_case",
});
