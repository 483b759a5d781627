// Bodies over the limit are refused with 413 once they have been read and discarded: the client writes
// its whole body without error, then reads the answer, and can use the connection again.
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { connect, type ListeningServer, listen, readAnswer } from "#tests/support/listening-server.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let server: ListeningServer;
beforeAll(async () => {
  t = await createTestContext();
  const app = createApp({ services: t.services, reactRouter: async () => new Response("page") });
  server = await listen(app.fetch);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const MB = 1024 * 1024;

/** Writes `size` bytes of body, as one Content-Length body or in chunks, honouring backpressure. */
async function writeBody(socket: net.Socket, size: number, chunked: boolean) {
  const piece = Buffer.alloc(64 * 1024, "a");
  const write = (data: Buffer | string) =>
    new Promise<void>((resolve, reject) => {
      socket.write(data, (error) => (error ? reject(error) : resolve()));
    });
  for (let sent = 0; sent < size; sent += piece.length) {
    const data = piece.subarray(0, Math.min(piece.length, size - sent));
    if (chunked) await write(`${data.length.toString(16)}\r\n`);
    await write(data);
    if (chunked) await write("\r\n");
  }
  if (chunked) await write("0\r\n\r\n");
}

describe("the transport-level body limit", () => {
  it.each([
    { path: "/members/login", size: 10 * MB, chunked: false },
    { path: "/members/login", size: 10 * MB, chunked: true },
    { path: "/admin/programs", size: 100 * MB, chunked: false },
    { path: "/admin/programs", size: 100 * MB, chunked: true },
  ])(
    "answers 413 after reading a $size-byte body to $path (chunked: $chunked), keeping the connection",
    async ({ path, size, chunked }) => {
      const socket = await connect(server.port);
      const answer = readAnswer(socket);
      answer.catch(() => {}); // awaited below, after the body is written
      const framing = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${size}`;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\n${framing}\r\n\r\n`,
      );
      await writeBody(socket, size, chunked); // rejects with EPIPE/ECONNRESET if the server hangs up
      const { head, body } = await answer;
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(body).toBe("The request is too large.");

      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost:3000\r\n\r\n");
      expect((await readAnswer(socket)).head).toMatch(/^HTTP\/1\.1 200 /);
      socket.destroy();
    },
  );

  // Every method gets the same drained 413: better-auth's mount answers GET and POST only, so another
  // method's body went on to a handler that never read it.
  it.each(
    ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"].flatMap((method) =>
      ["/api/auth/sign-in/email", "/api/auth/sign-out", "/members/login", "/"].flatMap((path) =>
        [false, true].map((chunked) => ({ method, path, chunked })),
      ),
    ),
  )(
    "answers 413 to an oversized $method to $path (chunked: $chunked), keeping the connection",
    async ({ method, path, chunked }) => {
      const size = MB + 64 * 1024;
      const socket = await connect(server.port);
      const answer = readAnswer(socket);
      answer.catch(() => {});
      const framing = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${size}`;
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\n` +
          `Content-Type: application/json\r\n${framing}\r\n\r\n`,
      );
      await writeBody(socket, size, chunked);
      const { head, body } = await answer;
      expect(head).toMatch(/^HTTP\/1\.1 413 /);
      expect(head).not.toMatch(/connection: close/i);
      expect(body).toBe("The request is too large.");
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost:3000\r\n\r\n");
      expect((await readAnswer(socket)).head).toMatch(/^HTTP\/1\.1 200 /);
      socket.destroy();
    },
  );
});
