import { DEMO_MEMBER, E2E_ADMIN } from "./env.ts";
import { expect, test, uniqueEmail, waitForMail } from "./fixtures.ts";
import { signUpNewMember } from "./member-account.ts";
import { signInAs } from "./sign-in.ts";

test("[MEMBER][AUTH] the demo member signs in and reaches /members", async ({ page }) => {
  await page.goto("/members");
  await expect(page).toHaveURL("/members/login");
  await page.getByLabel("Email").fill(DEMO_MEMBER.email);
  await page.getByLabel("Password").fill(DEMO_MEMBER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/members");
  await expect(page.getByTestId("member-name")).toHaveText(DEMO_MEMBER.firstName);
  await expect(page.getByRole("heading", { name: "Recent Registrations" })).toBeVisible();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/members/login");
});

test("[MEMBER][AUTH] an admin is refused by the members portal", async ({ page }) => {
  await page.goto("/members/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Access denied. This portal is for members only.")).toBeVisible();
  await page.goto("/members");
  await expect(page).toHaveURL("/members/login");
});

test("[MEMBER][SIGN UP] shows the spec's validation texts", async ({ page }) => {
  await page.goto("/members/login");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("tabpanel", { name: "Sign Up" });
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("First name is required")).toBeVisible();
  await expect(form.getByText("Last name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();

  await form.getByLabel("Password", { exact: true }).fill("short");
  await form.getByLabel("Confirm Password").fill("different");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("Password must be at least 8 characters long")).toBeVisible();

  await form.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(form.getByText("Passwords do not match")).toBeVisible();
});

test("[MEMBER][SIGN UP] signs up, must verify, verifies from the e-mail and signs in", async ({ page }) => {
  const email = uniqueEmail("newcomer");
  await page.goto("/members/login?tab=signup");
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("First Name").fill("Isabelle");
  await signUp.getByLabel("Last Name").fill("Fontaine");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill("first-password-1");
  await signUp.getByLabel("Confirm Password").fill("first-password-1");
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText("Account created successfully! Please check your email for verification."),
  ).toBeVisible();

  // Signing in before verifying: told to verify, and can have the e-mail again.
  await page.getByRole("tab", { name: "Sign In" }).click();
  const signIn = page.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill("first-password-1");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(/Please verify your email address/)).toBeVisible();
  await page.getByRole("button", { name: "Send verification email again" }).click();
  await expect(page.getByText("Verification email sent.", { exact: false })).toBeVisible();

  const verification = await waitForMail(email, "email-verification");
  await page.goto(verification.link!);
  await expect(page).toHaveURL(/\/members\/login\?verified=1/);
  await expect(page.getByText("Your email address is verified. You can now sign in.")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/members");
  await expect(page.getByTestId("member-name")).toHaveText("Isabelle");
});

test("[MEMBER][AUTH] forgets the password, resets it from the e-mail, is led back to the members' sign-in and signs in", async ({
  page,
}) => {
  const email = await signUpNewMember(page, {
    firstName: "Margaux",
    prefix: "forgetful",
    password: "first-password-1",
  });
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL("/members/login");

  // Forgot password on the members' own sign-in page, back to it once the link is sent.
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/members/login?mode=forgot");
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Reset link sent", { exact: true })).toBeVisible();
  await expect(page.getByText("Check your email for password reset instructions.")).toBeVisible();
  await expect(page).toHaveURL("/members/login");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();

  // The e-mailed link still lands on /reset-password, whose way back is the members' sign-in.
  const reset = await waitForMail(email, "password-reset");
  await page.goto(reset.link!);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("link", { name: "Back to login" })).toHaveAttribute("href", "/members/login");
  await page.getByLabel("New Password").fill("seven77");
  await page.getByLabel("Confirm Password").fill("seven77");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("alert").getByText("Password too short", { exact: true })).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();
  await page.getByLabel("New Password").fill("second-password-2");
  await page.getByLabel("Confirm Password").fill("second-password-X");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("alert").getByText("Password mismatch", { exact: true })).toBeVisible();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("second-password-2");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page).toHaveURL("/members/login");
  await expect(page.getByText("Password updated", { exact: true })).toBeVisible();

  // The old password no longer works; the new one does.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("first-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(/invalid email or password/i)).toBeVisible();
  await page.getByLabel("Password").fill("second-password-2");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/members");
  await expect(page.getByTestId("member-name")).toHaveText("Margaux");
});

test("[MEMBER][DASHBOARD] shows the three most recent registrations and the average progress", async ({
  page,
}) => {
  await signInAs(page, DEMO_MEMBER);
  await page.goto("/members");
  await expect(page.getByTestId("member-name")).toHaveText(DEMO_MEMBER.firstName);
  await expect(page.getByText("Average Progress")).toBeVisible();
  // The demo member has registrations at 45, 0 and 100 percent.
  await expect(page.getByText("48%")).toBeVisible();
  await expect(page.getByRole("list").filter({ hasText: "complete" }).getByRole("listitem")).toHaveCount(3);
});
