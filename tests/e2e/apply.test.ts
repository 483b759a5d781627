// The public application (/apply): validation, submission, confirmation, e-mails, preselection from a
// program link, the browser draft, a network failure, the minimum fill time, and the same form without
// JavaScript.
import type { Page } from "@playwright/test";
import { formShownAt } from "./application-stamp.ts";
import { expect, test, uniqueEmail, uniqueSuffix, waitForMail } from "./fixtures.ts";

// The server refuses a form sent back faster than this after it was shown (APPLICATION_MIN_FILL_MS,
// default 3000). Tests wait until the form's own signed stamp is old enough rather than switch the
// defence off, so they exercise it.
const MIN_FILL_MS = Number(process.env.APPLICATION_MIN_FILL_MS ?? 3000);
const DRAFT_KEY = "sd.application-draft.v1";

const requiredMessages = [
  "Title is required",
  "First name is required",
  "Last name is required",
  "Date of birth is required",
  "Occupation is required",
  "Invalid email address",
  "Phone number is required",
  "Country is required",
  "City is required",
  "Please select a program",
];

/**
 * Waits until the server will accept this form: its stamp (a cookie set with the page) says when the
 * server showed it, and the server accepts it once the minimum fill time has passed since then.
 */
async function untilFillTimeHasPassed(page: Page) {
  const renderedAt = await formShownAt(page);
  await expect
    .poll(() => Date.now() - renderedAt, {
      message: `waiting for the form rendered at ${new Date(renderedAt).toISOString()} to be ${MIN_FILL_MS} ms old`,
      timeout: MIN_FILL_MS + 10_000,
    })
    .toBeGreaterThanOrEqual(MIN_FILL_MS);
}

const TOO_FAST = "Please take a moment to review your details, then submit your application again.";

/**
 * A form sent back without a stamp old enough (here the stamp cookie is gone, as for a robot that never
 * showed the form) is refused with the catalogue's text and keeps what was typed; the refusal carries a
 * fresh stamp, so the same form is accepted once the minimum fill time has passed.
 */
async function refusedWithoutStampThenAccepted(page: Page) {
  const email = uniqueEmail("hasty");
  await page.goto("/apply");
  await fillApplication(page, email);
  await page.context().clearCookies({ name: "sd_form_token" });
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(TOO_FAST)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await untilFillTimeHasPassed(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "APPLICATION SUBMITTED" })).toBeVisible();
  expect((await waitForMail(email, "application-received")).kind).toBe("application-received");
}

/** Holds the form's POST to /apply until `release` is called, to see the busy state. */
async function holdSubmission(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/apply", async (route) => {
    if (route.request().method() === "POST") await gate;
    await route.continue();
  });
  return release;
}

async function firstProgram(page: Page): Promise<{ id: string; name: string }> {
  const option = page.locator('select[name="program_id"] option:not([value=""])').first();
  return { id: (await option.getAttribute("value"))!, name: (await option.textContent())!.trim() };
}

async function fillApplication(
  page: Page,
  email: string,
  options: { program?: boolean; lastName?: string } = {},
) {
  await page.getByLabel("Title").selectOption("Ms");
  await page.getByLabel("First Name").fill("Eleanor");
  await page.getByLabel("Last Name").fill(options.lastName ?? "Ashworth");
  await page.getByLabel("Date of Birth").fill("1979-03-14");
  await page.getByLabel("Occupation").fill("Managing Partner");
  await page.getByLabel("Company (optional)").fill("Ashworth Capital");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone Number").fill("+44 20 7946 0101");
  await page.getByLabel("Country").fill("United Kingdom");
  await page.getByLabel("City").fill("London");
  await page.getByLabel("Social Media Links (optional)").fill("https://www.linkedin.com/in/example");
  if (options.program !== false) await page.getByLabel("Program").selectOption({ index: 1 });
}

const expectedAge = (dob: string) => {
  const [y, m, d] = dob.split("-").map(Number) as [number, number, number];
  const now = new Date();
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (before ? 1 : 0);
};

test("[PUBLIC][APPLY] an empty submit shows every message beside its field", async ({ page }) => {
  await page.goto("/apply");
  for (const section of [
    "Personal Information",
    "Professional Information",
    "Contact Information",
    "Program Selection",
  ]) {
    await expect(page.getByRole("group", { name: section })).toBeVisible();
  }
  await expect(
    page.getByText(/Now accepting applications for .+\. Numbers are strictly limited\./),
  ).toBeVisible();
  await expect(page.getByLabel("Program")).toHaveValue("");
  await page.getByRole("button", { name: "Submit Application" }).click();
  for (const message of requiredMessages)
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText("Please fill in all required fields and try again.")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();
  await expect(page.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
});

test("[PUBLIC][APPLY] the age follows the date of birth", async ({ page }) => {
  await page.goto("/apply");
  await page.getByLabel("Date of Birth").fill("1979-03-14");
  await expect(page.getByText(`${expectedAge("1979-03-14")} years`)).toBeVisible();
  await page.getByLabel("Date of Birth").fill("1990-12-31");
  await expect(page.getByText(`${expectedAge("1990-12-31")} years`)).toBeVisible();
});

test("[PUBLIC][APPLY] a complete application is confirmed, reaches the operators and the applicant", async ({
  page,
}) => {
  const email = uniqueEmail("applicant");
  const lastName = `Ashworth-${uniqueSuffix()}`;
  await page.goto("/apply");
  await fillApplication(page, email, { lastName });
  await untilFillTimeHasPassed(page);
  const release = await holdSubmission(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("button", { name: "Processing Application..." })).toBeDisabled();
  release();
  await expect(page.getByRole("heading", { name: "APPLICATION SUBMITTED" })).toBeVisible();
  await expect(page.getByText("A member of our team will contact you within 48 hours")).toBeVisible();

  const acknowledgement = await waitForMail(email, "application-received");
  expect(acknowledgement.subject).toMatch(/Your application/);
  const notice = await waitForMail("operations@localhost.localdomain", "new-application", {
    containing: lastName,
  });
  expect(notice.link).toMatch(/\/admin\/consultations\?view=[0-9a-f-]{36}$/);

  await page.getByRole("link", { name: "Submit Another Application" }).click();
  await expect(page.getByLabel("First Name")).toHaveValue("");
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.getByLabel("Program")).toHaveValue("");
});

