// The members portal end to end: a newcomer signs up and verifies, registers from Browse Programs, an
// operator approves, sets progress and completes, and the member sees each step with the achievement
// the completion earned; the profile edit reaches the top bar; the password change keeps its rules and
// signs the member's other sessions out.
import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "./env.ts";
import { expect, test, waitForMail } from "./fixtures.ts";
import { pageSignedInAs, signUpNewMember } from "./member-account.ts";

// A seeded program: each test's member is new, so registering for it is theirs alone.
const PROGRAM = "Travel Risk Preparedness";

/** A newcomer signed up, verified and signed in through the forms (tests/e2e/member-account.ts). */
const signUpAndSignIn = (page: Page, prefix: string, password: string) =>
  signUpNewMember(page, { firstName: "Camille", lastName: "Laurent", prefix, password });

/** An operator's page in its own browser context, signed in. */
const adminPage = (browser: Browser) => pageSignedInAs(browser, E2E_ADMIN);

test("[MEMBER][PROGRAMS] registers, is approved, progresses, completes and earns the achievement", async ({
  page,
  browser,
}) => {
  // A whole journey across two people: each step waits for its state, the sum is long on a loaded machine.
  test.setTimeout(90_000);
  const email = await signUpAndSignIn(page, "registrant", "member-password-1");

  // Browse Programs: register, pending; a second try is not offered (the card says registered).
  await page.getByRole("link", { name: "Browse Programs" }).first().click();
  await expect(page.getByRole("heading", { name: "Browse Programs" })).toBeVisible();
  await page.getByRole("button", { name: `Register for ${PROGRAM}` }).click();
  await expect(
    page.getByText(`Successfully registered for ${PROGRAM}! Your registration is pending approval.`),
  ).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: PROGRAM }) });
  await expect(card.getByText("You are registered")).toBeVisible();
  await expect(card.getByText("Pending", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: `Register for ${PROGRAM}` })).toHaveCount(0);

  await page.goto("/members/programs");
  const mine = page.getByRole("list", { name: "My program registrations" }).getByRole("listitem");
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText("Pending", { exact: true })).toBeVisible();
  await expect(mine.getByText("0%")).toBeVisible();

  // The operator finds the row by the member's e-mail and approves it; the member is e-mailed.
  const admin = await adminPage(browser);
  await admin.goto(`/admin/member-registrations?q=${encodeURIComponent(email)}`);
  await expect(admin.getByRole("heading", { name: "Member Registrations" })).toBeVisible();
  await expect(admin.getByText("Total Registrations")).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Pending", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: /^Approve / }).click();
  await expect(admin.getByText("Registration updated successfully")).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Approve / })).toHaveCount(0);
  await waitForMail(email, "registration-approved", { containing: PROGRAM });

  // Progress set by the operator shows in My Programs, active, with its start date.
  await row.getByRole("button", { name: /^Set progress of / }).click();
  const dialog = admin.getByRole("dialog", { name: "Set Progress" });
  await dialog.getByLabel("Progress (%)").fill("120");
  await dialog.getByRole("button", { name: "Save Progress" }).click();
  await expect(dialog.getByText(/100/)).toBeVisible();
  await dialog.getByLabel("Progress (%)").fill("60");
  await dialog.getByRole("button", { name: "Save Progress" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("60%")).toBeVisible();

  await page.reload();
  await expect(mine.getByText("Active", { exact: true })).toBeVisible();
  await expect(mine.getByText("60%")).toBeVisible();
  await expect(mine.getByRole("progressbar", { name: `${PROGRAM} progress` })).toHaveAttribute(
    "aria-valuenow",
    "60",
  );
  await expect(mine.getByText("Start date").locator("..").getByRole("definition")).not.toHaveText("-");

  // Before completion the member has not earned the graduate's achievement.
  await page.getByRole("link", { name: "Achievements" }).click();
  const earned = page.getByRole("region", { name: "Earned" });
  await expect(earned.getByText("Committed")).toBeVisible();
  await expect(earned.getByText("Programme Graduate")).toHaveCount(0);

  // The operator completes it (confirmed in the browser's dialog); the achievement appears.
  admin.once("dialog", (d) => d.accept());
  await row.getByRole("button", { name: /^Complete / }).click();
  await expect(row.getByText("Completed", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Complete / })).toHaveCount(0);
  await admin.context().close();

  await page.reload();
  await expect(earned.getByText("Programme Graduate")).toBeVisible();
  await page.goto("/members/programs");
  await expect(mine.getByText("Completed", { exact: true })).toBeVisible();
  await page.goto("/members");
  await expect(page.getByText("Average Progress")).toBeVisible();
});

test("[MEMBER][PROFILE] the profile edit reaches the top bar; the password change keeps its rules and signs other sessions out", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = await signUpAndSignIn(page, "profiler", "member-password-1");
  await expect(page.getByTestId("member-name")).toHaveText("Camille");

  // A second session of the same member, signed in on its own, to be signed out by the change.
  const other = await (await browser.newContext()).newPage();
  const signIn = await other.request.post("/api/auth/sign-in/email", {
    data: { email, password: "member-password-1" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signIn.ok()).toBe(true);
  await other.goto("/members/profile");
  await expect(other.getByRole("heading", { name: "My Profile" })).toBeVisible();

  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  await expect(
    page.getByText("Email cannot be changed. Contact support if you need to update your email."),
  ).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveAttribute("placeholder", "Enter your phone number");
  await expect(page.getByText("Account status").locator("..").getByText("Active")).toBeVisible();

  await page.getByLabel("First Name").fill("Célestine");
  await page.getByLabel("Phone").fill("+33 6 12 34 56 78");
  await page.getByRole("button", { name: "Save Profile" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(page.getByTestId("member-name")).toHaveText("Célestine");
  await page.reload();
  await expect(page.getByLabel("Phone")).toHaveValue("+33 6 12 34 56 78");

  // The password section opens on demand; Update Password waits for both fields.
  await expect(page.getByLabel("New Password")).toBeHidden();
  await page.getByRole("button", { name: "Change Password" }).click();
  const update = page.getByRole("button", { name: "Update Password" });
  await expect(update).toBeDisabled();
  await page.getByLabel("New Password").fill("short");
  await expect(update).toBeDisabled();
  await page.getByLabel("Confirm Password").fill("short");
  await update.click();
  await expect(page.getByText("New password must be at least 8 characters long")).toBeVisible();
  await page.getByLabel("New Password").fill("second-password-2");
  await page.getByLabel("Confirm Password").fill("second-password-X");
  await update.click();
  await expect(page.getByText("New passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("second-password-2");
  await update.click();
  await expect(page.getByText("Password updated successfully")).toBeVisible();
  // Fields cleared and the section closed (SPEC 8); this session stays signed in.
  await expect(page.getByLabel("New Password")).toBeHidden();
  await expect(page.getByRole("button", { name: "Change Password" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();

  // The other session is signed out, and the account holder has the notice.
  await other.goto("/members/profile");
  await expect(other).toHaveURL(/\/members\/login/);
  await other.context().close();
  await waitForMail(email, "password-changed");
});
