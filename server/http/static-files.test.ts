import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { listen } from "#tests/support/listening-server.ts";
import { staticFiles } from "./static-files.ts";

const root = mkdtempSync(path.join(tmpdir(), "sd-static-"));
mkdirSync(path.join(root, "assets"));
writeFileSync(path.join(root, "robots.txt"), "User-agent: *\n");
writeFileSync(path.join(root, "assets/app-1234.js"), "console.log(1);\n".repeat(200));
writeFileSync(path.join(root, "assets/app-1234.js.br"), "brotli bytes");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new Hono();
app.use("*", staticFiles({ root, precompressed: true }));
app.all("*", (c) => c.text(`page ${c.req.path}`));

describe("the build's files, listed at start", () => {
  it("serves a listed file, and its precompressed variant to a client that accepts it", async () => {
    const server = await listen(app.fetch);
    try {
      const text = await fetch(`${server.url}/robots.txt`);
      expect(await text.text()).toBe("User-agent: *\n");
      const asset = await fetch(`${server.url}/assets/app-1234.js`, { headers: { "accept-encoding": "br" } });
      expect(asset.headers.get("content-encoding")).toBe("br");
    } finally {
      await server.close();
    }
  });

  it("hands every other path on without looking at the disk: a file added after start is not served", async () => {
    writeFileSync(path.join(root, "added-later.txt"), "late");
    const answer = await app.request("/added-later.txt");
    expect(await answer.text()).toBe("page /added-later.txt");
    expect(await (await app.request("/members/settings")).text()).toBe("page /members/settings");
  });
});
