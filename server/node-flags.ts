// V8 flags the server process starts with (decision 160). They size the heap when the process starts,
// so they cannot be set from inside it (server/heap-growth.ts sets what can be): every way of starting
// the server passes them on its command line: `npm start` (package.json), the Dockerfile's CMD and the
// benches. scripts/deployment-files.test.ts keeps those in line with this list.
//
// --max-semi-space-size=8: by default V8 grows the young generation to two 16 MB semi-spaces under a
// server's allocation rate, about 35 MB more than two of 4 MB under the soak's traffic. At 4 a page's
// objects outlived two scavenges under ten concurrent requests and were promoted, so the old
// generation was collected every ~100 requests; 8 cuts most of that and stays under the memory goals
// (decision 160's addendum).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"] as const;

// What the process's environment holds when it starts, for the C library rather than for us (decision
// 164): the container image sets it (the Dockerfile's ENV, kept in line by the same test), and
// docs/deployment.md asks the same of any other Linux host.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own malloc arena (the server has 11:
// V8's four platform workers, libuv's four, the main one and two more), 3-6 MB each under traffic.
// Two arenas cut the PostgreSQL process's RSS by 15-20 MB over the 10-minute soak, at no measured cost.
export const SERVER_PROCESS_ENVIRONMENT = { MALLOC_ARENA_MAX: "2" } as const;
