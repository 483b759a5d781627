import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderBothBuilds } from "../../tests/support/render-both-builds.ts";
import { RenderedDocument } from "./rendered-document.ts";

/** What the document passes on, chunk by chunk. */
function chunksOf(document: RenderedDocument) {
  const chunks: string[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

function expectSameDocument({ node, strings }: { node: string; strings: string }) {
  expect(node).toContain("Arrived, ünïcödé ✓");
  expect(node).toContain('nonce="n0nce"');
  expect(strings).toBe(node);
}

describe("RenderedDocument (where React's renderer writes a page)", () => {
  it("passes on what was written since the last flush as one chunk, and nothing for an empty flush", async () => {
    const document = new RenderedDocument();
    const chunks = chunksOf(document);
    document.write("<html>");
    document.write("<body>");
    document.write("<p>Café</p>");
    expect(chunks).toEqual([]);
    document.flush();
    document.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><body><p>Café</p>"]);
  });

  it("keeps streaming at each flush, keeps bytes in their place, and passes on the rest when it ends", async () => {
    const document = new RenderedDocument();
    const chunks = chunksOf(document);
    document.write("shell");
    document.flush();
    document.write("late ");
    document.write(new TextEncoder().encode("bytes "));
    document.write("boundary");
    document.end();
    await new Promise((resolve) => document.on("end", resolve));
    expect(chunks).toEqual(["shell", "late ", "bytes ", "boundary"]);
  });

  it("receives from React's string build the very bytes its Node build writes (development)", async () => {
    expectSameDocument(await renderBothBuilds());
  });

  it("receives the very bytes in React's production builds, those the server runs", () => {
    const script = path.resolve(import.meta.dirname, "../../tests/support/render-both-builds.ts");
    const out = execFileSync(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    expectSameDocument(JSON.parse(out));
  });
});
