import type { Database } from "./client.ts";

/** What `db.transaction(async (tx) => ...)` hands its callback: the same queries, on one connection. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
