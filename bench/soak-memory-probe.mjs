// Loaded into the soak's server process with `node --import` (bench/soak.ts): every second it writes the
// process's memory as Node sees it (V8 heap, external memory such as PGlite's WebAssembly memory, array
// buffers) as one JSON line to SOAK_PROBE_FILE. The server's own code is not changed for the bench.
import { appendFileSync } from "node:fs";

const file = process.env.SOAK_PROBE_FILE;
if (file) {
  setInterval(() => {
    const m = process.memoryUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ at: Date.now(), heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers })}\n`,
    );
  }, 1000).unref();
}
