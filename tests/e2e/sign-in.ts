// Signs a browser context in through the auth API (no login form), for tests about what comes after.
// Only the login tests themselves go through the form.
import type { Page } from "@playwright/test";
import { E2E_PORT } from "./env.ts";

export async function signInAs(page: Page, credentials: { email: string; password: string }): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: credentials,
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  if (!response.ok()) throw new Error(`sign-in as ${credentials.email} failed: ${response.status()}`);
}
