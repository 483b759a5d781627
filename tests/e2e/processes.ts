// Production servers started by a spec itself (as an operator runs them), for tests of the process:
// start-up failures, signals, two instances, clients that misbehave. Each gets a free port of its own.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { expect } from "@playwright/test";
import pg from "pg";
import { E2E_BUILD_DIR } from "./env.ts";

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
};

const running = new Set<ServerProcess>();

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * Starts build/server/main.js on `port` with these settings (NODE_ENV left for the entry to choose), and
 * these options to node itself (a test's preload).
 */
export function startServer(
  port: number,
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: "info", ...env };
  delete childEnv.NODE_ENV;
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, [...nodeArgs, `${E2E_BUILD_DIR}/server/main.js`], {
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => {
    stdout += d;
  });
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const server: ServerProcess = {
    child,
    port,
    url: `http://localhost:${port}`,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
  };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** For afterEach: a failed test must not leave its servers holding ports. */
export async function killServers() {
  for (const server of running) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
}

/**
 * Waits until the server answers its health check (60 s at most unless told); fails at once, with its
 * output, if the process exits first.
 */
export async function untilHealthy(server: ServerProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `the server exited (${server.child.exitCode ?? server.child.signalCode}) before it was healthy:\n${server.stdout()}${server.stderr()}`,
      );
    }
    const status = (await fetch(`${server.url}/api/health`).catch(() => null))?.status;
    if (status === 200) return;
    if (Date.now() > deadline) {
      throw new Error(
        `waiting for the server on port ${server.port} to answer its health check with 200 (last: ${status})`,
      );
    }
    // Poll again shortly, or at once when the process exits.
    await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}

/** Waits until the server's standard output contains `text`. */
export async function untilLogged(server: ServerProcess, text: string) {
  await expect
    .poll(() => server.stdout().includes(text), {
      message: `waiting for the server on port ${server.port} to log "${text}"; it logged:\n${server.stdout()}`,
      timeout: 30_000,
    })
    .toBe(true);
}

/** The non-empty lines a process wrote to standard error. */
export function stderrLines(server: ServerProcess): string[] {
  return server
    .stderr()
    .split("\n")
    .filter((line) => line.trim() !== "");
}

export const postgresUrl = process.env.TEST_DATABASE_URL;

/** The databases a process test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databases = postgresUrl ? (["pglite", "postgres"] as const) : (["pglite"] as const);

/** A fresh, empty database on the TEST_DATABASE_URL server. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `e2e_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
