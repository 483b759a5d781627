// The embedded database belongs to one process. PGlite itself takes no lock: two instances on one
// folder both start, then overwrite each other's pages (acknowledged rows lost, indexes that disagree
// with their tables). So the folder gets a lock file beside it, `<folder>.lock`, holding the owner's pid.
//
// Taking it is atomic: the pid is written to a private file first, then hard-linked to the lock path,
// which fails if the lock exists (so nobody ever reads a half-written lock). A lock whose pid is no
// longer alive was left by a crash and is taken over; the takeover itself runs under a second lock,
// `<folder>.lock.takeover`, so two starting processes cannot both remove the stale lock and both win.
//
// "Alive" means running: a process killed but not yet reaped by its parent (a zombie, as under an init
// or container runtime that does not reap) still answers kill(pid, 0), yet holds nothing. On Linux its
// state in /proc/<pid>/stat tells; where there is no /proc, kill(pid, 0) decides alone.
import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";

export class DataDirLockedError extends Error {}

export type DataDirLock = { path: string; release(): void };

/** Locks held by this process: a lock file with our own pid is only ours if it is in here. */
const heldHere = new Set<string>();

export function lockDataDir(folder: string): DataDirLock {
  const lockPath = `${folder}.lock`;
  // Each round either takes the lock, refuses, or clears a stale lock; contention ends in a few rounds.
  for (let round = 0; round < 100; round++) {
    if (createWithPid(lockPath)) return held(lockPath);
    const owner = readOwner(lockPath);
    if (owner === "gone") continue; // released meanwhile
    if (owner !== "unreadable" && isAlive(owner, lockPath)) {
      throw new DataDirLockedError(
        `The database folder ${folder} is in use by another process (pid ${owner}): stop it, or give this instance its own DATA_DIR.`,
      );
    }
    takeOverStale(folder, lockPath, owner);
  }
  throw new DataDirLockedError(
    `The database folder ${folder} could not be locked: other processes keep taking and releasing ${lockPath}.`,
  );
}

function held(lockPath: string): DataDirLock {
  heldHere.add(lockPath);
  // A start-up that fails after this point exits without closing the database: release on exit too.
  const release = () => {
    process.off("exit", release);
    if (!heldHere.delete(lockPath)) return;
    try {
      if (readOwner(lockPath) === process.pid) unlinkSync(lockPath);
    } catch {
      // Left in place, it is stale once we are gone: the next start takes it over.
    }
  };
  process.on("exit", release);
  return { path: lockPath, release };
}

/** Creates `path` holding our pid, atomically; false if it already exists. */
function createWithPid(path: string): boolean {
  const draft = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, `${process.pid}\n`, { flag: "wx" });
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function readOwner(path: string): number | "gone" | "unreadable" {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "gone";
    throw error;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : "unreadable";
}

function isAlive(pid: number, lockPath: string): boolean {
  // Our own pid in a lock we do not hold: left by an earlier run that had the same pid (containers
  // restart with the same pid).
  if (pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
    // EPERM: the process exists but belongs to another user; it may still be a zombie.
  }
  return !isZombie(pid);
}

/** True only when /proc says the process has exited and waits to be reaped (state Z, or X: dying). */
function isZombie(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return false; // no /proc (not Linux), or not readable here: kill(pid, 0) decides
  }
  // "pid (command) state ...": the command may hold spaces and parentheses, so read after the last ")".
  const state = stat.slice(stat.lastIndexOf(")") + 1).trim()[0];
  return state === "Z" || state === "X";
}

/** Removes a stale lock, unless another process is already doing so (then the next round decides). */
function takeOverStale(folder: string, lockPath: string, staleOwner: number | "unreadable") {
  const takeover = `${lockPath}.takeover`;
  if (!createWithPid(takeover)) {
    const other = readOwner(takeover);
    if (other === "gone" || (other !== "unreadable" && isAlive(other, takeover))) {
      pause(10);
      return;
    }
    throw new DataDirLockedError(
      `The database folder ${folder} has a lock left by a start-up that crashed while taking it over: if no instance is running, delete ${takeover}.`,
    );
  }
  try {
    // Only a takeover holder removes a lock it does not own, so the lock cannot change under us here.
    if (readOwner(lockPath) === staleOwner) unlinkSync(lockPath);
  } finally {
    unlinkSync(takeover);
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
