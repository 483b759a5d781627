// Run before each integration file (setupFiles in vitest.config.ts). The fixtures create and sign in
// accounts with the same few passwords over and over: about 1,050 scrypt runs per database, 125 ms of a
// core each on CI's machine, a fifth of the suite's CPU. Here each distinct password is hashed once per
// worker and each (hash, password) pair verified once, by the product's own hashing (better-auth's
// scrypt, one at a time); a wrong password is still verified for real. Accounts made with the same
// password then store the same hash (one salt), which no test tells apart. better-auth reads the
// functions when services are made, after this file has run.
import { passwordHashing } from "#server/auth/passwords/password-hashing.ts";

const remembered = Symbol.for("sovereign-defence.test.remembered-password-hashes");
const hashing = passwordHashing as typeof passwordHashing & { [remembered]?: true };

if (!hashing[remembered]) {
  const { hash, verify } = passwordHashing;
  const hashes = new Map<string, Promise<string>>();
  const verdicts = new Map<string, Promise<boolean>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, work: () => Promise<T>) => {
    let result = cache.get(key);
    if (!result) {
      result = work();
      cache.set(key, result);
      result.catch(() => cache.delete(key));
    }
    return result;
  };
  hashing.hash = (password) => once(hashes, password, () => hash(password));
  hashing.verify = (data) => once(verdicts, JSON.stringify([data.hash, data.password]), () => verify(data));
  hashing[remembered] = true;
}
