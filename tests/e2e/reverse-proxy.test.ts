// Forms behind a reverse proxy that sets its own Host (as many do: the upstream's name, 127.0.0.1): a
// real nginx in front of the production server, PUBLIC_URL the proxy's address. The one origin policy
// (Origin = PUBLIC_URL) decides every action; the Host the server receives plays no part.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "./env.ts";
import { expect, test } from "./fixtures.ts";
import { freePort, killServers, type ServerProcess, startServer, untilHealthy } from "./processes.ts";

const UPSTREAM_HOST = "upstream-host.internal";

/** nginx, as CI installs it (.ci/run); NGINX_PATH overrides. Missing, the test fails rather than skips. */
function nginxPath(): string {
  const candidates = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      "nginx is not installed (looked in /usr/sbin, /usr/bin, /usr/local/sbin; NGINX_PATH overrides): " +
        "this test needs a real reverse proxy. Install it (apt-get install nginx; .ci/run does).",
    );
  }
  return found;
}

type Proxy = { url: string; stop(): Promise<void> };

/** nginx on loopback `port`, forwarding to `upstreamPort` with its own Host header. */
async function startProxy(port: number, upstreamPort: number): Promise<Proxy> {
  const nginx = nginxPath();
  const prefix = mkdtempSync(path.join(tmpdir(), "sd-nginx-"));
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir));
  const temp = (name: string) => path.join(prefix, "temp", name);
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `daemon off;
master_process off;
pid ${path.join(prefix, "nginx.pid")};
error_log stderr warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${temp("client-body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host ${UPSTREAM_HOST};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`,
  );
  // -e: nginx opens its error log before reading the configuration; keep it out of /var/log.
  const child: ChildProcess = spawn(nginx, ["-e", "stderr", "-p", prefix, "-c", conf], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => {
    output += d;
  });
  child.stderr!.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  // Ready once the product's health check answers through it; fails at once if nginx exits.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}) before proxying:\n${output}`);
    }
    const status = (await fetch(`${url}/api/health`).catch(() => null))?.status;
    if (status === 200) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`waiting for nginx on ${url} to proxy the health check (last: ${status}):\n${output}`);
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}

let proxy: Proxy | undefined;
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
  proxy = await startProxy(proxyPort, serverPort);
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
  await expect(page).toHaveURL(`${proxy!.url}/admin`);
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

test("[OPS] the sign-in form works through a proxy that sets its own Host (hydrated: single fetch)", async ({
  page,
}) => {
  await signInThroughTheForm(page);
  // Closed before the proxy stops: the dashboard keeps discovering its links' routes in the background.
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
