// Start-up as an operator meets it: a second instance on the same embedded database is refused, and
// settings that cannot work (an unusable DATA_DIR, an unreachable database) stop the process with one
// line on stderr, never a stack or a hang.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  freePort,
  killServers,
  type ServerProcess,
  startServer,
  stderrLines,
  untilHealthy,
} from "./processes.ts";

test.afterEach(killServers);

function freshDataDir(name: string) {
  const dir = path.resolve(`.tmp/${name}`);
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

/** The process must stop by itself, with a non-zero code and exactly one line on stderr. */
async function refusedWithOneLine(server: ServerProcess): Promise<string> {
  const started = await untilHealthy(server).then(
    () => true,
    () => false, // it exited: what we expect
  );
  expect(started, `the server started instead of refusing to:\n${server.stdout()}`).toBe(false);
  expect(await server.exited, "exit code").not.toBe(0);
  const lines = stderrLines(server);
  expect(lines, `one line on stderr, got:\n${server.stderr()}`).toHaveLength(1);
  expect(lines[0]).not.toMatch(/^\s+at /);
  return lines[0]!;
}

async function signUp(server: ServerProcess, email: string) {
  return fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password: "kept-password-1", name: "Kept Member" }),
  });
}

test("[OPS] a second instance on the same data folder is refused with one line; the first keeps serving", async () => {
  test.setTimeout(180_000);
  const dataDir = freshDataDir(`lock-data-${await freePort()}`);
  const first = startServer(await freePort(), { DATA_DIR: dataDir });
  await untilHealthy(first);

  const second = startServer(await freePort(), { DATA_DIR: dataDir });
  const line = await refusedWithOneLine(second);
  expect(line).toContain(`${dataDir}/db`);
  expect(line).toContain(`pid ${first.child.pid}`);
  expect(readFileSync(`${dataDir}/db.lock`, "utf8").trim()).toBe(String(first.child.pid));

  expect((await signUp(first, "first-keeps@example.com")).status).toBe(200);
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  expect(existsSync(`${dataDir}/db.lock`), "the lock is released on a clean shutdown").toBe(false);

  // A crash leaves its lock behind: the next start sees its pid is gone and takes over.
  const crashed = startServer(await freePort(), { DATA_DIR: dataDir });
  await untilHealthy(crashed);
  crashed.child.kill("SIGKILL");
  await crashed.exited;
  expect(existsSync(`${dataDir}/db.lock`)).toBe(true);
  const next = startServer(await freePort(), { DATA_DIR: dataDir });
  await untilHealthy(next);
  // Refused as unverified, not unknown: the account made by the first instance is still there.
  const signIn = await fetch(`${next.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: next.url },
    body: JSON.stringify({ email: "first-keeps@example.com", password: "kept-password-1" }),
  });
  expect(signIn.status).toBe(403);
  next.child.kill("SIGTERM");
  expect(await next.exited).toBe(0);
  rmSync(dataDir, { recursive: true, force: true });
});

test("[OPS] a DATA_DIR that is a file, or under a file, stops start-up with one line naming it", async () => {
  const root = freshDataDir(`bad-data-dir-${await freePort()}`);
  mkdirSync(root, { recursive: true });
  const file = `${root}/not-a-folder`;
  writeFileSync(file, "");

  const isFile = startServer(await freePort(), { DATA_DIR: file });
  expect(await refusedWithOneLine(isFile)).toBe(`DATA_DIR ${file} is a file, not a folder.`);

  const underFile = startServer(await freePort(), { DATA_DIR: `${file}/data` });
  expect(await refusedWithOneLine(underFile)).toContain(`DATA_DIR ${file}/data cannot be created`);
  rmSync(root, { recursive: true, force: true });
});

test("[OPS] an unreachable DATABASE_URL stops start-up with one line: refused, or silent within the bound", async () => {
  test.setTimeout(120_000);
  const dataDir = freshDataDir(`unreachable-db-${await freePort()}`);
  const closedPort = await freePort();
  const refused = startServer(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: `postgres://app:secret-password@127.0.0.1:${closedPort}/sovereign`,
  });
  const refusedLine = await refusedWithOneLine(refused);
  expect(refusedLine).toBe(
    `Cannot use the database at 127.0.0.1:${closedPort}/sovereign: nothing accepts connections there (ECONNREFUSED).`,
  );

  // A host that accepts the connection and never answers (a firewall, the wrong service).
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const silentPort = (silent.address() as { port: number }).port;
  try {
    const hanging = startServer(await freePort(), {
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://app:secret-password@127.0.0.1:${silentPort}/sovereign`,
    });
    const line = await refusedWithOneLine(hanging);
    expect(line).toBe(`Cannot use the database at 127.0.0.1:${silentPort}/sovereign: no answer within 10 s.`);
    expect(line).not.toContain("secret-password");
  } finally {
    for (const socket of sockets) socket.destroy();
    silent.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
});
