// Messages end to end (decision 230): a member writes to their instructor, an operator answers from the
// back office, the member sees the answer, and each side's unread count clears once they have read. The
// member's message carries an attachment the operator opens (decision 236).
import { E2E_ADMIN } from "./env.ts";
import { expect, test } from "./fixtures.ts";
import { pageSignedInAs, signUpNewMember } from "./member-account.ts";

test("[MEMBER][ADMIN][MESSAGES] a member writes, an operator answers, both counts clear", async ({
  page,
  browser,
}) => {
  // Two people and a sign-up: each step waits for its state, the sum is long on a loaded machine.
  test.setTimeout(90_000);
  const email = await signUpNewMember(page, { firstName: "Morgan", lastName: "Quill", prefix: "messenger" });

  await page.getByRole("link", { name: "Messages", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();
  await page.getByLabel("Message to your instructor").fill("Can we move Tuesday?\nThe school run changed.");
  await page.getByLabel("Attach a file (optional)").setInputFiles({
    name: "school-run.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await page.getByRole("button", { name: "Send" }).click();
  const mine = page.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText("Can we move Tuesday?");
  await expect(mine.first().getByRole("link", { name: /^Attachment: school-run\.pdf/ })).toBeVisible();
  await expect(page.getByLabel("Message to your instructor")).toHaveValue("");
  await expect(page.getByLabel("Attach a file (optional)")).toHaveValue("");

  // The operator: the conversation waits, unread, in the list; opening it reads it.
  const admin = await pageSignedInAs(browser, E2E_ADMIN);
  await admin.goto("/admin/messages?tab=unread");
  await expect(admin.getByRole("link", { name: /^Messages, \d+ unread$/ })).toBeVisible();
  await admin.getByRole("link", { name: new RegExp(email) }).click();
  await expect(admin.getByText("The school run changed.")).toBeVisible();
  const attachment = admin.getByRole("link", { name: /^Attachment: school-run\.pdf/ });
  const opened = await admin.request.get((await attachment.getAttribute("href"))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["cache-control"]).toBe("private, no-store");
  await expect(admin.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await admin.getByLabel("Reply to Morgan Quill").fill("Thursday at 10 works. See you then.");
  await admin.getByRole("button", { name: "Send" }).click();
  await expect(admin.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(2);

  // The member: the count says so until Messages is opened.
  await page.goto("/members");
  await page.getByRole("link", { name: "Messages, 1 unread" }).click();
  const answer = page.getByRole("list", { name: "Messages" }).getByRole("listitem").last();
  await expect(answer).toContainText("Thursday at 10 works. See you then.");
  await expect(answer).toContainText("Your instructor");
  await expect(page.getByRole("link", { name: "Messages", exact: true })).toBeVisible();
  await admin.close();
});
