// Preloaded (`node --import`) into a production server a spec starts itself, to let a day and more pass
// in a moment: on SIGUSR2 the server's clock jumps forward by E2E_CLOCK_JUMP_MS and runs on from there,
// and it says so on standard output ("e2e clock jumped"), the state the spec waits for. Only the main
// thread's Date moves: every time the product compares (the 48-hour clock, jobs, sessions) is taken there;
// PGlite's thread keeps the real time. Never loaded outside these tests.
import { isMainThread } from "node:worker_threads";

const jumpMs = Number(process.env.E2E_CLOCK_JUMP_MS ?? 0);

if (isMainThread && jumpMs > 0) {
  const RealDate = Date;
  let offsetMs = 0;
  const now = () => RealDate.now() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    // `new Date()` is now; a Date of a given time is that time.
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    // `Date()` called as a function answers now as a string.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver)),
  });
  process.on("SIGUSR2", () => {
    offsetMs = jumpMs;
    process.stdout.write(`e2e clock jumped ${jumpMs} ms\n`);
  });
}
