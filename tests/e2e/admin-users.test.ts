import { E2E_ADMIN } from "./env.ts";
import { expect, test, uniqueEmail, waitForHydrationBeforeActions, waitForMail } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

test("[ADMIN][USERS] adds a user who sets a password from the invitation, edits the role, deletes", async ({
  page,
  browser,
}) => {
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
  await expect(page.getByText(/\d+ users?, \d+ admins?/)).toBeVisible();

  const email = uniqueEmail("invited");
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Add User" }).click();
  await expect(dialog.getByText("Invalid email address")).toBeVisible();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("First Name").fill("Ines");
  await dialog.getByRole("button", { name: "Add User" }).click();
  await expect(page.getByText("User created successfully", { exact: false })).toBeVisible();

  // The invited person chooses a password from the e-mail, in their own browser.
  const invitation = await waitForMail(email, "invitation");
  const theirs = await browser.newPage();
  await waitForHydrationBeforeActions(theirs);
  await theirs.goto(invitation.link!);
  await theirs.getByLabel("New Password").fill("invited-pass-1");
  await theirs.getByLabel("Confirm Password").fill("invited-pass-1");
  await theirs.getByRole("button", { name: "Update Password" }).click();
  // A member's reset ends on the members' sign-in page (docs/product-decisions.md).
  await expect(theirs).toHaveURL("/members/login");
  await theirs.getByLabel("Email").fill(email);
  await theirs.getByLabel("Password").fill("invited-pass-1");
  await theirs.getByRole("button", { name: "Sign In" }).click();
  await expect(theirs).toHaveURL("/members");
  await theirs.close();

  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("member")).toBeVisible();
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await edit.getByLabel("Role").selectOption("admin");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();
  await expect(row.getByText("admin", { exact: true })).toBeVisible();

  page.once("dialog", (confirm) => {
    expect(confirm.message()).toContain(email);
    return confirm.accept();
  });
  await row.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted successfully")).toBeVisible();
  await expect(page.getByText("No results found")).toBeVisible();
});

test("[ADMIN][USERS] an admin cannot delete their own account", async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
  await page.goto(`/admin/users?q=${encodeURIComponent(E2E_ADMIN.email)}`);
  const row = page.getByRole("row").filter({ hasText: E2E_ADMIN.email });
  await expect(row.getByRole("button", { name: "Delete" })).toBeDisabled();
});
