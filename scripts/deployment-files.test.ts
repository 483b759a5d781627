// The deployment files (Dockerfile, compose.yaml, deploy/nginx/nginx.conf, .env.example) cannot drift
// from the code: every variable they set is one the server reads, every file they copy or mount exists,
// the paths they probe are served, the nginx configuration passes `nginx -t`, and the README's
// configuration table lists every variable (decision 153). And they are fit for production (decision
// 179): compose delivers mail through a relay or refuses to start, every image pulled is a pinned
// release, and the proxy's access log holds no query strings.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "#server/config.ts";
import { SERVER_PROCESS_ENVIRONMENT } from "#server/node-flags.ts";
import { projectRoot } from "#server/paths.ts";
import { localNginxArguments, localNginxConf } from "../tests/e2e/nginx.ts";

const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");
const dockerfile = read("Dockerfile");
const compose = read("compose.yaml");
const nginxConf = read("deploy/nginx/nginx.conf");

/** The keys of the instances' `environment:` block in compose.yaml (the `x-app` anchor). */
function appEnvironment(): string[] {
  const block = /^x-app:[\s\S]*?^ {2}environment:\n((?: {4}.*\n)+)/m.exec(compose)?.[1];
  if (!block) throw new Error("compose.yaml has no x-app environment block");
  return [...block.matchAll(/^ {4}([A-Z0-9_]+):/gm)].map((m) => m[1]!);
}

