// Requests that do not arrive hold no connection: headers that never end, a body that stalls and a
// body that never ends are answered 408 and their connection closed, each logged at info. A body that
// keeps coming, however slowly, and an answer that takes its time once the body is in, are not cut.
// The server's bounds are shortened here (production's are in connection-refusals.ts).
import type net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { REQUEST_TIMEOUTS, type RequestTimeouts, requestTimeouts } from "#server/http/connection-refusals.ts";
import {
  closed,
  connect,
  type ListeningServer,
  listen,
  readAnswer,
} from "#tests/support/listening-server.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

const timeouts: RequestTimeouts = { headersMs: 500, bodyIdleMs: 1_000, requestMs: 4_000, checkEveryMs: 100 };

let t: TestContext;
let server: ListeningServer;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestContext({}, { log: (line) => lines.push(line) });
  // Echoes the body; /slow answers once three stall bounds have passed after the body is in.
  const app = createApp({
    services: t.services,
    reactRouter: async (request) => {
      const body = await request.text();
      if (new URL(request.url).pathname === "/slow")
        await new Promise((resolve) => setTimeout(resolve, timeouts.bodyIdleMs * 3));
      return new Response(`got ${body.length}`);
    },
  });
  server = await listen(app.fetch, { logger: t.services.logger, timeouts });
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const head = (path: string, length?: number) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\n` +
  `Content-Type: application/x-www-form-urlencoded\r\n${length === undefined ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`}\r\n\r\n`;

type Entry = { level: number; msg?: string; status?: number };
const entries = () => lines.map((line) => JSON.parse(line) as Entry);

/** Writes `count` pieces of a body, one every `gapMs`, until told to stop or the server closes. */
function trickle(socket: net.Socket, count: number, gapMs: number, piece: () => string) {
  return new Promise<void>((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || sent === count) {
        clearInterval(timer);
        return resolve();
      }
      socket.write(piece());
      sent++;
    }, gapMs);
  });
}

it("answers a body that stops arriving with 408 and closes its connection", async () => {
  lines.length = 0;
  const socket = await connect(server.port);
  const answer = readAnswer(socket);
  socket.write(`${head("/apply", 100)}title`);
  expect((await answer).head).toMatch(/^HTTP\/1\.1 408 /);
  await closed(socket);
  // Logged once the app has seen the body break off.
  await expect.poll(entries).toContainEqual(expect.objectContaining({ msg: "request refused", status: 408 }));
  expect(entries().filter((e) => e.level >= 50)).toEqual([]);
});

it("answers headers that never end with 408 and closes the connection", async () => {
  lines.length = 0;
  const socket = await connect(server.port);
  const answer = readAnswer(socket);
  socket.write("GET / HTTP/1.1\r\nHost: localhost:3000\r\nX-Slow: ");
  expect((await answer).head).toMatch(/^HTTP\/1\.1 408 /);
  await closed(socket);
  expect(entries()).toContainEqual(
    expect.objectContaining({ msg: "request refused before it was read", status: 408 }),
  );
  expect(entries().filter((e) => e.level >= 50)).toEqual([]);
});

it("reads a body that keeps coming, slowly, for longer than a stall", async () => {
  const socket = await connect(server.port);
  const answer = readAnswer(socket);
  const pieces = 40;
  socket.write(head("/apply", pieces));
  await trickle(socket, pieces, timeouts.bodyIdleMs / 20, () => "a");
  const { head: status, body } = await answer;
  expect(status).toMatch(/^HTTP\/1\.1 200 /);
  expect(body).toBe(`got ${pieces}`);
  socket.destroy();
});

it("waits for an answer that takes its time once the body is in", async () => {
  const socket = await connect(server.port);
  const answer = readAnswer(socket);
  socket.write(`${head("/slow", 5)}title`);
  expect((await answer).head).toMatch(/^HTTP\/1\.1 200 /);
  socket.destroy();
});

it("answers a body that never ends with 408 once the whole request has taken too long", async () => {
  lines.length = 0;
  const socket = await connect(server.port);
  const answer = readAnswer(socket);
  socket.write(head("/apply"));
  void trickle(socket, Number.POSITIVE_INFINITY, timeouts.bodyIdleMs / 10, () => "1\r\na\r\n");
  expect((await answer).head).toMatch(/^HTTP\/1\.1 408 /);
  await closed(socket);
  // Logged once the app has seen the body break off.
  await expect.poll(entries).toContainEqual(expect.objectContaining({ msg: "request refused", status: 408 }));
  expect(entries().filter((e) => e.level >= 50)).toEqual([]);
});

it("takes an installation's headers and stalled-body limits, and looks for late headers often enough to meet a short one", () => {
  expect(requestTimeouts({ headersMs: 20_000, bodyIdleMs: 60_000 })).toEqual(REQUEST_TIMEOUTS);
  expect(requestTimeouts({ headersMs: 2_000, bodyIdleMs: 3_000 })).toEqual({
    ...REQUEST_TIMEOUTS,
    headersMs: 2_000,
    bodyIdleMs: 3_000,
    checkEveryMs: 500,
  });
});
