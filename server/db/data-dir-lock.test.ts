import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";

let root: string;
let folder: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "sd-lock-"));
  folder = path.join(root, "db");
});
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
  rmSync(root, { recursive: true, force: true });
});

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

/** The pid of a process that has come and gone: what a crashed instance leaves in its lock. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await exited(child);
  return child.pid!;
}

/** A process that tries to lock `folder` on "go" and holds the lock until its stdin closes. */
function contender() {
  const child = spawn(process.execPath, ["--import", "tsx", "server/testing/lock-contender.ts", folder]);
  children.push(child);
  let output = "";
  child.stdout!.setEncoding("utf8").on("data", (d: string) => {
    output += d;
  });
  const lineAfterReady = () => output.split("\n")[1] ?? "";
  const until = (what: string, done: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (done()) resolve();
        else if (child.exitCode !== null) reject(new Error(`contender exited while ${what}: ${output}`));
        else child.stdout!.once("data", check);
      };
      check();
    });
  return {
    ready: () => until("waiting for it to be ready", () => output.startsWith("ready\n")),
    go: () => child.stdin!.write("go\n"),
    outcome: async () => {
      await until("waiting for its outcome", () => lineAfterReady().length > 0 && output.endsWith("\n"));
      return lineAfterReady();
    },
  };
}

describe("the database folder lock", () => {
  it("holds the owner's pid, refuses a second taker, and is gone once released", () => {
    const lock = lockDataDir(folder);
    expect(readFileSync(`${folder}.lock`, "utf8").trim()).toBe(String(process.pid));
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(folder)).toThrow(`The database folder ${folder} is in use`);
    lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockDataDir(folder).release();
  });

  it("refuses while the pid in the lock is alive", async () => {
    const owner = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
    children.push(owner);
    writeFileSync(`${folder}.lock`, `${owner.pid}\n`);
    expect(() => lockDataDir(folder)).toThrow(`(pid ${owner.pid})`);
  });

  it("takes over a lock left by a process that is gone", async () => {
    writeFileSync(`${folder}.lock`, `${await deadPid()}\n`);
    const lock = lockDataDir(folder);
    expect(readFileSync(`${folder}.lock`, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a lock with its own pid that it does not hold (a restarted container)", () => {
    writeFileSync(`${folder}.lock`, `${process.pid}\n`);
    lockDataDir(folder).release();
  });

  it.each([{ left: "no lock" }, { left: "a stale lock" }])(
    "lets exactly one of six processes starting at once take it ($left)",
    async ({ left }) => {
      if (left === "a stale lock") writeFileSync(`${folder}.lock`, `${await deadPid()}\n`);
      const racers = Array.from({ length: 6 }, contender);
      await Promise.all(racers.map((r) => r.ready()));
      for (const racer of racers) racer.go();
      const outcomes = await Promise.all(racers.map((r) => r.outcome()));
      expect(outcomes.filter((o) => o === "acquired")).toHaveLength(1);
      expect(outcomes.filter((o) => o.startsWith("refused: The database folder"))).toHaveLength(5);
      expect(existsSync(`${folder}.lock.takeover`)).toBe(false);
    },
  );
});
