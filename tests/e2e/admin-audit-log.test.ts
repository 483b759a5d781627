import { E2E_ADMIN } from "./env.ts";
import { expect, test } from "./fixtures.ts";

// Signed in through the operators' form, which is what the trail records (SPEC: /admin/login).
test.beforeEach(async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
});

test("[ADMIN][AUDIT] filters the trail in the URL and opens an event's before and after", async ({
  page,
}) => {
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit Log" }).click();
  await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();

  // Signing in just now is on the trail.
  await page.getByLabel("Action").selectOption({ label: "Signed in" });
  await page.getByLabel("Person").fill(E2E_ADMIN.email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/f\.action=sign_in/);
  await expect(page.getByRole("cell", { name: E2E_ADMIN.email }).first()).toBeVisible();

  await page
    .getByRole("button", { name: /^View audit event of / })
    .first()
    .click();
  await expect(page).toHaveURL(/view=/);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Sign-in: Signed in" })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Before" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).not.toHaveURL(/view=/);
  await expect(page).toHaveURL(/f\.action=sign_in/);
});
