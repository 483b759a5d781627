// A database restart as the server sees it, for PostgreSQL outage specs.
import net from "node:net";

/** A TCP proxy to the PostgreSQL server that can be cut (every connection dropped, new ones refused). */
export async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const port = (proxy.address() as net.AddressInfo).port;
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    restore: () => new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve)),
    close: () => {
      proxy.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}
