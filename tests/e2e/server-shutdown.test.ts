// SIGTERM drains, on PGlite and on PostgreSQL alike: requests in flight when it arrives are answered
// in full (with `Connection: close`), idle keep-alive connections are closed, then the database
// closes and the process exits 0, without waiting for the 10 s limit.
import { rmSync } from "node:fs";
import net from "node:net";
import { expect, test } from "@playwright/test";
import {
  databases,
  freePort,
  freshPostgresDatabase,
  killServers,
  type ServerProcess,
  startServer,
  untilHealthy,
  untilLogged,
} from "./processes.ts";

test.afterEach(killServers);

/** A raw keep-alive connection: what it received, and a promise of its close. */
async function connection(server: ServerProcess) {
  const socket = net.connect(server.port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let received = "";
  let error: string | undefined;
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("latin1");
  });
  socket.on("error", (e: NodeJS.ErrnoException) => {
    error = e.code ?? e.message;
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const send = (data: string) => new Promise<void>((resolve) => socket.write(data, () => resolve()));
  return { socket, send, closed, received: () => received, error: () => error };
}

/** The answers in what a connection received, each checked to be complete. */
function answers(raw: string) {
  const result: { status: number; headers: string }[] = [];
  let rest = raw;
  while (rest.length > 0) {
    const end = rest.indexOf("\r\n\r\n");
    expect(end, `an answer's headers are complete in: ${rest.slice(0, 200)}`).toBeGreaterThan(0);
    const headers = rest.slice(0, end);
    let body = rest.slice(end + 4);
    const length = /\r\ncontent-length: (\d+)/i.exec(headers)?.[1];
    if (length !== undefined) {
      expect(body.length, "the body is complete").toBeGreaterThanOrEqual(Number(length));
      rest = body.slice(Number(length));
    } else {
      const last = body.indexOf("\r\n0\r\n\r\n");
      expect(last, "the chunked body is complete").toBeGreaterThanOrEqual(0);
      rest = body.slice(last + 7);
      body = "";
    }
    result.push({ status: Number(headers.slice(9, 12)), headers: headers.toLowerCase() });
  }
  return result;
}

for (const database of databases) {
  test(`[OPS] SIGTERM on ${database} finishes in-flight requests, closes idle connections, then the database`, async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const dataDir = `.tmp/shutdown-data-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    const postgres = database === "postgres" ? await freshPostgresDatabase() : undefined;
    try {
      const server = startServer(port, { DATA_DIR: dataDir, DATABASE_URL: postgres?.url });
      await untilHealthy(server);
      const health = `GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`;

      // Idle: one answered request, then nothing.
      const idle = await connection(server);
      await idle.send(health);
      await expect.poll(() => idle.received().includes('"status":"ok"')).toBe(true);

      // In flight: a form post whose body is only half sent when the signal arrives.
      const body = "email=nobody%40example.com&password=not-the-password";
      const posting = await connection(server);
      await posting.send(
        `POST /members/login HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: http://localhost:${port}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      );

      // Sent just before the signal on a kept-alive connection, while the server may be busy.
      const busy = await connection(server);
      await busy.send(health);
      await expect.poll(() => busy.received().includes('"status":"ok"')).toBe(true);
      await busy.send(`GET /programs HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
      server.child.kill("SIGTERM");

      await untilLogged(server, "SIGTERM received");
      await posting.send(body.slice(10));

      await Promise.all([idle.closed, posting.closed, busy.closed]);
      expect(posting.error(), "the in-flight post was not cut").toBeUndefined();
      expect(busy.error(), "the request sent before the signal was not cut").toBeUndefined();
      const [postAnswer] = answers(posting.received());
      expect(postAnswer!.headers).toContain("connection: close");
      // Answered in full; its headers may have gone out before the signal was handled (keep-alive),
      // and the server closed the connection once it was sent.
      const [, programs] = answers(busy.received());
      expect(programs?.status, "the programs page was answered").toBe(200);

      expect(await server.exited).toBe(0);
      expect(server.stdout()).toContain("database closed");
      expect(server.stdout()).not.toContain("did not finish");
    } finally {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
