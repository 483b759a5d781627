// The server's build bundles server/db twice (the server's bundle opens the database, React Router's runs
// the routes' statements): the routes must still find the embedded database's thread behind `db`, or
// their statements are never kept prepared on it (prepared-statement.ts).
import { expect, it } from "vitest";
import { embeddedDatabase } from "./client.ts";
import { PgliteThread } from "./pglite-thread.ts";

it("finds the database thread made by another copy of its module", async () => {
  const anotherCopy = "./pglite-thread.ts?another-copy";
  const other = (await import(/* @vite-ignore */ anotherCopy)) as typeof import("./pglite-thread.ts");
  const thread = Object.create(other.PgliteThread.prototype) as PgliteThread;
  expect(thread instanceof PgliteThread).toBe(false);
  expect(embeddedDatabase({ $client: thread } as never)).toBe(thread);
  expect(embeddedDatabase({ $client: {} } as never)).toBeNull();
});
