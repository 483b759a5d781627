import { E2E_ADMIN } from "./env.ts";
import { expect, test } from "./fixtures.ts";

// The demo leads are the first admin's (the e2e admin): Jonathan Ashcombe applied three days ago and
// nobody has reached him, so his promise is broken and he is on the admin's My work.
test("[ADMIN][MY WORK] an operator signs in to My work, sees a lead they own and opens its list", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin/my-work");
  await expect(page.getByRole("heading", { name: "My work", level: 1 })).toBeVisible();

  const promises = page.getByRole("region", { name: "Promises at risk" });
  await expect(promises.getByText("Mr Jonathan Ashcombe")).toBeVisible();
  await promises.getByRole("link", { name: /^Open the list: \d+ leads? at risk or overdue$/ }).click();
  await expect(page).toHaveURL(/\/admin\/consultations\?f\.owner=me&f\.clock=attention/);
  const table = page.getByRole("table");
  await expect(table.getByRole("button", { name: "Mr Jonathan Ashcombe" })).toBeVisible();
  await expect(table.getByLabel("Owner of Jonathan Ashcombe")).toHaveValue(/[0-9a-f-]{36}/);
});
