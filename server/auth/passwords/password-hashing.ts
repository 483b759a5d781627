// Password hashing, one hash at a time per process. better-auth hashes with scrypt on libuv's thread
// pool (N 16384, r 16: a 32 MiB buffer for each hash, about 50 ms of a core). Concurrent sign-ins each
// held their own 32 MiB, so the process's memory jumped by 32 MiB per sign-in in flight, and four of
// them took every pool thread that file reads and compression also wait for. In a queue, hashing holds
// at most one buffer and one thread; a sign-in waits its turn, bounded by the attempt budgets
// (auth-throttle.ts). The hash itself (algorithm, parameters, stored format) is better-auth's own.
import { hashPassword, verifyPassword } from "better-auth/crypto";

/** Runs the functions it is given one after another, in the order given, whatever each one's outcome. */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}

const queue = oneAtATime();

export const passwordHashing = {
  hash: (password: string) => queue(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => queue(() => verifyPassword(data)),
};
