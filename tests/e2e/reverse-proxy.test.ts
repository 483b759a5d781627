// Forms behind a reverse proxy that sets its own Host (as many do: the upstream's name, 127.0.0.1): a
// real nginx in front of the production server, PUBLIC_URL the proxy's address. The one origin policy
// (Origin = PUBLIC_URL) decides every action; the Host the server receives plays no part.
import { rmSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { myWorkMessages } from "#core/my-work/my-work.ts";
import { E2E_ADMIN } from "./env.ts";
import { expect, test } from "./fixtures.ts";
import { type NginxProxy, nginxPath, startProxy } from "./nginx.ts";
import { freePort, killServers, type ServerProcess, startServer, untilHealthy } from "./processes.ts";

const UPSTREAM_HOST = "upstream-host.internal";

let proxy: NginxProxy | undefined;
let server: ServerProcess | undefined;
let dataDir: string | undefined;

test.beforeEach(async () => {
  test.setTimeout(120_000);
  nginxPath(); // fail before starting anything when it is missing
  const [serverPort, proxyPort] = [await freePort(), await freePort()];
  dataDir = path.resolve(`.tmp/reverse-proxy-${serverPort}`);
  rmSync(dataDir, { recursive: true, force: true });
  server = startServer(serverPort, {
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: "true",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
  });
  await untilHealthy(server);
  proxy = await startProxy({ port: proxyPort, upstreams: [serverPort], hostHeader: UPSTREAM_HOST });
});

test.afterEach(async () => {
  await proxy?.stop();
  proxy = undefined;
  await killServers();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signInThroughTheForm(page: Page) {
  await page.goto(`${proxy!.url}/admin/login`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  const action = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Sign In" }).click();
  // React Router's own check answered 400 here when the Host it saw was not PUBLIC_URL's.
  expect((await action).status(), "the sign-in action's status").toBeLessThan(400);
  // A plain sign-in lands on the operator's own day.
  await expect(page).toHaveURL(`${proxy!.url}/admin/my-work`);
  await expect(page.getByRole("heading", { name: myWorkMessages.title })).toBeVisible();
}

test("[OPS] the sign-in form works through a proxy that sets its own Host (hydrated: single fetch)", async ({
  page,
}) => {
  await signInThroughTheForm(page);
  // Closed before the proxy stops: the page keeps discovering its links' routes in the background.
  await page.close();
});

test("[OPS] the sign-in form works through it without JavaScript (a document POST)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await signInThroughTheForm(await context.newPage());
  } finally {
    await context.close();
  }
});

test("[OPS] through the proxy, an action from another origin is still refused", async () => {
  for (const origin of ["https://evil.example", `http://${UPSTREAM_HOST}`]) {
    const body = new URLSearchParams({
      intent: "sign-in",
      email: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
    });
    const response = await fetch(`${proxy!.url}/admin/login`, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });
    expect(response.status, origin).toBe(403);
    expect(response.headers.getSetCookie(), origin).toEqual([]);
  }
});
