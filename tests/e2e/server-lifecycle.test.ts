// The production server as an operator runs it: SIGTERM closes it cleanly, and a restart on the same
// data directory keeps every row (PGlite is left consistent) without seeding again.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { E2E_BUILD_DIR, E2E_PORT } from "./env.ts";

const PORT = E2E_PORT + 1;
const DATA_DIR = `.tmp/lifecycle-data-${PORT}`;
const base = `http://localhost:${PORT}`;

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
const running = new Set<Server>();

function start(): Server {
  let output = "";
  // Started the way an operator might, without NODE_ENV: the entry must choose production itself.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR, LOG_LEVEL: "info" };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [`${E2E_BUILD_DIR}/server/main.js`], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const server = { child, output: () => output, exited };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

// A failed test must not leave its server holding the port (and answering the next run's checks).
test.afterEach(async () => {
  for (const server of running) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
});

/** Waits until this server answers its health check; fails at once, with its output, if it exits. */
async function healthy(server: Server) {
  const answered = (async () => {
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, {
        message: "waiting for the server's health check to answer 200",
        timeout: 60_000,
      })
      .toBe(200);
  })();
  const died = server.exited.then((code) => {
    throw new Error(`the server exited (${code}) before it was healthy:\n${server.output()}`);
  });
  await Promise.race([answered, died]);
}

test("[OPS] SIGTERM shuts down cleanly and a restart keeps all data", async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const leftover = await fetch(`${base}/api/health`).catch(() => null);
  expect(leftover, `port ${PORT} must be free (a server left over from an earlier run?)`).toBeNull();

  const first = start();
  await healthy(first);
  expect(first.output()).toContain("created with a generated password");
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "kept@example.com", password: "kept-password-1", name: "Kept Member" }),
  });
  expect(signUp.status).toBe(200);

  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  expect(first.output()).toContain("database closed");

  const second = start();
  await healthy(second);
  expect(second.output()).toContain("already exist");
  expect(second.output()).not.toContain("demo content seeded");
  // The account made before the restart is still there: it is refused for being unverified, not unknown.
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "kept@example.com", password: "kept-password-1" }),
  });
  expect(signIn.status).toBe(403);
  const response = await fetch(`${base}/`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("Executive Protection Mastery");
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
});
