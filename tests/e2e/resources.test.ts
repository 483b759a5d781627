// Private resources end to end: an operator publishes a PDF to a program; a member of that program
// finds it in My Resources and opens it (the answer is the PDF), while a member of another program
// neither sees it listed nor opens it by its address (404).
import { DEMO_MEMBER } from "./env.ts";
import { expect, test, uniqueSuffix } from "./fixtures.ts";
import { pageSignedInAs, signUpNewMember } from "./member-account.ts";

// The demo member is active in Executive Protection Mastery only: this program is another one.
const PROGRAM = "Close Quarters Confidence";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("[ADMIN][RESOURCES] a PDF published to a program opens for its member and for nobody else", async ({
  page,
  browser,
}) => {
  // Two people and an approval: each step waits for its state, the sum is long on a loaded machine.
  test.setTimeout(90_000);
  const title = `Household plan ${uniqueSuffix()}`;
  const email = await signUpNewMember(page, { firstName: "Noor", prefix: "resources" });
  await page.goto("/members/available-programs");
  await page.getByRole("button", { name: `Register for ${PROGRAM}` }).click();
  await expect(page.getByText(`Successfully registered for ${PROGRAM}!`, { exact: false })).toBeVisible();

  const admin = await pageSignedInAs(browser);
  await admin.goto(`/admin/member-registrations?q=${encodeURIComponent(email)}`);
  const registration = admin.getByRole("row").filter({ hasText: email });
  await registration.getByRole("button", { name: /^Approve / }).click();
  await expect(registration.getByText("Active", { exact: true })).toBeVisible();

  // The operator publishes the PDF to the program.
  await admin.goto("/admin/resources");
  await admin.getByRole("button", { name: "Publish Resource" }).click();
  const dialog = admin.getByRole("dialog", { name: "Publish Resource" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Short description").fill("Rehearse it with the household.");
  await dialog.getByLabel("Category").selectOption("plan");
  await dialog.getByLabel("Program").selectOption({ label: PROGRAM });
  await dialog
    .getByLabel("File")
    .setInputFiles({ name: "household-plan.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByRole("button", { name: "Publish Resource" }).click();
  await expect(admin.getByText("Resource published successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await admin.context().close();

  // The program's member finds it and opens it: the answer is the PDF, never cached.
  await page.goto("/members");
  await page.getByRole("link", { name: "My Resources" }).first().click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card.getByText(PROGRAM, { exact: false })).toBeVisible();
  const href = await card.getByRole("link", { name: /^Open household-plan\.pdf/ }).getAttribute("href");
  expect(href).toMatch(/^\/members\/resources\/[0-9a-f-]{36}\/file$/);
  const opened = await page.request.get(href!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toBe("application/pdf");
  expect(opened.headers()["cache-control"]).toBe("private, no-store");
  expect(Buffer.from(await opened.body())).toEqual(PDF);

  // A member of another program: not listed, and its address answers 404.
  const other = await pageSignedInAs(browser, DEMO_MEMBER);
  await other.goto(`/members/resources?q=${encodeURIComponent(title)}`);
  await expect(other.getByRole("heading", { name: "My Resources" })).toBeVisible();
  await expect(other.getByText("No resources match your search.")).toBeVisible();
  expect((await other.request.get(href!)).status()).toBe(404);
  await other.context().close();
});
