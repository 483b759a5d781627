import { E2E_ADMIN, E2E_PORT } from "./env.ts";
import { expect, test, uniqueEmail, waitForHydrationBeforeActions, waitForMail } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

test("[ADMIN][AUTH] every admin path redirects to the login page when signed out", async ({ page }) => {
  for (const path of ["/admin", "/admin/faqs", "/admin/users", "/admin/anything/else"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
  }
});

test("[ADMIN][AUTH] requires both fields before calling the server", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});

test("[ADMIN][AUTH] a wrong password shows Login failed", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Login failed" })).toBeVisible();
});

test("[ADMIN][AUTH] an address with ten failed sign-ins (API or form alike) is told to wait on the form", async ({
  page,
}) => {
  // An address of its own: locking the shared admin would lock every other test out.
  const email = uniqueEmail("locked");
  for (let i = 0; i < 10; i++) {
    const response = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password: `wrong-password-${i}` },
      headers: { origin: `http://localhost:${E2E_PORT}` },
    });
    expect(response.status()).toBe(401);
  }
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("any-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText:
        /^Login failed: Too many sign-in attempts\. Please try again in \d+ minutes? or reset your password\.$/,
    }),
  ).toBeVisible();
});

test("[ADMIN][AUTH] the admin signs in to My work with their e-mail, the dashboard one click away, and signs out", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin/my-work");
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect(page.getByTestId("admin-email")).toHaveText(E2E_ADMIN.email);
  await expect(page.getByRole("heading", { name: "My work" })).toBeVisible();
  await page.getByRole("link", { name: "Open the dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // A signed-in admin visiting the login page goes straight to My work.
  await page.goto("/admin/login");
  await expect(page).toHaveURL("/admin/my-work");

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/admin/login");
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("[ADMIN][AUTH] after sign-in the admin returns to the page they asked for", async ({ page }) => {
  await page.goto("/admin/some-section");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin/some-section");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("[ADMIN][AUTH] an admin changes their own password on Security; their other session ends", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A colleague of their own, invited as an admin, so the suite's admin keeps its password.
  const email = uniqueEmail("own-password");
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/users?new=1");
  const add = page.getByRole("dialog", { name: "Add User" });
  await add.getByLabel("Email").fill(email);
  await add.getByLabel("Role").selectOption("admin");
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(page.getByText("User created successfully", { exact: false })).toBeVisible();
  const invitation = await waitForMail(email, "invitation");

  // The colleague's own browser, and another one of theirs elsewhere.
  const [mine, elsewhere] = [await browser.newContext(), await browser.newContext()];
  const [here, other] = [await mine.newPage(), await elsewhere.newPage()];
  await waitForHydrationBeforeActions(here);
  await waitForHydrationBeforeActions(other);
  await here.goto(invitation.link!);
  await here.getByLabel("New Password").fill("first-password-1");
  await here.getByLabel("Confirm Password").fill("first-password-1");
  await here.getByRole("button", { name: "Update Password" }).click();
  await expect(here).toHaveURL("/admin/login");
  for (const p of [other, here]) {
    await p.goto("/admin/login");
    await p.getByLabel("Email").fill(email);
    await p.getByLabel("Password").fill("first-password-1");
    await p.getByRole("button", { name: "Sign In" }).click();
    await expect(p).toHaveURL("/admin/my-work");
  }

  await here.goto("/admin/security");
  const section = here.getByRole("region", { name: "Password" });
  await section.getByLabel("Current Password").fill("first-password-1");
  await section.getByLabel("New Password", { exact: true }).fill("second-password-2");
  await section.getByLabel("Confirm New Password").fill("second-password-3");
  await section.getByRole("button", { name: "Change Password" }).click();
  await expect(section.getByText("New passwords do not match")).toBeVisible();
  await section.getByLabel("Confirm New Password").fill("second-password-2");
  await section.getByRole("button", { name: "Change Password" }).click();
  await expect(section.getByText("Password changed. Your other sessions were signed out.")).toBeVisible();
  await expect(section.getByLabel("Current Password")).toHaveValue("");

  // This browser stays signed in; the other one is sent to sign in.
  await here.goto("/admin/users");
  await expect(here.getByRole("heading", { name: "User Management" })).toBeVisible();
  await other.goto("/admin/users");
  await expect(other).toHaveURL(/\/admin\/login/);
  await mine.close();
  await elsewhere.close();
  await waitForMail(email, "password-changed");
});
