// The viewer's time zone reaches the server: a browser in Kiritimati (UTC+14, never the server's) gets
// the hint cookie on its first page, and admin dates are then rendered by the server exactly as the
// browser would write them, with no hydration mismatch (the fixture fails on any console error).
import { E2E_ADMIN } from "./env.ts";
import { expect, test, uniqueSuffix } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

test.use({ timezoneId: "Pacific/Kiritimati" });

test("[ADMIN][TIME ZONE] dates are rendered in the viewer's time zone on the server and in the browser", async ({
  page,
}) => {
  await signInAs(page, E2E_ADMIN);
  const question = `Time zone check ${uniqueSuffix()}?`;
  await page.goto("/admin/faqs");
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "sd_tz")?.value, {
      message: "waiting for the time zone hint cookie",
    })
    .toBe("Pacific%2FKiritimati");

  await page.getByRole("button", { name: "Add FAQ" }).click();
  const dialog = page.getByRole("dialog", { name: "Add FAQ" });
  await dialog.getByLabel("Question").fill(question);
  await dialog.getByLabel("Answer").fill("Answered in the right zone.");
  await dialog.getByLabel(/^Active/).uncheck();
  await dialog.getByRole("button", { name: "Create FAQ" }).click();
  await expect(dialog).toBeHidden();

  // A full server render of the row, in the browser's zone, compared with the browser's own formatting.
  await page.goto(`/admin/faqs?q=${encodeURIComponent(question)}`);
  const browserToday = await page.evaluate(() =>
    new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric" }).format(
      new Date(),
    ),
  );
  await expect(page.getByRole("row").filter({ hasText: question })).toContainText(browserToday);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    "Pacific/Kiritimati",
  );
});
