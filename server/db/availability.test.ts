import net from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "#tests/support/test-services.ts";
import {
  isClientAbort,
  isDatabaseUnavailable,
  noteDatabaseError,
  noteDatabaseReachable,
  unavailabilityCode,
  watchDatabaseOutages,
} from "./availability.ts";
import { openDatabase } from "./client.ts";

/** What drizzle throws: its own error, with the driver's error as the cause. */
const wrapped = (cause: object) =>
  Object.assign(new Error("Failed query: select * from consultations where email = $1\nparams: a@b.c"), {
    cause,
  });

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "a killed connection",
      { code: "57P01", message: "terminating connection due to administrator command" },
    ],
    ["a server starting up", { code: "57P03", message: "the database system is starting up" }],
    [
      "a refused connection",
      { code: "ECONNREFUSED", syscall: "connect", message: "connect ECONNREFUSED 127.0.0.1:5432" },
    ],
    ["a dropped socket", new Error("Connection terminated unexpectedly")],
    ["a broken client", new Error("Client has encountered a connection error and is not queryable")],
    ["no free connection in time", new Error("timeout exceeded when trying to connect")],
  ])("recognises %s, also inside drizzle's error", (_, cause) => {
    expect(isDatabaseUnavailable(cause)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(cause))).toBe(true);
  });

  it.each([
    ["a unique violation", { code: "23505", message: "duplicate key value" }],
    ["a syntax error", { code: "42601", message: "syntax error" }],
    ["a plain bug", new TypeError("x is undefined")],
  ])("leaves %s alone", (_, cause) => {
    expect(isDatabaseUnavailable(wrapped(cause))).toBe(false);
  });

  it("leaves a client's aborted upload alone: Node's ECONNRESET from the request body, not a database socket", () => {
    const clientGone = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    expect(isDatabaseUnavailable(clientGone)).toBe(false);
    expect(isDatabaseUnavailable(new Error("The form could not be read", { cause: clientGone }))).toBe(false);
    expect(isClientAbort(new Error("The form could not be read", { cause: clientGone }))).toBe(true);
    const databaseSocket = Object.assign(new Error("read ECONNRESET"), {
      code: "ECONNRESET",
      syscall: "read",
    });
    expect(isDatabaseUnavailable(wrapped(databaseSocket))).toBe(true);
    expect(isClientAbort(wrapped(databaseSocket))).toBe(false);
  });

  it("names the outage by its code for the log", () => {
    expect(unavailabilityCode(wrapped({ code: "57P01" }))).toBe("57P01");
    expect(unavailabilityCode(new Error("Connection terminated unexpectedly"))).toBe("connection-lost");
  });
});

describe("an outage in the log", () => {
  /** A port nothing listens on: connections to it are refused at once. */
  async function closedPort() {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }

  it("is reported once when it starts and once when it ends, whatever meets it in between", async () => {
    noteDatabaseReachable(); // no outage left over from another test
    const seen: string[] = [];
    const stop = watchDatabaseOutages({
      started: (code) => seen.push(`started ${code}`),
      ended: ({ code }) => seen.push(`ended ${code}`),
    });
    try {
      const handle = openDatabase(
        { url: `postgres://nobody@127.0.0.1:${await closedPort()}/none` },
        () => {},
      );
      for (let i = 0; i < 3; i++) {
        await expect(handle.db.execute(sql`SELECT 1`)).rejects.toSatisfy(isDatabaseUnavailable);
      }
      noteDatabaseError(wrapped({ code: "57P01" }));
      await handle.close();
      expect(seen).toEqual(["started ECONNREFUSED"]);
      noteDatabaseReachable(); // what the pool does on the next query that succeeds
      noteDatabaseReachable();
      expect(seen).toEqual(["started ECONNREFUSED", "ended ECONNREFUSED"]);
    } finally {
      stop();
    }
  });

  it("turns a route's or a job's failure line into debug when its cause is the outage", async () => {
    const lines: string[] = [];
    const t = await createTestContext({ LOG_LEVEL: "debug" }, { log: (line) => lines.push(line) });
    try {
      const outage = wrapped({
        code: "57P01",
        message: "terminating connection due to administrator command",
      });
      t.services.logger.error({ err: outage, reqId: "r1" }, "application could not be saved");
      t.services.logger.error({ err: outage }, "job pass failed");
      t.services.logger.error({ err: new TypeError("a bug") }, "job pass failed");
      const levels = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(levels.map(({ level, msg }) => `${level} ${msg}`)).toEqual([
        "20 application could not be saved",
        "20 job pass failed",
        "50 job pass failed",
      ]);
      expect(lines.join("\n")).not.toMatch(/select \*/i);
    } finally {
      await t.close();
    }
  });
});
