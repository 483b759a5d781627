// A real listening HTTP server around an app, built the way server/main.ts builds it, and raw-socket
// helpers for tests that need to misbehave as clients (drop a download, send oversized bodies).
import type { AddressInfo } from "node:net";
import net from "node:net";
import { createNodeServer } from "#server/http/node-server.ts";

export type ListeningServer = { port: number; url: string; close(): Promise<void> };

export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<ListeningServer> {
  const { server } = createNodeServer(fetch);
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

/** Resolves when the socket has closed (either side), whatever the reason. */
export function closed(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once("close", () => resolve());
  });
}
