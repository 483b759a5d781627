// Two-factor sign-in end to end (issue 24, decision 146), on a server of its own started with
// REQUIRE_ADMIN_TWO_FACTOR=true (the shared e2e server's other specs sign in with passwords alone):
// the fresh admin is sent to enrol, enrols with a code computed here (RFC 6238, HMAC-SHA1), signs out,
// cannot get in without the code, gets in with it, and with a recovery code exactly once.
import { rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { secretOfKey, totpCode } from "../../server/auth/two-factor/totp.ts";
import { expect, test } from "./fixtures.ts";
import { freePort, killServers, type ServerProcess, startServer, untilHealthy } from "./processes.ts";

const ADMIN = { email: "chief@two-factor.test", password: "two-factor-admin-password" };

test.afterEach(killServers);

async function signInWithPassword(page: Page, server: ServerProcess) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function signOut(page: Page, server: ServerProcess) {
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/login`);
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("[ADMIN][2FA] a fresh admin is sent to enrol, enrols, and then signs in only with a code", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = path.resolve(`.tmp/two-factor-e2e-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const server = startServer(port, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    REQUIRE_ADMIN_TWO_FACTOR: "true",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
  });
  await untilHealthy(server);

  // Required for every admin: the fresh admin lands on the Security page, and nothing else answers.
  await signInWithPassword(page, server);
  await expect(page).toHaveURL(`${server.url}/admin/security`);
  await expect(
    page.getByText("Two-factor sign-in is required for every admin. Set it up to continue."),
  ).toBeVisible();
  await page.goto(`${server.url}/admin/users`);
  await expect(page).toHaveURL(`${server.url}/admin/security`);

  // Enrol: the password, then the QR code and the key as text, then a first code.
  // The Security page also has the Password section: its own current-password field.
  const twoFactor = page.getByRole("region", { name: "Two-factor sign-in" });
  await twoFactor.getByLabel("Current password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Set Up Two-Factor Sign-In" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await page.getByTestId("two-factor-secret").textContent())?.trim() ?? "";
  expect(key).toMatch(/^[A-Z2-7]{40,}$/);
  const secret = secretOfKey(key);
  // Computed at the moment of typing: the server accepts the step before and after too.
  await page.getByLabel("6-digit code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn On" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = ((await codes.first().textContent()) ?? "").trim();
  await expect(page.getByTestId("two-factor-status")).toHaveText("On");
  await page.goto(`${server.url}/admin/users`);
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();

  // The password alone opens nothing: the page asks for the code, and the admin pages send to sign in.
  await signOut(page, server);
  await signInWithPassword(page, server);
  await expect(page).toHaveURL(/\/admin\/login\?step=code/);
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await enterCode(page, totpCode(secret) === "000000" ? "111111" : "000000");
  await expect(page.getByText(/That code is not valid\./)).toBeVisible();
  await page.goto(`${server.url}/admin/users`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("heading", { name: "User Management" })).toHaveCount(0);

  // With the code from the app.
  await signInWithPassword(page, server);
  await expect(page).toHaveURL(/step=code/);
  await enterCode(page, totpCode(secret));
  await expect(page).toHaveURL(`${server.url}/admin/my-work`);

  // With a recovery code, once.
  await signOut(page, server);
  await signInWithPassword(page, server);
  await expect(page).toHaveURL(/step=code/);
  await enterCode(page, recoveryCode);
  await expect(page).toHaveURL(`${server.url}/admin/my-work`);
  await signOut(page, server);
  await signInWithPassword(page, server);
  await expect(page).toHaveURL(/step=code/);
  await enterCode(page, recoveryCode);
  await expect(page.getByText(/That code is not valid\./)).toBeVisible();
  await expect(page).toHaveURL(/step=code/);
});
