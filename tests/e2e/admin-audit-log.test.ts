import { E2E_ADMIN } from "./env.ts";
import { expect, test, uniqueEmail, uniqueSuffix } from "./fixtures.ts";

// Signed in through the operators' form, which is what the trail records (SPEC: /admin/login).
test.beforeEach(async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin/my-work");
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

test("[ADMIN][AUDIT] a lead's view and a user's row open their history in the Audit Log", async ({
  page,
}) => {
  const lastName = `Hartley-${uniqueSuffix()}`;
  await page.goto("/admin/consultations?new=1");
  const add = page.getByRole("dialog", { name: "Add Consultation" });
  await add.getByLabel("Title").selectOption("Mr");
  await add.getByLabel("First Name").fill("Owen");
  await add.getByLabel("Last Name").fill(lastName);
  await add.getByLabel("Email").fill(uniqueEmail("history"));
  await add.getByLabel("Phone Number").fill("+44 20 7946 0102");
  await add.getByLabel("Program").selectOption({ index: 1 });
  await add.getByRole("button", { name: "Add Consultation" }).click();
  await expect(page.getByText("Consultation created successfully")).toBeVisible();

  await page.goto(`/admin/consultations?q=${encodeURIComponent(lastName)}`);
  await page.getByRole("button", { name: `View Owen ${lastName}` }).click();
  const view = page.getByRole("dialog", { name: `Mr Owen ${lastName}` });
  await view.getByRole("link", { name: `Audit history: Owen ${lastName}` }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log\?f\.entity=consultation&f\.id=[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Entity")).toHaveValue("consultation");
  const consultationId = new URL(page.url()).searchParams.get("f.id")!;
  await expect(page.getByLabel("ID", { exact: true })).toHaveValue(consultationId);
  await expect(page.getByRole("row").filter({ hasText: "Created" }).getByText(consultationId)).toBeVisible();
  await expect(page.getByText("Showing 1 of")).toBeVisible();

  // The operator's own account: its history is every row naming it (its sign-ins among them).
  await page.goto(`/admin/users?q=${encodeURIComponent(E2E_ADMIN.email)}`);
  const row = page.getByRole("row").filter({ hasText: E2E_ADMIN.email });
  await row.getByRole("link", { name: /^Audit history: / }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log\?f\.id=[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Entity")).toHaveValue("");
  await expect(page.getByRole("row").filter({ hasText: "Signed in" }).first()).toBeVisible();
});
