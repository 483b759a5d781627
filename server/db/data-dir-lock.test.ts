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

const contenderArgs = () => ["--import", "tsx", "tests/support/lock-contender.ts", folder];

/** A process that tries to lock `folder` on "go" and holds the lock until its stdin closes. */
function contender() {
  return driven(spawn(process.execPath, contenderArgs()));
}

/**
 * A contender whose parent never reaps it: a shell starts it in the background (its stdin handed on
 * explicitly, as a background job's would be /dev/null) and then becomes `sleep`, which never waits
 * for children. Killed, the contender stays a zombie until the test kills its parent.
 */
function unreapedContender() {
  const script = 'exec 3<&0; "$0" "$@" <&3 & exec sleep 1000';
  return driven(spawn("sh", ["-c", script, process.execPath, ...contenderArgs()]));
}

/** The state letter of a process in /proc/<pid>/stat (R, S, Z...), or null once it is gone. */
function procState(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 1).trim()[0]!;
  } catch {
    return null;
  }
}

async function untilZombie(pid: number) {
  for (let i = 0; i < 500; i++) {
    const state = procState(pid);
    if (state === "Z") return;
    if (state === null) throw new Error(`process ${pid} was reaped: it never became a zombie`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`process ${pid} was killed but never became a zombie (state ${procState(pid)})`);
}

function driven(child: ChildProcess) {
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
    const lock = lockDataDir(folder);
    // Taken over, not merely left in place: ours now, refused to a second taker, removed on release.
    expect(() => lockDataDir(folder)).toThrow(`(pid ${process.pid})`);
    lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it.runIf(existsSync("/proc/self/stat"))(
    "takes over a lock whose holder was killed but not reaped (a zombie)",
    async () => {
      const holder = unreapedContender();
      await holder.ready();
      holder.go();
      expect(await holder.outcome()).toBe("acquired");
      const pid = Number(readFileSync(`${folder}.lock`, "utf8").trim());
      process.kill(pid, "SIGKILL");
      await untilZombie(pid);
      expect(() => process.kill(pid, 0)).not.toThrow(); // a zombie still answers: kill alone cannot tell

      const lock = lockDataDir(folder);
      expect(readFileSync(`${folder}.lock`, "utf8").trim()).toBe(String(process.pid));
      lock.release();
    },
  );

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