/** compose.yaml's `x-` anchors and its services, each name with its own lines. */
function composeBlocks(): Map<string, string> {
  const blocks = new Map<string, string>();
  let section = "";
  let name = "";
  for (const line of compose.split("\n")) {
    if (/^\s*#/.test(line)) continue;
    const top = /^([\w-]+):/.exec(line);
    if (top) {
      section = top[1]!;
      name = section.startsWith("x-") ? section : "";
      if (name) blocks.set(name, "");
      continue;
    }
    const service = section === "services" ? /^ {2}([\w-]+):\s*$/.exec(line) : null;
    if (service) {
      name = service[1]!;
      blocks.set(name, "");
    } else if (name) blocks.set(name, `${blocks.get(name)}${line}\n`);
  }
  return blocks;
}

/** A release someone chose: a digest, or a tag with a version in it (not `latest`, not a bare name). */
function isPinned(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const colon = image.lastIndexOf(":");
  if (colon < image.lastIndexOf("/") + 1) return false;
  const tag = image.slice(colon + 1);
  return tag !== "latest" && /\d/.test(tag);
}

describe("deployment files", () => {
  it("set only variables the server reads, and every one the layout needs", () => {
    const environment = appEnvironment();
    for (const name of environment) expect(CONFIG_VARIABLES, `compose.yaml sets ${name}`).toContain(name);
    for (const needed of ["DATABASE_URL", "PUBLIC_URL", "TRUST_PROXY", "BETTER_AUTH_SECRET", "SMTP_URL"])
      expect(environment).toContain(needed);
    for (const s3 of CONFIG_VARIABLES.filter((name) => name.startsWith("S3_")))
      expect(environment, `compose.yaml sets ${s3}`).toContain(s3);

    const dockerEnv = /^ENV ([\s\S]*?)\n(?!\s)/m.exec(dockerfile)?.[1] ?? "";
    const dockerNames = [...dockerEnv.matchAll(/([A-Z_]+)=/g)].map((m) => m[1]!);
    expect(dockerNames.length).toBeGreaterThan(0);
    const processVariables: string[] = Object.keys(SERVER_PROCESS_ENVIRONMENT);
    for (const name of dockerNames)
      expect([...CONFIG_VARIABLES, ...processVariables], `Dockerfile sets ${name}`).toContain(name);
    for (const [name, value] of Object.entries(SERVER_PROCESS_ENVIRONMENT))
      expect(dockerEnv, `Dockerfile sets ${name}=${value}`).toMatch(new RegExp(`\\b${name}=${value}\\b`));
  });

  it("lists every variable in the README's configuration table", () => {
    const readme = read("README.md");
    for (const name of CONFIG_VARIABLES) expect(readme, name).toContain(`\`${name}\``);
  });

  it("copy, mount and run files that exist", () => {
    for (const [, source] of dockerfile.matchAll(/^COPY (?!--from)(\S+) /gm))
      expect(existsSync(path.join(projectRoot, source!)), `Dockerfile copies ${source}`).toBe(true);
    // What the runtime stage runs is what the build writes (scripts/build-server.mjs).
    expect(dockerfile).toContain('CMD ["node", "build/server/main.js"]');
    expect(read("scripts/build-server.mjs")).toContain('path.join(buildDir, "server/main.js")');
    // No V8 flag where the server starts: a semi-space size would override the database thread's own
    // young generation (server/db/pglite-thread.ts, decision 269).
    const start = JSON.parse(read("package.json")).scripts.start as string;
    expect(start).toBe("node scripts/start.mjs");
    for (const [file, text] of [
      ["Dockerfile", dockerfile],
      ["package.json", read("package.json")],
      ["docs/deployment.md", read("docs/deployment.md")],
    ] as const)
      expect(text, file).not.toMatch(/node[^\n]* --max-(semi|old)-space-size/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain("/api/health");
    expect(read("server/app.ts")).toContain('app.get("/api/health"');
    for (const [, file] of compose.matchAll(/- \.\/(\S+?):/g))
      expect(existsSync(path.join(projectRoot, file!)), `compose.yaml mounts ${file}`).toBe(true);
    // The proxy's upstreams are the compose services, on the port the instances listen on.
    for (const [, host, port] of nginxConf.matchAll(/^\s+server (\w+):(\d+)/gm)) {
      expect(compose, `nginx names ${host}`).toMatch(new RegExp(`^ {2}${host}:$`, "m"));
      expect(port).toBe("3000");
    }
    expect(compose).toContain('PORT: "3000"');
  });

  it("name in .env.example every variable compose.yaml requires", () => {
    const example = read(".env.example");
    for (const [, name] of compose.matchAll(/\$\{([A-Z0-9_]+):\?/g))
      expect(example, `.env.example names ${name}`).toMatch(new RegExp(`^${name}=`, "m"));
  });

  it("pull only pinned releases (the product's own image is built from this checkout)", () => {
    for (const image of [
      "postgres:16",
      "minio/mc:RELEASE.2025-08-13T08-35-41Z",
      `nginx@sha256:${"a".repeat(64)}`,
    ])
      expect(isPinned(image), image).toBe(true);
    for (const image of ["minio/minio:latest", "axllent/mailpit", "registry:5000/mailpit", "nginx:stable"])
      expect(isPinned(image), image).toBe(false);

    const pulled: string[] = [];
    for (const [name, block] of composeBlocks()) {
      const image = /^ +image: *(\S+)$/m.exec(block)?.[1];
      if (image && !/^ +build:/m.test(block)) pulled.push(image);
      else if (image) expect(name, "only the product's own image is built").toBe("x-app");
    }
    const args = Object.fromEntries(
      [...dockerfile.matchAll(/^ARG (\w+)=(\S+)$/gm)].map(([, key, value]) => [key!, value!]),
    );
    for (const [, from] of dockerfile.matchAll(/^FROM (\S+)/gm))
      pulled.push(from!.replace(/\$\{(\w+)\}/g, (_, key: string) => args[key] ?? ""));
    expect(pulled.length).toBeGreaterThanOrEqual(6);
    for (const image of pulled) expect(isPinned(image), `${image} is not a pinned release`).toBe(true);
  });

  it("deliver real mail: no SMTP_URL, no start; the mail catcher only in the dev profile", () => {
    const blocks = composeBlocks();
    // Compose refuses to start with `${SMTP_URL:?...}` unset: mail never silently goes nowhere.
    expect(/^ {4}SMTP_URL: *"?(.*?)"?$/m.exec(blocks.get("x-app")!)?.[1]).toMatch(/^\$\{SMTP_URL:\?[^}]+\}$/);
    const profiled = [...blocks].filter(([, block]) => /^ {4}profiles:/m.test(block)).map(([name]) => name);
    for (const [name, block] of blocks) {
      // Mailpit (or any catcher) accepts mail and delivers none: a development tool, never the default.
      if (/^ +image: *\S*(mailpit|mailhog|maildev)/m.test(block))
        expect(block, `${name} is in the dev profile`).toMatch(/^ {4}profiles: \[dev\]$/m);
      if (profiled.includes(name)) continue;
      for (const other of profiled)
        expect(block, `${name} must not need ${other}, which only the dev profile starts`).not.toMatch(
          new RegExp(`^ +(- )?${other}:?$|//${other}:`, "m"),
        );
    }
    expect(profiled).toContain("mail");
    const example = read(".env.example");
    expect(example).toMatch(/^SMTP_URL=$/m);
    expect(example).not.toContain("MAIL_RELAY");
  });

  it("log paths at the proxy, never query strings", () => {
    const formats = new Map(
      [...nginxConf.matchAll(/^\s*log_format\s+(\w+)\s+([^;]*);/gm)].map(([, name, format]) => [
        name!,
        format!,
      ]),
    );
    const logs = [...nginxConf.matchAll(/^\s*access_log\s+([^;]*);/gm)].map(([, value]) =>
      value!.split(/\s+/),
    );
    expect(logs.length).toBeGreaterThan(0);
    for (const [target, format] of logs) {
      if (target === "off") continue;
      // Without a format nginx writes "combined": the request line and the Referer, queries included.
      expect(format, `access_log ${target} names its format`).toBeDefined();
      expect(formats.has(format!), `log_format ${format} is defined`).toBe(true);
      expect(formats.get(format!)).toContain("$logged_path");
      expect(formats.get(format!)).not.toMatch(
        /\$(request|request_uri|args|query_string|is_args|arg_\w+|http_referer|remote_addr|http_x_forwarded_for)\b/,
      );
    }
    // The logged path is $uri (no query), with a reset link's token replaced.
    expect(nginxConf).toMatch(/map \$uri \$logged_path \{[^}]*default \$uri;/);
    expect(nginxConf).toContain("~^/api/auth/reset-password/ /api/auth/reset-password/[token];");
  });

  it("have an nginx configuration that nginx accepts", () => {
    const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);
    expect(nginx, "nginx is needed for this check (apt-get install nginx)").toBeDefined();
    const prefix = mkdtempSync(path.join(tmpdir(), "sd-nginx-check-"));
    try {
      mkdirSync(path.join(prefix, "temp"));
      // The compose services' names resolve only on the compose network: loopback stands in for them.
      const conf = path.join(prefix, "nginx.conf");
      writeFileSync(conf, localNginxConf(prefix, { port: 8080, upstreams: [3001, 3002] }));
      const output = execFileSync(nginx!, localNginxArguments(prefix, conf, "-t"), {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      expect(output).toBe("");
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr;
      throw new Error(`nginx -t refused deploy/nginx/nginx.conf: ${stderr ?? error}`);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
