import { rmSync } from "node:fs";
import path from "node:path";
import { E2E_ADMIN } from "./env.ts";
import { expect, test, uniqueEmail } from "./fixtures.ts";
import { freePort, killServers, startServer, untilHealthy, untilLogged } from "./processes.ts";

test.afterEach(killServers);

// The demo leads are the first admin's (the e2e admin): Jonathan Ashcombe applied three days ago and
// nobody has reached him, so his promise is broken and he is on the admin's My work.
test("[ADMIN][MY WORK] an operator signs in to My work, sees a lead they own and opens its list", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin/my-work");
  await expect(page.getByRole("heading", { name: "My work", level: 1 })).toBeVisible();

  const promises = page.getByRole("region", { name: "Promises at risk" });
  await expect(promises.getByText("Mr Jonathan Ashcombe")).toBeVisible();
  await promises.getByRole("link", { name: /^Open the list: \d+ leads? at risk or overdue$/ }).click();
  await expect(page).toHaveURL(/\/admin\/consultations\?f\.owner=me&f\.clock=attention/);
  const table = page.getByRole("table");
  await expect(table.getByRole("button", { name: "Mr Jonathan Ashcombe" })).toBeVisible();
  await expect(table.getByLabel("Owner of Jonathan Ashcombe")).toHaveValue(/[0-9a-f-]{36}/);
});

/** 37 hours: a lead that applied just before the jump has 11 hours of its promise left, at risk. */
const JUMP_MS = 37 * 60 * 60 * 1000;

// The operator's loop, on a server of its own whose clock the test moves on (clock-jump.mjs): a lead
// applies through the public form; the owner rule gives it to the operator; 37 hours later it is on
// their My work; they open it from there and send an e-mail from its record; once the e-mail is
// delivered (here written to the outbox) the promise is kept and the lead leaves My work.
test("[ADMIN][MY WORK] a lead from the public form reaches its owner's My work, an e-mail keeps the promise and it leaves", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const dataDir = `.tmp/my-work-loop-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = startServer(
    port,
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      APPLICATION_MIN_FILL_MS: "0",
      E2E_CLOCK_JUMP_MS: String(JUMP_MS),
    },
    ["--import", path.resolve("tests/e2e/clock-jump.mjs")],
  );
  await untilHealthy(server);
  // The browser's clock moves with the server's: the page draws the 48-hour clock too.
  await page.clock.install();

  // The operator makes themself the owner of every new application.
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/my-work`);
  await page.goto(`${server.url}/admin/settings`);
  const ownerRule = page.getByRole("region", { name: "Who owns a new application" });
  await ownerRule.getByLabel("One named operator").check();
  await ownerRule.getByLabel("The operator who takes new leads").selectOption({ index: 1 });
  await ownerRule.getByRole("button", { name: "Save Owner Rule" }).click();
  await expect(page.getByText("New-lead owner rule saved")).toBeVisible();

  // A visitor applies.
  // The server is this test's own: the name is unique on it.
  const lastName = "Lovelock";
  const name = `Eleanor ${lastName}`;
  const visitor = await browser.newContext({ baseURL: server.url });
  const form = await visitor.newPage();
  await form.goto("/apply");
  await form.getByLabel("Title").selectOption("Ms");
  await form.getByLabel("First Name").fill("Eleanor");
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Date of Birth").fill("1979-03-14");
  await form.getByLabel("Occupation").fill("Managing Partner");
  await form.getByLabel("Email").fill(uniqueEmail("loop"));
  await form.getByLabel("Phone Number").fill("+44 20 7946 0101");
  await form.getByLabel("Country").fill("United Kingdom");
  await form.getByLabel("City").fill("London");
  await form.getByLabel("Program").selectOption({ index: 1 });
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(form.getByRole("heading", { name: "APPLICATION SUBMITTED" })).toBeVisible();
  await visitor.close();

  // 37 hours pass, for the server and the browser.
  server.child.kill("SIGUSR2");
  await untilLogged(server, "e2e clock jumped");
  await page.clock.setSystemTime(Date.now() + JUMP_MS);

  await page.goto(`${server.url}/admin/my-work`);
  const promises = page.getByRole("region", { name: "Promises at risk" });
  const lead = promises.getByRole("listitem").filter({ hasText: name });
  await expect(lead).toContainText(/1[01]h \d+m left/);
  await promises.getByRole("link", { name: `Open ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/consultations\?view=[0-9a-f-]{36}$/);

  await page.getByRole("button", { name: "Send Email Now" }).click();
  const compose = page.getByRole("dialog", { name: `Send Email to ${name}` });
  await compose.getByLabel("Template").selectOption({ index: 1 });
  await expect(compose.getByLabel("Subject")).not.toHaveValue("");
  await compose.getByRole("button", { name: "Send Email" }).click();
  await expect(compose).toBeHidden();

  // Delivered (the outbox): the record says Sent and the clock has stopped in time, whenever the
  // mail queue gets to it; each look is a fresh read of the record.
  const view = page.getByRole("dialog", { name });
  await expect(async () => {
    await page.reload();
    await expect(view.getByText(/^Contacted in 1d 13h$/)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(view.getByText(/^Sent · /)).toBeVisible();

  await page.goto(`${server.url}/admin/my-work`);
  await expect(page.getByRole("heading", { name: "My work", level: 1 })).toBeVisible();
  await expect(promises.getByText(name)).toHaveCount(0);

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  rmSync(dataDir, { recursive: true, force: true });
});
