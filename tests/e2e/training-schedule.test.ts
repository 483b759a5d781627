// Training events end to end: an operator creates an event; a member finds it under Available, opens
// its details, books it, sees it under My Events and All Bookings, and cancels; a full event offers the
// waitlist and a freed seat promotes the member (e-mailed); an operator's cancellation e-mails the booked
// and the waitlisted, and the event's details then offer no Book; attendance marked by the operator
// moves the member's achievements.
import type { Page } from "@playwright/test";
import { DEMO_MEMBER } from "./env.ts";
import { expect, test, uniqueSuffix, waitForMail } from "./fixtures.ts";
import { pageSignedInAs, signUpNewMember } from "./member-account.ts";

/** "2026-03-04T10:00": a datetime-local value `days` from today at that hour. */
function wall(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

async function createEvent(operator: Page, title: string, fields: { capacity?: string; days?: number } = {}) {
  await operator.goto("/admin/training-events");
  await expect(operator.getByRole("heading", { name: "Training Events" })).toBeVisible();
  await operator.getByRole("button", { name: "Add Event" }).click();
  const dialog = operator.getByRole("dialog", { name: "Add Event" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Description").fill("Close protection drills.");
  await dialog.getByLabel("Type", { exact: true }).selectOption("workshop");
  await dialog.getByLabel("Start", { exact: true }).fill(wall(fields.days ?? 2, 10));
  await dialog.getByLabel("End", { exact: true }).fill(wall(fields.days ?? 2, 9));
  await dialog.getByLabel(/^Capacity/).fill(fields.capacity ?? "8");
  await dialog.getByLabel("Location").fill("Hereford");
  await dialog.getByLabel("Meeting URL (https)").fill("http://meet.example.com/x");
  await dialog.getByLabel("Equipment (one per line)").fill("Boots\nGloves");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog.getByText("End must be after the start")).toBeVisible();
  await expect(dialog.getByText("Meeting URL must be an https:// address")).toBeVisible();
  await dialog.getByLabel("End", { exact: true }).fill(wall(fields.days ?? 2, 12));
  await dialog.getByLabel("Meeting URL (https)").fill("https://meet.example.com/x");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog).toBeHidden();
  await expect(operator.getByText("Event created successfully")).toBeVisible();
}

test("[EVENTS] an operator creates an event; a member books it from Details, sees it, and cancels", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Convoy Drill ${uniqueSuffix()}`;
  const operator = await pageSignedInAs(browser);
  await createEvent(operator, title);
  const row = operator.getByRole("row").filter({ hasText: title });
  await operator.goto(`/admin/training-events?q=${encodeURIComponent(title)}`);
  await expect(row).toContainText("0/8 registered");
  await expect(row).toContainText("Workshop");

  const email = await signUpNewMember(page, { firstName: "Orla" });
  await page.goto("/members/schedule");
  await expect(page.getByRole("heading", { name: "Training Schedule" })).toBeVisible();
  await expect(page.getByText("No upcoming events booked.")).toBeVisible();
  await page.getByRole("tab", { name: /^Available \(\d+\)$/ }).click();
  await page.getByRole("button", { name: `Details of ${title}` }).click();
  const details = page.getByRole("dialog", { name: title });
  await expect(details.getByText("Complete information about this training event")).toBeVisible();
  await expect(details.getByText("Boots, Gloves")).toBeVisible();
  const join = details.getByRole("link", { name: "Join Virtual Session" });
  await expect(join).toHaveAttribute("target", "_blank");
  await expect(join).toHaveAttribute("href", "https://meet.example.com/x");
  await details.getByRole("button", { name: "Book Event" }).click();
  await expect(page.getByText(`Successfully booked "${title}"`)).toBeVisible();
  await waitForMail(email, "booking-confirmed", { containing: title });

  await page.getByRole("tab", { name: "My Events (1)" }).click();
  const mine = page.getByRole("list", { name: "My Events" }).getByRole("listitem").filter({ hasText: title });
  await expect(mine).toContainText("Confirmed");
  await expect(mine).toContainText("1 / 8 booked");
  await expect(mine.getByRole("link", { name: `Add ${title} to calendar` })).toHaveAttribute(
    "href",
    /\/members\/schedule\/calendar\//,
  );
  await page.getByRole("tab", { name: "All Bookings (1)" }).click();
  await expect(page.getByRole("list", { name: "All Bookings" })).toContainText(title);
  await expect(page.getByRole("list", { name: "All Bookings" })).toContainText("Booked:");

  // Details of a booked event hides Book.
  await page.getByRole("tab", { name: /^Available/ }).click();
  await page.getByRole("button", { name: `Details of ${title}` }).click();
  await expect(
    page.getByRole("dialog", { name: title }).getByRole("button", { name: "Book Event" }),
  ).toHaveCount(0);
  // The footer's Close (the corner's icon button has the same name and no text).
  await page
    .getByRole("dialog", { name: title })
    .getByRole("button", { name: "Close" })
    .filter({ hasText: "Close" })
    .click();
  await expect(page.getByRole("dialog", { name: title })).toBeHidden();

  await page.getByRole("tab", { name: /^My Events/ }).click();
  await page.getByRole("button", { name: `Cancel booking for ${title}` }).click();
  await expect(page.getByText("Booking cancelled successfully")).toBeVisible();
  await expect(page.getByText("No upcoming events booked.")).toBeVisible();
  await page.getByRole("tab", { name: "All Bookings (1)" }).click();
  await expect(page.getByRole("list", { name: "All Bookings" })).toContainText("Cancelled");
  await operator.context().close();
});

test("[EVENTS] a full event offers the waitlist; a freed seat promotes the member, who is e-mailed", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Full House ${uniqueSuffix()}`;
  const operator = await pageSignedInAs(browser);
  await createEvent(operator, title, { capacity: "1" });
  await operator.context().close();

  const demo = await pageSignedInAs(browser, DEMO_MEMBER);
  await demo.goto("/members/schedule");
  await demo.getByRole("tab", { name: /^Available/ }).click();
  await demo.getByRole("button", { name: `Book ${title}` }).click();
  await expect(demo.getByText(`Successfully booked "${title}"`)).toBeVisible();

  const email = await signUpNewMember(page, { firstName: "Wren" });
  await page.goto("/members/schedule");
  await page.getByRole("tab", { name: /^Available/ }).click();
  const card = page
    .getByRole("list", { name: "Available events" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(card.getByRole("button", { name: `${title} is full` })).toBeDisabled();
  await expect(card.getByRole("button", { name: `${title} is full` })).toHaveText("Full");
  await card.getByRole("button", { name: `Join the waitlist for ${title}` }).click();
  await expect(
    page.getByText(`You are on the waitlist for "${title}" at position 1.`, { exact: false }),
  ).toBeVisible();
  await page.getByRole("tab", { name: /^My Events/ }).click();
  await expect(page.getByRole("list", { name: "My Events" })).toContainText("Waitlist #1");

  await demo.getByRole("tab", { name: /^My Events/ }).click();
  await demo.getByRole("button", { name: `Cancel booking for ${title}` }).click();
  await expect(demo.getByText("Booking cancelled successfully")).toBeVisible();
  await demo.context().close();

  await waitForMail(email, "waitlist-promoted", { containing: title });
  await page.reload();
  await page.getByRole("tab", { name: /^My Events/ }).click();
  await expect(
    page.getByRole("list", { name: "My Events" }).getByRole("listitem").filter({ hasText: title }),
  ).toContainText("Confirmed");
});

test("[EVENTS] an operator cancels an event, told who is e-mailed; its details then offer the member no Book", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Stand Down ${uniqueSuffix()}`;
  const operator = await pageSignedInAs(browser);
  await createEvent(operator, title, { capacity: "1" });

  const demo = await pageSignedInAs(browser, DEMO_MEMBER);
  await demo.goto("/members/schedule");
  await demo.getByRole("tab", { name: /^Available/ }).click();
  await demo.getByRole("button", { name: `Book ${title}` }).click();
  await expect(demo.getByText(`Successfully booked "${title}"`)).toBeVisible();
  await demo.context().close();

  const email = await signUpNewMember(page, { firstName: "Tamsin" });
  await page.goto("/members/schedule");
  await page.getByRole("tab", { name: /^Available/ }).click();
  await page.getByRole("button", { name: `Join the waitlist for ${title}` }).click();
  await expect(
    page.getByText(`You are on the waitlist for "${title}" at position 1.`, { exact: false }),
  ).toBeVisible();
  // The event's details are held in the URL: the member comes back to them once it is cancelled.
  await page.getByRole("button", { name: `Details of ${title}` }).click();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  const details = page.url();
  expect(new URL(details).searchParams.get("view")).toBeTruthy();

  await operator.goto(`/admin/training-events?q=${encodeURIComponent(title)}`);
  const row = operator.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("1/1 registered");
  operator.once("dialog", (confirm) => {
    expect(confirm.message()).toBe(
      `Cancel ${title}? 1 booked member and 1 waitlisted member will be e-mailed.`,
    );
    return confirm.accept();
  });
  await row.getByRole("button", { name: `Cancel ${title}` }).click();
  await expect(
    operator.getByText("Event cancelled. 1 booked member and 1 waitlisted member were e-mailed."),
  ).toBeVisible();
  await operator.context().close();
  await waitForMail(email, "event-cancelled", { containing: title });

  // Cancelled and no longer open: the details (reached now through All Bookings) have no Book.
  await page.goto(details);
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^(Book Event|Full)$/ })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).filter({ hasText: "Close" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("tab", { name: "All Bookings (1)" }).click();
  await expect(page.getByRole("list", { name: "All Bookings" })).toContainText("Cancelled");
});

test("[EVENTS] the operator marks attendance after the start and the member's achievement moves", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Debrief ${uniqueSuffix()}`;
  const operator = await pageSignedInAs(browser);
  await createEvent(operator, title);
  await signUpNewMember(page, { firstName: "Ines" });
  await page.goto("/members/achievements");
  // Seeded definitions: First Step (attend 1 event) and Punctual (attend 5).
  await expect(page.getByText("First Step")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Punctual progress" })).toHaveCount(0);
  await page.goto("/members/schedule");
  await page.getByRole("tab", { name: /^Available/ }).click();
  await page.getByRole("button", { name: `Book ${title}` }).click();
  await expect(page.getByText(`Successfully booked "${title}"`)).toBeVisible();

  // The event took place: the operator moves it into the past and opens its roster.
  await operator.goto(`/admin/training-events?q=${encodeURIComponent(title)}`);
  await operator.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = operator.getByRole("dialog", { name: "Edit Event" });
  await edit.getByLabel("Start", { exact: true }).fill(wall(-1, 10));
  await edit.getByLabel("End", { exact: true }).fill(wall(-1, 12));
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(operator.getByText("Event updated successfully")).toBeVisible();
  await operator.getByRole("button", { name: `Roster of ${title}` }).click();
  const roster = operator.getByRole("dialog", { name: `Roster: ${title}` });
  await roster.getByRole("button", { name: /^Mark Ines Tester attended$/ }).click();
  await expect(operator.getByText("Attendance recorded")).toBeVisible();
  await expect(roster.getByRole("button", { name: /^Mark Ines Tester attended$/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await operator.context().close();

  await page.goto("/members/achievements");
  await expect(page.getByRole("progressbar", { name: "Punctual progress" })).toBeVisible();
  await expect(page.getByText("1 of 5")).toBeVisible();
  await expect(page.getByRole("region", { name: "Earned" })).toContainText("First Step");
});
