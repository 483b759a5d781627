// How far V8 lets the heap grow past what survived its last full collection (decision 156). By default
// it grows it up to four times when the server allocates fast, as page renders do: a live heap of
// 70 MB then stands at 250-300 MB of RSS, most of it garbage waiting for a collection. Half again as
// much collects more often and keeps the process near its live size; imported first by server/main.ts.
import { setFlagsFromString } from "node:v8";

export const HEAP_GROWING_PERCENT = 50;

setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
