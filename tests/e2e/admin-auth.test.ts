import { E2E_ADMIN, E2E_PORT } from "./env.ts";
import { expect, test, uniqueEmail } from "./fixtures.ts";

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

test("[ADMIN][AUTH] the admin signs in, sees the dashboard with their e-mail, and signs out", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect(page.getByTestId("admin-email")).toHaveText(E2E_ADMIN.email);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  // A signed-in admin visiting the login page goes straight to /admin.
  await page.goto("/admin/login");
  await expect(page).toHaveURL("/admin");

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
