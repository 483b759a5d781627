// Signs a browser context in without the login form, for tests about what comes after; only the login
// tests themselves use the form. Each worker signs in once per person through the auth API and reuses
// that session's cookies: the sign-in rate limit (per client address) is for people, and a suite that
// signed in before every test would meet it.
import type { Cookie, Page } from "@playwright/test";
import { E2E_PORT } from "./env.ts";

const sessions = new Map<string, Promise<Cookie[]>>();

async function signInOnce(page: Page, credentials: { email: string; password: string }): Promise<Cookie[]> {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: credentials,
    headers: { origin: `http://localhost:${E2E_PORT}` },
  });
  if (!response.ok()) throw new Error(`sign-in as ${credentials.email} failed: ${response.status()}`);
  return page.context().cookies();
}

export async function signInAs(page: Page, credentials: { email: string; password: string }): Promise<void> {
  let cookies = sessions.get(credentials.email);
  if (!cookies) {
    cookies = signInOnce(page, credentials);
    sessions.set(credentials.email, cookies);
    cookies.catch(() => sessions.delete(credentials.email));
  }
  await page.context().addCookies(await cookies);
}
