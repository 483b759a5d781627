// The deployment files (Dockerfile, compose.yaml, deploy/nginx/nginx.conf, .env.example) cannot drift
// from the code: every variable they set is one the server reads, every file they copy or mount exists,
// the paths they probe are served, the nginx configuration passes `nginx -t`, and the README's
// configuration table lists every variable (decision 153).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "#server/config.ts";
import { SERVER_NODE_FLAGS, SERVER_PROCESS_ENVIRONMENT } from "#server/node-flags.ts";
import { projectRoot } from "#server/paths.ts";

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
    expect(dockerfile).toContain(
      `CMD ${JSON.stringify(["node", ...SERVER_NODE_FLAGS, "build/server/main.js"]).replaceAll(",", ", ")}`,
    );
    expect(read("scripts/build-server.mjs")).toContain('path.join(buildDir, "server/main.js")');
    // `npm start` gives the server's V8 flags too (they cannot be set once the process runs).
    const start = JSON.parse(read("package.json")).scripts.start as string;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`);
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

  it("have an nginx configuration that nginx accepts", () => {
    const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync);
    expect(nginx, "nginx is needed for this check (apt-get install nginx)").toBeDefined();
    const prefix = mkdtempSync(path.join(tmpdir(), "sd-nginx-check-"));
    try {
      mkdirSync(path.join(prefix, "temp"));
      // The compose services' names resolve only on the compose network: loopback stands in for them.
      const local = nginxConf
        .replace(/server app(\d):3000/g, "server 127.0.0.1:300$1")
        .replace("/var/log/nginx/access.log", `${prefix}/access.log`)
        .replace(
          /^http \{$/m,
          `http {\n  client_body_temp_path ${prefix}/temp/body;\n  proxy_temp_path ${prefix}/temp/proxy;`,
        );
      const conf = path.join(prefix, "nginx.conf");
      writeFileSync(conf, local);
      const output = execFileSync(
        nginx!,
        ["-t", "-e", "stderr", "-p", prefix, "-c", conf, "-g", `pid ${prefix}/nginx.pid;`],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      expect(output).toBe("");
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr;
      throw new Error(`nginx -t refused deploy/nginx/nginx.conf: ${stderr ?? error}`);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
