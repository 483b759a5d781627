// Shared by playwright.config.ts and the specs: where the e2e server runs and who its admin is.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
/** The build under test (BUILD_DIR, default ./build). */
export const E2E_BUILD_DIR = process.env.BUILD_DIR ?? "build";
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-admin-password" };
export const DEMO_MEMBER = {
  email: "member@demo.local",
  password: "DemoMember2026!",
  firstName: "Alexandra",
};
