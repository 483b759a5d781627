// A real nginx in front of production servers started by a spec (reverse-proxy.test.ts: one upstream
// behind a proxy that sets its own Host; production-layout.test.ts: two instances, with retries).
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

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

export type NginxProxy = { url: string; output: () => string; stop(): Promise<void> };

export type ProxyOptions = {
  /** Loopback port nginx listens on. */
  port: number;
  /** The product's ports; more than one makes an upstream group that nginx balances round robin. */
  upstreams: number[];
  /** The Host header sent upstream (default: the client's). */
  hostHeader?: string;
  /** Lines added to the `location /` block (proxy_next_upstream and the like). */
  location?: string[];
};

/** Starts nginx and waits until the product's health check answers through it. */
export async function startProxy(options: ProxyOptions): Promise<NginxProxy> {
  const nginx = nginxPath();
  const prefix = mkdtempSync(path.join(tmpdir(), "sd-nginx-"));
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir));
  const temp = (name: string) => path.join(prefix, "temp", name);
  const conf = path.join(prefix, "nginx.conf");
  const servers = options.upstreams.map((port) => `    server 127.0.0.1:${port};`).join("\n");
  writeFileSync(
    conf,
    `daemon off;
master_process off;
pid ${path.join(prefix, "nginx.pid")};
error_log stderr warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${temp("client-body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  upstream product {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://product;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host ${options.hostHeader ?? "$http_host"};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
${(options.location ?? []).map((line) => `      ${line}`).join("\n")}
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
  const url = `http://127.0.0.1:${options.port}`;
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
    if (status === 200) return { url, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`waiting for nginx on ${url} to proxy the health check (last: ${status}):\n${output}`);
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
}
