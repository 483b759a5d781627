// A real nginx in front of production servers started by a spec, running the shipped
// deploy/nginx/nginx.conf (reverse-proxy.test.ts: one upstream behind a proxy that sets its own Host;
// production-layout.test.ts: two instances, with retries).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { projectRoot } from "#server/paths.ts";

/** nginx, as CI installs it (.ci/run); NGINX_PATH overrides. Missing, the test fails rather than skips. */
export function nginxPath(): string {
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

export type NginxProxy = {
  url: string;
  output: () => string;
  /** The access log's lines so far, as the shipped configuration writes them. */
  accessLog: () => string;
  stop(): Promise<void>;
};

export type ProxyOptions = {
  /** Loopback port nginx listens on. */
  port: number;
  /** The product's ports, in place of the shipped upstream's compose services (balanced round robin). */
  upstreams: number[];
  /** The Host header sent upstream instead of the shipped `$host`: a proxy that sets its own. */
  hostHeader?: string;
};

export const SHIPPED_NGINX_CONF = path.join(projectRoot, "deploy/nginx/nginx.conf");

/** Replaces what `pattern` matches, and fails when the shipped file no longer has it. */
function substitute(conf: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(conf)) throw new Error(`deploy/nginx/nginx.conf no longer has ${what} (${pattern})`);
  return conf.replace(pattern, replacement);
}

/**
 * deploy/nginx/nginx.conf as the tests run it, under `prefix` and on loopback: the upstream servers'
 * addresses (their parameters kept), the listening port and the file paths substituted, and nothing
 * else (decision 179), so what ships is what is tested. `hostHeader` is the one deliberate exception.
 */
export function localNginxConf(prefix: string, options: ProxyOptions): string {
  let conf = readFileSync(SHIPPED_NGINX_CONF, "utf8");
  const serverLine = /^( +)server app\d+:3000([^;]*);\n/m.exec(conf);
  if (!serverLine) throw new Error("deploy/nginx/nginx.conf has no `server appN:3000` upstream line");
  const [, indent, parameters] = serverLine;
  const servers = options.upstreams.map((port) => `${indent}server 127.0.0.1:${port}${parameters};\n`);
  conf = substitute(conf, /^( +server app\d+:3000[^;]*;\n)+/m, servers.join(""), "the upstream servers");
  conf = substitute(conf, /^( +)listen 80;$/m, `$1listen 127.0.0.1:${options.port};`, "`listen 80;`");
  conf = substitute(
    conf,
    /\/var\/log\/nginx\/access\.log/,
    path.join(prefix, "access.log"),
    "the access log's path",
  );
  // Debian's nginx keeps request bodies under /var/lib/nginx: the prefix instead (the same directives'
  // defaults, relocated).
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${path.join(prefix, "temp", kind)};`)
    .join("\n");
  conf = substitute(conf, /^http \{$/m, `http {\n${temp}`, "the http block");
  if (options.hostHeader)
    conf = substitute(
      conf,
      /proxy_set_header Host \$host;/,
      `proxy_set_header Host ${options.hostHeader};`,
      "`proxy_set_header Host $host;`",
    );
  return conf;
}

/** nginx's command line for a configuration written by localNginxConf: in the foreground, one process. */
export function localNginxArguments(prefix: string, conf: string, ...more: string[]): string[] {
  // -e: nginx opens its error log before reading the configuration; keep it out of /var/log.
  const globals = `daemon off; master_process off; pid ${path.join(prefix, "nginx.pid")};`;
  return ["-e", "stderr", "-p", prefix, "-c", conf, "-g", globals, ...more];
}

/** Starts the shipped nginx configuration and waits until the product's health check answers through it. */
export async function startProxy(options: ProxyOptions): Promise<NginxProxy> {
  const nginx = nginxPath();
  const prefix = mkdtempSync(path.join(tmpdir(), "sd-nginx-"));
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir));
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(conf, localNginxConf(prefix, options));
  const child: ChildProcess = spawn(nginx, localNginxArguments(prefix, conf), {
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
  const url = `http://127.0.0.1:${options.port}`;
  const accessLog = () => {
    const file = path.join(prefix, "access.log");
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  };
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
    if (status === 200) return { url, output: () => output, accessLog, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`waiting for nginx on ${url} to proxy the health check (last: ${status}):\n${output}`);
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}
