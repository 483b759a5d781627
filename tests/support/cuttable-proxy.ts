// A database restart as the app sees it: a TCP proxy to the PostgreSQL server that can be cut (every
// connection dropped, new ones refused) and restored on the same port. Shared by the integration tests
// (tests/support/database-outage.ts, connection-loss) and the end-to-end outage specs.
import net from "node:net";

export type CuttableProxy = {
  port: number;
  /** The database URL through the proxy. */
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): void;
};

export async function cuttableProxy(databaseUrl: string | URL): Promise<CuttableProxy> {
  const target = new URL(databaseUrl);
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
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const proxied = new URL(target);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(port);
  return {
    port,
    url: proxied.toString(),
    cut: () =>
      new Promise<void>((resolve) => {
        if (!proxy.listening) return resolve();
        proxy.close(() => resolve());
        dropAll();
      }),
    restore: () =>
      proxy.listening
        ? Promise.resolve()
        : new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve)),
    close: () => {
      proxy.close();
      dropAll();
    },
  };
}
