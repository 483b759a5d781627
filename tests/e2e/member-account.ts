// A new member for a test that needs one of its own: signs up through the form, verifies from the
// e-mail and signs in through the form, in the page's context.
import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN } from "./env.ts";
import { expect, uniqueEmail, waitForHydrationBeforeActions, waitForMail } from "./fixtures.ts";
import { signInAs } from "./sign-in.ts";

/** An address in 10.0.0.0/8 for one new member's browser page. */
const ownClientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join(".")}`;

export async function signUpNewMember(
  page: Page,
  person: { firstName: string; lastName?: string; prefix?: string; password?: string },
) {
  const { firstName, lastName = "Tester", password = "member-password-1" } = person;
  const email = uniqueEmail(person.prefix ?? firstName.toLowerCase());
  // Each new member is a client of their own (TRUST_PROXY in playwright.config.ts): the per-client
  // sign-up budget is the product's, and the suite as a whole would spend it.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": ownClientAddress() });
  await page.goto("/members/login?tab=signup");
  const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
  await signUp.getByLabel("First Name").fill(firstName);
  await signUp.getByLabel("Last Name").fill(lastName);
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password", { exact: true }).fill(password);
  await signUp.getByLabel("Confirm Password").fill(password);
  await signUp.getByRole("button", { name: "Create Account" }).click();
  await expect(
    page.getByText("Account created successfully! Please check your email for verification."),
  ).toBeVisible();
  const verification = await waitForMail(email, "email-verification");
  await page.goto(verification.link!);
  await expect(page.getByText("Your email address is verified. You can now sign in.")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/members");
  return email;
}

/** Another person's page in its own browser context, signed in. */
export async function pageSignedInAs(browser: Browser, credentials = E2E_ADMIN): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await waitForHydrationBeforeActions(page);
  await signInAs(page, credentials);
  return page;
}
