// What the benchmarks share: starting the production build, waiting for it, signing in, stopping it,
// and a throw-away PostgreSQL database.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { SERVER_PROCESS_ENVIRONMENT } from "#server/node-flags.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The admin every bench starts the product with (ADMIN_EMAIL, ADMIN_PASSWORD) and signs in as. */
export const BENCH_ADMIN = { email: "bench-admin@example.com", password: "BenchAdmin2026!" };

/** What Chromium sends: the benches ask for pages as a browser does. */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Ratios as "median (min-max)", two decimals. */
export const spread = (xs: number[]) =>
  `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})`;

export type BuildOptions = {
  port: number;
  dataDir: string;
  /** PostgreSQL; PGlite in `dataDir` without it. */
  databaseUrl?: string;
  /** More settings (ADMIN_EMAIL, TRUST_PROXY...); they win over the defaults below. */
  env?: Record<string, string>;
  /** Node options before the entry (`--cpu-prof`, `--import`, a V8 flag to compare...). */
  nodeArgs?: string[];
};

/**
 * Starts the production build as the container image runs it: no V8 flag (server/node-flags.ts), its C
 * library's environment (a setting in the bench's own environment wins, to compare), production,
 * warnings only.
 */
export function startBuild(buildDir: string, options: BuildOptions): ChildProcess {
  return spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(buildDir, "server/main.js")], {
    cwd: root,
    env: {
      ...SERVER_PROCESS_ENVIRONMENT,
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      PUBLIC_URL: `http://localhost:${options.port}`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Signs in through the auth API; answers the cookies set (name=value pairs) for later requests. */
export async function signIn(
  base: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${credentials.email} failed: ${response.status}`);
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export async function waitFor(url: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** A process's CPU so far (utime + stime of all its threads, those ended included), in 1/100 s; 0 once gone. */
export function ticks(pid: number | string): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving `database` now (their CPU is the server's too); none without one. */
export async function backendPids(admin: pg.Client, database?: string): Promise<number[]> {
  if (!database) return [];
  const { rows } = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1", [
    database,
  ]);
  return rows.map((row) => row.pid);
}

/** Creates database `name` through `admin` (connected to `adminUrl`); answers the new database's URL. */
export async function createDatabase(admin: pg.Client, adminUrl: string, name: string): Promise<string> {
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `use` with a new database on the PostgreSQL server at `adminUrl`, dropped afterwards. */
export async function withPostgresDatabase<T>(
  adminUrl: string,
  prefix: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const url = await createDatabase(admin, adminUrl, name);
  await admin.end();
  try {
    return await use(url);
  } finally {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  }
}

/**
 * More Node or V8 flags for one build: BENCH_BUILD_FLAGS "build-before=--max-semi-space-size=8;other=..."
 * starts a build as it was started when it was main.
 */
export function nodeFlagsOf(build: string): string[] {
  for (const entry of (process.env.BENCH_BUILD_FLAGS ?? "").split(";")) {
    const at = entry.indexOf("=");
    if (at > 0 && entry.slice(0, at).trim() === build)
      return entry
        .slice(at + 1)
        .split(" ")
        .filter(Boolean);
  }
  return [];
}
