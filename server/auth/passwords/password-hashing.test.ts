import { describe, expect, it } from "vitest";
import { oneAtATime, passwordHashing } from "./password-hashing.ts";

describe("oneAtATime", () => {
  it("starts each function only after the one before it has settled, in order, failures included", async () => {
    const queue = oneAtATime();
    const events: string[] = [];
    let running = 0;
    const releases: (() => void)[] = [];
    const task = (name: string, fail = false) =>
      queue(async () => {
        running++;
        events.push(`start ${name} (${running} running)`);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = [task("a"), task("b", true), task("c")].map((p) =>
      p.catch((e: Error) => `failed ${e.message}`),
    );
    // Release each task as it starts: only then does the next one start.
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => releases.length).toBe(i + 1);
      expect(running).toBe(1);
      releases[i]!();
    }
    expect(await Promise.all(results)).toEqual(["a", "failed b", "c"]);
    expect(events).toEqual([
      "start a (1 running)",
      "end a",
      "start b (1 running)",
      "end b",
      "start c (1 running)",
      "end c",
    ]);
  });
});

describe("passwordHashing", () => {
  it("hashes and verifies as better-auth does, concurrent calls included", async () => {
    const [first, second] = await Promise.all([
      passwordHashing.hash("Correct horse 1!"),
      passwordHashing.hash("Correct horse 2!"),
    ]);
    const checks = await Promise.all([
      passwordHashing.verify({ hash: first, password: "Correct horse 1!" }),
      passwordHashing.verify({ hash: second, password: "Correct horse 1!" }),
      passwordHashing.verify({ hash: second, password: "Correct horse 2!" }),
    ]);
    expect(checks).toEqual([true, false, true]);
  });
});