test("[PUBLIC][APPLY] a second application with the same e-mail is refused with the catalogue's text", async ({
  page,
}) => {
  const email = uniqueEmail("twice");
  await page.goto("/apply");
  await fillApplication(page, email);
  await untilFillTimeHasPassed(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "APPLICATION SUBMITTED" })).toBeVisible();

  await page.goto("/apply");
  await fillApplication(page, email.toUpperCase());
  await untilFillTimeHasPassed(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page.getByText(
      "We already have a consultation request with this email address. Please use a different email or contact us directly.",
    ),
  ).toBeVisible();
  // What was typed stays.
  await expect(page.getByLabel("First Name")).toHaveValue("Eleanor");
});

test("[PUBLIC][APPLY] a program page's link preselects the program and names it; a stale link does not", async ({
  page,
}) => {
  await page.goto("/apply");
  const program = await firstProgram(page);
  await page.goto(`/apply?program=${program.id}&programName=${encodeURIComponent(program.name)}`);
  await expect(
    page.getByText(
      `You are applying for the ${program.name} program. You can change your selection below if needed`,
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Program")).toHaveValue(program.id);

  await page.goto("/apply?program=00000000-0000-4000-8000-000000000000&programName=Ghost");
  await expect(page.getByText(/You are applying for/)).toHaveCount(0);
  await expect(page.getByLabel("Program")).toHaveValue("");
  await page.goto("/apply?program=not-an-id");
  await expect(page.getByLabel("Program")).toHaveValue("");
});

test("[PUBLIC][APPLY] the draft survives a reload and is gone after submitting", async ({ page }) => {
  const email = uniqueEmail("draft");
  // The page's clock moves only when told: the autosave's one-second debounce is then exact.
  await page.clock.install();
  await page.goto("/apply");
  await page.getByLabel("First Name").fill("Margot");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Date of Birth").fill("1985-06-01");
  const savedDraft = () => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
  await page.clock.runFor(1000);
  await expect.poll(savedDraft, { message: "waiting for the autosaved draft" }).toContain("Margot");

  await page.reload();
  await expect(page.getByLabel("First Name")).toHaveValue("Margot");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByText(`${expectedAge("1985-06-01")} years`)).toBeVisible();
  await expect(page.getByText("We restored the details you saved on this device.")).toBeVisible();

  await page.getByLabel("Title").selectOption("Mrs");
  await page.getByLabel("Last Name").fill("Delacroix");
  await page.getByLabel("Occupation").fill("Founder");
  await page.getByLabel("Phone Number").fill("+33 1 23 45 67 89");
  await page.getByLabel("Country").fill("France");
  await page.getByLabel("City").fill("Paris");
  await page.getByLabel("Program").selectOption({ index: 1 });
  await untilFillTimeHasPassed(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "APPLICATION SUBMITTED" })).toBeVisible();
  // Past the autosave delay, no pending save brings the submitted draft back.
  await page.clock.runFor(5000);
  expect(await savedDraft()).toBeNull();

  await page.goto("/apply");
  await expect(page.getByLabel("First Name")).toHaveValue("");
});

test("[PUBLIC][APPLY] a network failure says so and keeps the form", async ({ page, consoleProblems }) => {
  await page.goto("/apply");
  await fillApplication(page, uniqueEmail("offline"));
  await untilFillTimeHasPassed(page);
  await page.route("**/apply", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page.getByText("Unable to connect to our servers. Please check your internet connection and try again."),
  ).toBeVisible();
  await expect(page.getByLabel("Last Name")).toHaveValue("Ashworth");
  // The browser reports the failed request we caused on purpose.
  const expected = (p: string) => /net::ERR_INTERNET_DISCONNECTED/.test(p);
  consoleProblems.splice(0, consoleProblems.length, ...consoleProblems.filter((p) => !expected(p)));
});

test("[PUBLIC][APPLY] a form sent back without its time stamp is refused, then accepted after the fill time", async ({
  page,
}) => {
  await refusedWithoutStampThenAccepted(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("[PUBLIC][APPLY] the server gives every message and keeps what was typed", async ({ page }) => {
    await page.goto("/apply");
    await page.getByLabel("First Name").fill("Hugo");
    await page.getByLabel("Country").fill("Switzerland");
    await page.getByRole("button", { name: "Submit Application" }).click();
    for (const message of requiredMessages.filter(
      (m) => m !== "First name is required" && m !== "Country is required",
    )) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Please fill in all required fields and try again.")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Hugo");
    await expect(page.getByLabel("Country")).toHaveValue("Switzerland");
  });

  test("[PUBLIC][APPLY] a complete application is submitted by a plain form post", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/apply");
    await fillApplication(page, email);
    await untilFillTimeHasPassed(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("heading", { name: "APPLICATION SUBMITTED" })).toBeVisible();
    expect((await waitForMail(email, "application-received")).kind).toBe("application-received");
  });

  test("[PUBLIC][APPLY] a form posted without its time stamp is refused, then accepted after the fill time", async ({
    page,
  }) => {
    await refusedWithoutStampThenAccepted(page);
  });
});
