// Data rights end to end (decision 145): an admin exports a lead's data in one click (a JSON download)
// and erases the lead after the confirmation; a member downloads their own data from My Profile, and
// an admin exports and erases that member from User Management, which ends the member's session.
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { E2E_ADMIN } from "./env.ts";
import { expect, test, uniqueEmail, uniqueSuffix } from "./fixtures.ts";
import { pageSignedInAs, signUpNewMember } from "./member-account.ts";
import { signInAs } from "./sign-in.ts";

/** The downloaded file's name and its JSON. */
async function downloaded(download: Download) {
  const file = await download.path();
  return { name: download.suggestedFilename(), data: JSON.parse(await readFile(file, "utf8")) };
}

/** Clicks and answers the download it started. */
async function downloadBy(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return downloaded(download);
}

test("[ADMIN][DATA RIGHTS] a lead's data is exported in one click, then the lead is erased", async ({
  page,
}) => {
  const lastName = `Fairweather-${uniqueSuffix()}`;
  const email = uniqueEmail("rights-lead");
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/consultations");
  await page.getByRole("button", { name: "Add Consultation" }).click();
  const add = page.getByRole("dialog", { name: "Add Consultation" });
  await add.getByLabel("Title").selectOption("Ms");
  await add.getByLabel("First Name").fill("Isolde");
  await add.getByLabel("Last Name").fill(lastName);
  await add.getByLabel("Email").fill(email);
  await add.getByLabel("Phone Number").fill("+44 20 7946 0444");
  await add.getByLabel("Program").selectOption({ index: 1 });
  await add.getByRole("button", { name: "Add Consultation" }).click();
  await expect(page.getByText("Consultation created successfully")).toBeVisible();

  await page.goto(`/admin/consultations?q=${encodeURIComponent(lastName)}`);
  await page.getByRole("button", { name: `View Isolde ${lastName}` }).click();
  const view = page.getByRole("dialog", { name: `Ms Isolde ${lastName}` });
  const { name, data } = await downloadBy(page, () =>
    view.getByRole("link", { name: "Export Data" }).click(),
  );
  expect(name).toMatch(/^personal-data-lead-[0-9a-f-]+\.json$/);
  expect(data.applications[0]).toMatchObject({ email, lastName, phoneNumber: "+44 20 7946 0444" });

  await view.getByRole("button", { name: "Erase Person" }).click();
  const confirm = page.getByRole("dialog", { name: "Erase this person?" });
  await expect(confirm.getByText(`Erase Isolde ${lastName}? Their name, e-mail, phone`)).toBeVisible();
  await confirm.getByRole("button", { name: "Erase Permanently" }).click();
  await expect(page.getByText("Person erased")).toBeVisible();
  await page.goto(`/admin/consultations?q=${encodeURIComponent(lastName)}`);
  await expect(page.getByRole("heading", { name: "Consultation Management" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: lastName })).toHaveCount(0);
});

test("[MEMBERS][DATA RIGHTS] a member downloads their own data; an admin exports and erases them", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const lastName = `Hartigan${uniqueSuffix().replace(/[^a-z0-9]/gi, "")}`;
  const email = await signUpNewMember(page, { firstName: "Wilhelmina", lastName, prefix: "rights-member" });
  await page.goto("/members/profile");
  const own = await downloadBy(page, () => page.getByRole("link", { name: "Download My Data" }).click());
  expect(own.name).toMatch(/^personal-data-member-[0-9a-f-]+\.json$/);
  expect(own.data.profile).toMatchObject({ email, firstName: "Wilhelmina", lastName });

  const admin = await pageSignedInAs(browser, E2E_ADMIN);
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const row = admin.getByRole("row").filter({ hasText: email });
  const exported = await downloadBy(admin, () =>
    row.getByRole("link", { name: `Export Data: Wilhelmina ${lastName}` }).click(),
  );
  expect(exported.data.profile).toMatchObject({ email });
  await row.getByRole("button", { name: `Erase Person: Wilhelmina ${lastName}` }).click();
  await admin
    .getByRole("dialog", { name: "Erase this person?" })
    .getByRole("button", { name: "Erase Permanently" })
    .click();
  await expect(admin.getByText("Person erased")).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await admin.context().close();

  // The member's session ended with the erasure: the portal sends them to sign in.
  await page.goto("/members/profile");
  await expect(page).toHaveURL(/\/members\/login/);
});

test("[ADMIN][DATA RIGHTS] what a deleted user's address still has is found and erased by e-mail", async ({
  page,
}) => {
  const email = uniqueEmail("rights-deleted");
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Add User" }).click();
  const add = page.getByRole("dialog", { name: "Add User" });
  await add.getByLabel("Email").fill(email);
  await add.getByLabel("First Name").fill("Rosalind");
  await add.getByRole("button", { name: "Add User" }).click();
  await expect(page.getByText("User created successfully", { exact: false })).toBeVisible();
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  page.once("dialog", (confirm) => confirm.accept());
  await page.getByRole("row").filter({ hasText: email }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("User deleted successfully")).toBeVisible();

  // The invitation went to the address: the e-mail log and the outbox still have it.
  await page.getByRole("button", { name: "Erase by E-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase by e-mail address" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Find" }).click();
  const held = dialog.getByRole("list", { name: `Held under ${email}:` });
  await expect(held.getByText(/e-mail in the e-mail log/)).toBeVisible();
  await expect(held.getByText(/in the outbox/)).toBeVisible();
  await dialog.getByRole("button", { name: "Erase Permanently" }).click();
  await expect(page.getByText("Everything held under the address was erased")).toBeVisible();

  // Nothing is left to find.
  await page.getByRole("button", { name: "Erase by E-mail" }).click();
  const again = page.getByRole("dialog", { name: "Erase by e-mail address" });
  await again.getByLabel("Email").fill(email);
  await again.getByRole("button", { name: "Find" }).click();
  await expect(again.getByText("Nothing is held under this address")).toBeVisible();
});
