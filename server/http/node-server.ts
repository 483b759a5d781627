// The Node HTTP server around the Hono app, as the process entry runs it and as tests listen with it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";

export type ConnectMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function createNodeServer(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { viteMiddleware?: ConnectMiddleware } = {},
): Server {
  const listener = getRequestListener(fetch);
  const { viteMiddleware } = options;
  const server = createServer((req, res) => {
    if (viteMiddleware) viteMiddleware(req, res, () => listener(req, res));
    else listener(req, res);
  });
  // Longer than the usual proxy's idle timeout (60 s), so the proxy, not us, closes idle connections.
  server.keepAliveTimeout = 65_000;
  return server;
}
