// Run before each integration file (setupFiles in vitest.config.ts). The files of a worker share one
// process (isolate: false), and @hono/node-server puts its own Request and Response on the global
// object when a file starts a server: each file starts from Node's own, as it did in a fresh process.
type Saved = { Request: typeof Request; Response: typeof Response };
const key = Symbol.for("sovereign-defence.test.native-globals");
const holder = globalThis as unknown as Record<symbol, Saved | undefined>;
holder[key] ??= { Request: globalThis.Request, Response: globalThis.Response };
for (const [name, value] of Object.entries(holder[key]))
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
