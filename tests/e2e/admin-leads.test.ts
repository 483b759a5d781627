// Leads end to end: an application from /apply in Consultation Management with its program; a quick
// action schedules a call (with its planned 15 minutes); a template activity names the lead chosen
// after it, keeps its 30 minutes, is completed with an outcome and moves from the scheduled tab to the
// completed one; the lead converts to a member who sets a password from the e-mailed link and signs
// in. And the window event and the session-storage hints open the form prefilled, with the tab.
import type { Page } from "@playwright/test";
import { formShownAt } from "./application-stamp.ts";
import { E2E_ADMIN } from "./env.ts";
import {
  expect,
  test,
  uniqueEmail,
  uniqueSuffix,
  waitForHydrationBeforeActions,
  waitForMail,
} from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

const MIN_FILL_MS = Number(process.env.APPLICATION_MIN_FILL_MS ?? 3000);

/** Applies on /apply; answers the chosen program's name and the lead's id from the operations e-mail. */
async function apply(page: Page, email: string, lastName: string) {
  await page.goto("/apply");
  await page.getByLabel("Title").selectOption("Ms");
  await page.getByLabel("First Name").fill("Eleanor");
  await page.getByLabel("Last Name").fill(lastName);
  await page.getByLabel("Date of Birth").fill("1979-03-14");
  await page.getByLabel("Occupation").fill("Managing Partner");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill("+44 20 7946 0101");
  await page.getByLabel("Country").fill("United Kingdom");
  await page.getByLabel("City").fill("London");
  await page.getByLabel("Program").selectOption({ index: 1 });
  const program = (await page.locator('select[name="program_id"] option:checked').textContent())!.trim();
  // The server refuses a form sent back faster than the minimum fill time after it was rendered.
  const renderedAt = await formShownAt(page);
  await expect
    .poll(() => Date.now() - renderedAt, { timeout: MIN_FILL_MS + 10_000 })
    .toBeGreaterThanOrEqual(MIN_FILL_MS);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "APPLICATION SUBMITTED" })).toBeVisible();
  const notice = await waitForMail("operations@localhost.localdomain", "new-application", {
    containing: lastName,
  });
  return { program, viewPath: new URL(notice.link!).pathname + new URL(notice.link!).search };
}

test("[ADMIN][LEADS] an application becomes a lead, is followed up and converts to a member", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("lead");
  const lastName = `Ashworth-${uniqueSuffix()}`;
  const { program, viewPath } = await apply(page, email, lastName);

  await signInAs(page, E2E_ADMIN);
  await page.goto(`/admin/consultations?q=${encodeURIComponent(lastName)}`);
  await expect(page.getByRole("heading", { name: "Consultation Management" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: lastName });
  await expect(row.getByText(program, { exact: true })).toBeVisible();
  await expect(row.getByRole("link", { name: "+44 20 7946 0101" })).toHaveAttribute(
    "href",
    "tel:+44 20 7946 0101",
  );
  // The 48-hour clock runs, with nearly all of it left.
  await expect(row.locator('[data-clock="waiting"]')).toHaveText(/(4[0-7]|1d 2[0-3])h|1d \d+h|left/);

  // The operations e-mail's link opens the view dialog; Schedule Call opens the form prefilled.
  await page.goto(viewPath);
  const view = page.getByRole("dialog", { name: `Ms Eleanor ${lastName}` });
  // The application's own 48-hour follow-up is among its recent activities.
  await expect(view.getByRole("button", { name: /48-hour follow-up/ })).toBeVisible();
  await view.getByRole("button", { name: "Schedule Call" }).click();
  await expect(page).toHaveURL(/\/admin\/activities\?new=1/);
  const form = page.getByRole("dialog", { name: "New Activity" });
  await expect(form.getByLabel("Subject")).toHaveValue("Follow-up Call");
  await expect(form.getByLabel("Priority")).toHaveValue("high");
  await expect(form.getByLabel("Contact Method")).toHaveValue("phone");
  await expect(form.getByLabel("Planned Duration (minutes)")).toHaveValue("15");
  await expect(form.getByTestId("related-contact")).toContainText(`Eleanor ${lastName}`);
  await form.getByRole("button", { name: "Create Activity" }).click();
  await expect(page.getByText("Activity created successfully")).toBeVisible();
  await expect(form).toBeHidden();

  // A template activity for the lead: created scheduled, then completed with the outcome Converted.
  // Chosen before the lead, the template says "client"; choosing the lead names them instead.
  await page.getByRole("button", { name: "New Activity" }).click();
  const fresh = page.getByRole("dialog", { name: "New Activity" });
  await fresh.getByRole("button", { name: /Consultation Call/ }).click();
  await expect(fresh.getByLabel("Subject")).toHaveValue("Private consultation with client");
  await expect(fresh.getByLabel("Contact Method")).toHaveValue("video_call");
  await expect(fresh.getByLabel("Planned Duration (minutes)")).toHaveValue("30");
  await fresh.getByLabel("Search by name or e-mail").fill(lastName);
  await fresh.getByRole("button", { name: new RegExp(lastName) }).click();
  const subject = `Private consultation with Eleanor ${lastName}`;
  await expect(fresh.getByLabel("Subject")).toHaveValue(subject);
  await expect(fresh.getByLabel("Message")).toHaveValue(
    new RegExp(`^Video consultation with Eleanor ${lastName}:`),
  );
  await fresh.getByRole("button", { name: "Create Activity" }).click();
  await expect(page.getByText("Activity created successfully").last()).toBeVisible();
  await expect(fresh).toBeHidden();

  await page.goto(`/admin/activities?tab=scheduled&q=${encodeURIComponent(lastName)}`);
  // Both planned durations were stored: the quick call's and the template's.
  await expect(page.getByRole("row").filter({ hasText: "Follow-up Call" })).toContainText(
    "Scheduled · 15 min",
  );
  const scheduled = page.getByRole("row").filter({ hasText: subject });
  await expect(scheduled).toContainText("Scheduled · 30 min");
  await scheduled.getByRole("button", { name: `Complete ${subject}` }).click();
  const done = page.getByRole("dialog", { name: "Mark as Completed" });
  await done.getByLabel("Outcome").selectOption("converted");
  await done.getByLabel("Duration (minutes)").fill("30");
  await done.getByRole("button", { name: "Mark Completed" }).click();
  await expect(page.getByText("Activity marked as completed")).toBeVisible();
  await expect(done).toBeHidden();
  await expect(scheduled).toHaveCount(0);
  await page.goto(`/admin/activities?tab=completed&q=${encodeURIComponent(lastName)}`);
  await expect(page.getByRole("row").filter({ hasText: subject })).toBeVisible();

  // Converted: the lead becomes a member, invited to choose a password.
  await page.goto(viewPath);
  const again = page.getByRole("dialog", { name: `Ms Eleanor ${lastName}` });
  await expect(again.locator('[data-clock="kept"]')).toBeVisible();
  await again.getByRole("button", { name: "Convert to Member" }).click();
  await expect(
    page.getByText(`Converted to member. An invitation to set a password was sent to ${email}.`),
  ).toBeVisible();
  const invitation = await waitForMail(email, "member-invitation");
  const theirs = await browser.newPage();
  await waitForHydrationBeforeActions(theirs);
  await theirs.goto(invitation.link!);
  await theirs.getByLabel("New Password").fill("converted-pass-1");
  await theirs.getByLabel("Confirm Password").fill("converted-pass-1");
  await theirs.getByRole("button", { name: "Update Password" }).click();
  // A member's reset ends on the members' sign-in page (docs/product-decisions.md).
  await expect(theirs).toHaveURL("/members/login");
  await theirs.getByLabel("Email").fill(email);
  await theirs.getByLabel("Password").fill("converted-pass-1");
  await theirs.getByRole("button", { name: "Sign In" }).click();
  await expect(theirs).toHaveURL("/members");
  await theirs.close();
});

