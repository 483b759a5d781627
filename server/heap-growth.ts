// How far V8 lets the heap grow past what survived its last full collection (decisions 156, 166, 259).
// By default it grows it up to four times when the server allocates fast, as page renders do: a live
// heap of 70 MB then stands at 250-300 MB of RSS, most of it garbage waiting for a collection. Half
// again keeps the process near its live size; less than that (a quarter, decision 166) made full
// collections, each marking the whole live heap in V8's worker threads, twice as frequent. What the
// server loads and never runs (decisions 257, 258) is kept out of the live heap that this multiplies.
// Imported first by server/main.ts.
import { setFlagsFromString } from "node:v8";

export const HEAP_GROWING_PERCENT = 50;

setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
