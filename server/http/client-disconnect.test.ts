// Clients that hang up at any moment of a streamed answer must be harmless: the server keeps serving.
// A real listening server (as server/main.ts builds it) and raw sockets dropped mid-body.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { closed, connect, type ListeningServer, listen } from "#server/testing/listening-server.ts";
import { createTestContext, type TestContext } from "#server/testing/test-services.ts";

let t: TestContext;
let server: ListeningServer;
// A typical image (one read from disk) and a large one (still streaming when the client hangs up).
const FILES = {
  "program-images/typical.webp": randomBytes(30 * 1024),
  "program-images/large.webp": randomBytes(4 * 1024 * 1024),
};

// In production an exception outside any handler ends the process; here the test runner survives it,
// so the test collects them and fails on any.
const uncaught: unknown[] = [];
const collectUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  process.on("uncaughtException", collectUncaught);
  t = await createTestContext();
  for (const [key, content] of Object.entries(FILES))
    await t.services.storage.put(key, content, "image/webp");
  const app = createApp({ services: t.services, reactRouter: async () => new Response("page") });
  server = await listen(app.fetch);
});
afterAll(async () => {
  process.off("uncaughtException", collectUncaught);
  await server?.close();
  await t?.close();
});

/**
 * Sends one request and hangs up at the given moment: at once, at the first byte, or mid-body (a HEAD
 * answer has no body: it hangs up once the headers are in).
 */
async function dropAfter(method: string, path: string, moment: "sent" | "first-byte" | "mid-body") {
  const socket = await connect(server.port);
  socket.on("error", () => {});
  const hangUpAt = moment === "mid-body" && method !== "HEAD" ? 16 * 1024 : 1;
  let received = 0;
  socket.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (moment !== "sent" && received >= hangUpAt) socket.destroy();
  });
  socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip, br\r\n\r\n`, () => {
    if (moment === "sent") socket.destroy();
  });
  await closed(socket);
}

describe("a client that disconnects", () => {
  it("mid-download of a stored file, 40 times by GET and HEAD, leaves the server serving it whole", async () => {
    const moments = ["sent", "first-byte", "mid-body"] as const;
    for (const [key, content] of Object.entries(FILES)) {
      const path = `/files/public-files/${key}`;
      for (let i = 0; i < 40; i++) {
        await dropAfter("GET", path, moments[i % 3]!);
        await dropAfter("HEAD", path, moments[i % 3]!);
      }
      const whole = await fetch(`${server.url}${path}`);
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);
      const head = await fetch(`${server.url}${path}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(content.length));
    }
    expect(uncaught).toEqual([]);
  });
});
