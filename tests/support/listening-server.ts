// A real listening HTTP server around an app, built the way server/main.ts builds it, and raw-socket
// helpers for tests that need to misbehave as clients (drop a download, send oversized bodies).
import type { AddressInfo } from "node:net";
import net from "node:net";
import type { Readable, Writable } from "node:stream";
import { createNodeServer, type NodeServerOptions } from "#server/http/node-server.ts";

export type ListeningServer = { port: number; url: string; close(): Promise<void> };

export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: NodeServerOptions = {},
): Promise<ListeningServer> {
  const { server } = createNodeServer(fetch, options);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Opens a TCP connection; resolves once connected. */
export function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/**
 * Resolves when the socket (or any Node stream) has closed, either side, whatever the reason:
 * `events.once` would reject on the error that closed it.
 */
export function closed(stream: Readable | Writable): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroyed) resolve();
    else stream.once("close", () => resolve());
  });
}

/** Reads one answer with a Content-Length body (none: empty) from the socket. */
export function readAnswer(socket: net.Socket): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = received.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (received.length - end - 4 < length) return;
      socket.off("data", onData);
      resolve({ head, body: received.slice(end + 4, end + 4 + length) });
    };
    socket.on("data", onData);
    socket.once("close", () => reject(new Error(`connection closed before an answer; got: ${received}`)));
  });
}

/**
 * Sends `request` as written on a new connection and answers the head of the answer (status line and
 * headers), or "" when the server closed the connection without answering.
 */
export async function rawExchange(port: number, request: string): Promise<string> {
  const socket = await connect(port);
  socket.on("error", () => {});
  const answer = readAnswer(socket).then(
    ({ head }) => head,
    () => "",
  );
  socket.write(request);
  const head = await answer;
  socket.destroy();
  return head;
}
