// The server starts with no V8 flag on its command line (decisions 160, 269). Its young generation is
// V8's default, two 16 MB semi-spaces: smaller ones (4, then 8 MB) made a page's objects outlive two
// scavenges under ten concurrent requests and be promoted, and full collections came that much more
// often. The embedded database's thread keeps two of 8 MB through its Worker's resource limits
// (server/db/pglite-thread.ts), which a `--max-semi-space-size` flag would override for every thread:
// scripts/deployment-files.test.ts checks that none of the ways of starting the server passes one.
// The old generation's growth is set from inside the process (server/heap-growth.ts).
//
// What the process's environment holds when it starts, for the C library rather than for us (decision
// 164): the container image sets it (the Dockerfile's ENV, kept in line by the same test), and
// docs/deployment.md asks the same of any other Linux host.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own malloc arena (the server has 11:
// V8's four platform workers, libuv's four, the main one and two more), 3-6 MB each under traffic.
// Two arenas cut the PostgreSQL process's RSS by 15-20 MB over the 10-minute soak, at no measured cost.
export const SERVER_PROCESS_ENVIRONMENT = { MALLOC_ARENA_MAX: "2" } as const;