test("[ADMIN][ACTIVITIES] the window event and the session hints open the form prefilled, with the tab", async ({
  page,
}) => {
  await signInAs(page, E2E_ADMIN);
  await page.goto("/admin/activities");
  await expect(page.getByRole("heading", { name: "Contact Activities" })).toBeVisible();

  // A component on the page dispatches the window event: the form opens with what it carries.
  const subject = `Event-opened ${uniqueSuffix()}`;
  await page.evaluate((detail) => window.dispatchEvent(new CustomEvent("open-activity-form", { detail })), {
    trigger: "e2e",
    subject,
    priority: "urgent",
    contactMethod: "whatsapp",
    durationMinutes: 25,
  });
  const form = page.getByRole("dialog", { name: "New Activity" });
  await expect(form.getByLabel("Subject")).toHaveValue(subject);
  await expect(form.getByLabel("Priority")).toHaveValue("urgent");
  await expect(form.getByLabel("Contact Method")).toHaveValue("whatsapp");
  await expect(form.getByLabel("Planned Duration (minutes)")).toHaveValue("25");
  await expect(page).toHaveURL(/[?&]new=1/);
  await form.getByRole("button", { name: "Create Activity" }).click();
  await expect(form).toBeHidden();

  // Its id, from the edit dialog's URL.
  await page.goto(`/admin/activities?q=${encodeURIComponent(subject)}`);
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("Scheduled · 25 min");
  await row.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Activity" })).toBeVisible();
  const id = new URL(page.url()).searchParams.get("edit")!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  const currentTab = page.locator('nav[aria-label="Activities tabs"] a[aria-current="page"]');
  /** Leaves hints as another screen would, then arrives on Contact Activities. */
  const arriveWith = async (hints: Record<string, string>) => {
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
    }, hints);
    await page.goto("/admin/activities");
  };

  // A tab and an activity to edit: both, in one navigation.
  await arriveWith({ activityFilter: "completed", editActivityId: id });
  await expect(page).toHaveURL(/[?&]tab=completed/);
  await expect(page).toHaveURL(new RegExp(`[?&]edit=${id}`));
  const editing = page.getByRole("dialog", { name: "Edit Activity" });
  await expect(editing.getByLabel("Subject")).toHaveValue(subject);
  await expect(currentTab).toContainText("Completed");
  await editing.getByRole("button", { name: "Cancel" }).click();
  await expect(editing).toBeHidden();
  await expect(page).toHaveURL(/[?&]tab=completed/);
  await expect(currentTab).toContainText("Completed");

  // A tab and a trigger: the tab and the new form, prefilled.
  await arriveWith({
    activityFilter: "overdue",
    trigger: "quick-email",
    subject: "From the hints",
    priority: "high",
  });
  await expect(page).toHaveURL(/[?&]tab=overdue/);
  await expect(page).toHaveURL(/[?&]new=1/);
  const hinted = page.getByRole("dialog", { name: "New Activity" });
  await expect(hinted.getByLabel("Subject")).toHaveValue("From the hints");
  await expect(hinted.getByLabel("Priority")).toHaveValue("high");
  await expect(currentTab).toContainText("Overdue");
  await hinted.getByRole("button", { name: "Cancel" }).click();
  await expect(hinted).toBeHidden();
  await expect(page).toHaveURL(/[?&]tab=overdue/);
});
