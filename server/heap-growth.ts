// How far V8 lets the heap grow past what survived its last full collection (decisions 156 and 166). By
// default it grows it up to four times when the server allocates fast, as page renders do: a live heap
// of 70 MB then stands at 250-300 MB of RSS, most of it garbage waiting for a collection. A quarter
// more collects more often and keeps the process near its live size (the 10-minute soak served as many
// requests per second at 25 as at 50, 15-20 MB lower); imported first by server/main.ts.
import { setFlagsFromString } from "node:v8";

export const HEAP_GROWING_PERCENT = 25;

setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
