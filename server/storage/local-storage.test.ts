// The local folder lists its files the way the bucket does, for `npm run storage:check`.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.ts";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "sd-local-storage-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("local storage listing", () => {
  it("yields every file under a folder, nested ones included, with its time, and nothing for a missing folder", async () => {
    const storage = createLocalStorage(dataDir);
    const before = Date.now();
    await storage.put("program-images/a.webp", Buffer.from("a"), "image/webp");
    await storage.put("variants/480/program-images/a.webp", Buffer.from("b"), "image/webp");
    const listed = [];
    for await (const file of storage.list("variants/")) listed.push(file);
    expect(listed.map((f) => f.key)).toEqual(["variants/480/program-images/a.webp"]);
    // Its write time: not before the write (file systems keep coarse times, hence the second's slack).
    expect(listed[0]!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    const none = [];
    for await (const file of storage.list("nothing-here/")) none.push(file);
    expect(none).toEqual([]);
  });
});
