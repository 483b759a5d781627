// A database the test can take away and give back, on both drivers. On PostgreSQL the app's services
// reach the test's database through a TCP proxy that is cut (every connection dropped, new ones
// refused), as a restart looks from the app. PGlite runs in this process (its own thread) and cannot be cut: its client
// answers every query with the error a killed connection gives (57P01) until restored.
import { embeddedDatabase, openDatabase } from "#server/db/client.ts";
import type { Services } from "#server/services.ts";
import { createServices } from "#server/services-factory.ts";
import { cuttableProxy } from "./cuttable-proxy.ts";
import type { TestContext } from "./test-services.ts";

export type CuttableDatabase = {
  /** Services over the database that `cut` takes away (the same data as the test context's). */
  services: Services;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function cuttableDatabase(t: TestContext): Promise<CuttableDatabase> {
  return t.databaseUrl ? cuttablePostgres(t, t.databaseUrl) : cuttablePglite(t);
}

async function cuttablePostgres(t: TestContext, databaseUrl: string): Promise<CuttableDatabase> {
  const proxy = await cuttableProxy(databaseUrl);
  const handle = openDatabase({ url: proxy.url }, () => {});
  return {
    services: createServices(t.services.config, handle.db, t.services.logger),
    cut: proxy.cut,
    restore: proxy.restore,
    async close() {
      proxy.close();
      await handle.close();
    },
  };
}

async function cuttablePglite(t: TestContext): Promise<CuttableDatabase> {
  const client = embeddedDatabase(t.services.db)!;
  let down = false;
  const killed = () =>
    Object.assign(new Error("terminating connection due to administrator command (test)"), {
      code: "57P01",
    });
  type Call = (...args: unknown[]) => Promise<unknown>;
  const calls = client as unknown as Record<"query" | "exec" | "transaction", Call>;
  const originals = { query: calls.query, exec: calls.exec, transaction: calls.transaction };
  for (const name of ["query", "exec", "transaction"] as const) {
    const original = originals[name];
    calls[name] = function (this: unknown, ...args: unknown[]) {
      return down ? Promise.reject(killed()) : original.apply(this, args);
    };
  }
  return {
    services: t.services,
    cut: async () => {
      down = true;
    },
    restore: async () => {
      down = false;
    },
    async close() {
      down = false;
      Object.assign(calls, originals);
    },
  };
}
