import { expect, test } from "./fixtures.ts";

test("[PUBLIC][HOME] shows the hero, the programs from the database and the footer", async ({
  page,
  request,
}) => {
  // Server-rendered: the texts are in the HTML before any JavaScript runs.
  const html = await (await request.get("/")).text();
  expect(html).toContain("Bespoke defense mastery for the discerning few");
  expect(html).toContain("Safety is sovereignty. Command it.");
  expect(html).toContain("Executive Protection Mastery");

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Book Private Consultation" })).toHaveAttribute(
    "href",
    "/apply",
  );
  await expect(page.getByRole("heading", { name: "Elite Programs" })).toBeVisible();
  // Other tests add programs to the same server, so this checks the seeded ones rather than a count.
  const grid = page.getByRole("region", { name: "Elite Programs" });
  for (const name of [
    "Executive Protection Mastery",
    "Family Security Readiness",
    "Sovereign Resilience Intensive",
  ]) {
    await expect(grid.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "View All Programs" })).toHaveAttribute("href", "/programs");
  await expect(page.getByRole("heading", { name: "What Our Clients Say" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  for (const name of ["Programs", "Philosophy", "About", "FAQs", "Principles", "Client Access", "Apply"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test("[PUBLIC][NAV] has the spec's top navigation with the ABOUT dropdown", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Programs", "Philosophy", "Principles", "Client Access", "Apply"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await nav.getByRole("button", { name: "About" }).click();
  await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "FAQs" })).toBeVisible();
});

test("[PUBLIC][404] an unknown path shows the not-found page with a way home", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("[PUBLIC][RESET] a reset page without a valid token says the link is invalid and goes to sign in", async ({
  page,
}) => {
  await page.goto("/reset-password?error=INVALID_TOKEN");
  await expect(page).toHaveURL("/admin/login");
  await expect(page.getByText("Invalid reset link", { exact: true })).toBeVisible();
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
});
