import { E2E_ADMIN } from "./env.ts";
import { expect, test, uniqueSuffix } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

test.beforeEach(async ({ page }) => {
  await signInAs(page, E2E_ADMIN);
});

test("[ADMIN][FAQ] lists, searches and filters in the URL, with the spec's empty and footer texts", async ({
  page,
}) => {
  await page.goto("/admin/faqs");
  await expect(page.getByRole("heading", { name: "FAQ Management" })).toBeVisible();
  await expect(page.getByText(/Showing \d+ of \d+ results/)).toBeVisible();
  await expect(page.getByText("Filtered", { exact: true })).toHaveCount(0);

  await page.getByLabel("Search", { exact: true }).fill("zzz-no-such-question");
  await expect(page).toHaveURL(/q=zzz-no-such-question/);
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(page.getByText("Filtered", { exact: true })).toBeVisible();

  await page.goto("/admin/faqs?f.isActive=inactive");
  await expect(page.getByText("Inactive").first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Active", exact: true })).toHaveCount(0);
});

test("[ADMIN][FAQ] sorting a column cycles ascending, descending, off", async ({ page }) => {
  // A short window, so that the table's header is scrolled to: sorting keeps the page where it is.
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto("/admin/faqs");
  const header = page.getByRole("columnheader", { name: "Question" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // A mark on this document: a full load of the sorted page would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await header.getByRole("link").click();
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(/[?&]sort=question&dir=asc/);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // Not back at the top (Link's preventScrollReset; the rows' loading state may shorten the page).
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await header.getByRole("link").click();
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await header.getByRole("link").click();
  await expect(header).not.toHaveAttribute("aria-sort", /.+/);
});

test("[ADMIN][FAQ] creates, reorders, edits and deletes a question", async ({ page }) => {
  // Its own two questions, hidden from the public page, at display orders nobody else uses: other tests
  // add questions while this runs, and moving swaps with the neighbour exactly one away.
  const tag = `parking ${uniqueSuffix()}`;
  const order = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  await page.goto("/admin/faqs");
  await page.getByRole("button", { name: "Add FAQ" }).click();
  const dialog = page.getByRole("dialog", { name: "Add FAQ" });
  await dialog.getByRole("button", { name: "Create FAQ" }).click();
  await expect(dialog.getByText("Question is required")).toBeVisible();
  await expect(dialog.getByText("Answer is required")).toBeVisible();

  for (const [letter, displayOrder] of [
    ["A", order],
    ["B", order + 1],
  ] as const) {
    if (letter === "B") await page.getByRole("button", { name: "Add FAQ" }).click();
    await dialog.getByLabel("Question").fill(`Is ${tag} ${letter} discreet?`);
    await dialog.getByLabel("Answer").fill("Yes: a private entrance and valet.");
    await dialog.getByLabel("Display Order").fill(String(displayOrder));
    await dialog.getByLabel(/^Active/).uncheck();
    await dialog.getByRole("button", { name: "Create FAQ" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("FAQ created successfully").first()).toBeVisible();
  }

  await page.goto(`/admin/faqs?q=${encodeURIComponent(tag)}`);
  const rowA = page.getByRole("row").filter({ hasText: `Is ${tag} A discreet?` });
  const rowB = page.getByRole("row").filter({ hasText: `Is ${tag} B discreet?` });
  const firstOfOurs = page.getByRole("row").filter({ hasText: tag }).first();
  await expect(firstOfOurs).toContainText(`${tag} A`);
  await expect(rowA.getByRole("button", { name: "Move up" })).toBeDisabled();
  await expect(rowB.getByRole("button", { name: "Move down" })).toBeDisabled();
  await rowB.getByRole("button", { name: "Move up" }).click();
  await expect(firstOfOurs).toContainText(`${tag} B`);
  await expect(rowB.getByRole("button", { name: "Move up" })).toBeDisabled();
  await expect(rowB.getByRole("button", { name: "Move down" })).toBeEnabled();

  await rowB.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit FAQ" });
  await edit.getByLabel("Answer").fill("Yes, always.");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("FAQ updated successfully")).toBeVisible();
  await expect(rowB).toContainText("Yes, always.");

  for (const row of [rowA, rowB]) {
    page.once("dialog", (confirm) => confirm.accept());
    await row.getByRole("button", { name: "Delete" }).click();
    await expect(row).toHaveCount(0);
  }
  await expect(page.getByText("FAQ deleted successfully").first()).toBeVisible();
  await expect(page.getByText("No results found")).toBeVisible();
});

test("[ADMIN][SHELL] the sidebar collapses and remembers it; Settings is Coming Soon", async ({ page }) => {
  await page.goto("/admin");
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await expect(sidebar.getByRole("link", { name: "FAQs" })).toBeVisible();
  await expect(sidebar.getByText("Coming Soon")).toBeVisible();
  await expect(page.getByRole("link", { name: "Analytics" })).toHaveAttribute("target", "_blank");
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await page.reload();
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
});

test("[ADMIN][SHELL] a sidebar link opens its page in the app, the document kept; a modified click is the browser's", async ({
  page,
  context,
}) => {
  await page.goto("/admin/faqs");
  await expect(page.getByRole("heading", { name: "FAQ Management" })).toBeVisible();
  // A mark on this document: a full load of the next page would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const sidebar = page.getByRole("navigation", { name: "Admin" });
  await sidebar.getByRole("link", { name: "Programs" }).click();
  await expect(page.getByRole("heading", { name: "Program Management" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/programs$/);
  await expect(sidebar.getByRole("link", { name: "Programs" })).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  // Ctrl (Cmd on a Mac) and click: a new tab, this page left as it is.
  const opened = context.waitForEvent("page");
  await sidebar.getByRole("link", { name: "FAQs" }).click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await expect(tab).toHaveURL(/\/admin\/faqs$/);
  await tab.close();
  await expect(page).toHaveURL(/\/admin\/programs$/);

  // The history has both pages: back is FAQs again, still the same document.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "FAQ Management" })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});

test("[ADMIN][SETTINGS] the settings page leads with what it has; the site-wide settings are Coming Soon", async ({
  page,
}) => {
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByLabel("Require two-factor sign-in for every admin")).toBeVisible();
  const later = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Site-wide settings" }) });
  await expect(later.getByText("Coming Soon", { exact: true })).toBeVisible();
});

test("[ADMIN][DIALOGS] a dialog lives in the URL: a link opens it, Back closes it", async ({ page }) => {
  await page.goto("/admin/faqs");
  const row = page.getByRole("row").filter({ hasText: "How do I apply for a programme?" });
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit FAQ" });
  await expect(edit.getByLabel("Question")).toHaveValue("How do I apply for a programme?");
  await expect(page).toHaveURL(/[?&]edit=[0-9a-f-]{36}/);
  const link = page.url();

  await page.goBack();
  await expect(edit).toBeHidden();
  await expect(page).not.toHaveURL(/edit=/);

  // The same address, opened fresh (a bookmark, a link in an e-mail), shows the dialog at once.
  await page.goto(link);
  await expect(edit.getByLabel("Question")).toHaveValue("How do I apply for a programme?");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();
  await expect(page).not.toHaveURL(/edit=/);

  await page.goto("/admin/faqs?new=1");
  await expect(page.getByRole("dialog", { name: "Add FAQ" })).toBeVisible();
  await page.goto("/admin/faqs?edit=not-an-id");
  await expect(page.getByRole("heading", { name: "FAQ Management" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
