// Every body the production server streams (server-rendered pages, static assets, stored files, image
// variants) survives clients that hang up at any moment: the process keeps serving.
import { rmSync } from "node:fs";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { freePort, killServers, type ServerProcess, startServer, untilHealthy } from "./processes.ts";

test.afterEach(killServers);

/**
 * One request on a raw socket, dropped at a chosen moment: as soon as it is sent (0), at the first byte
 * of the answer (1), at the first byte of its body (2), or just after the headers (3). Whatever the
 * moment, it hangs up once the whole answer is in, so a short answer cannot keep it waiting.
 */
function dropAfter(server: ServerProcess, method: string, path: string, moment: number) {
  return new Promise<void>((resolve) => {
    const socket = net.connect(server.port, "127.0.0.1");
    socket.on("error", () => {});
    socket.on("close", () => resolve());
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const headerEnd = received.indexOf("\r\n\r\n");
      const body = headerEnd < 0 ? -1 : received.length - headerEnd - 4;
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      const complete =
        headerEnd >= 0 &&
        (method === "HEAD" || (length ? body >= Number(length) : received.endsWith("\r\n0\r\n\r\n")));
      if (moment === 1 || (moment === 2 && body > 0) || complete) socket.destroy();
      else if (moment === 3 && headerEnd >= 0) setImmediate(() => socket.destroy());
    });
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: localhost:${server.port}\r\nAccept-Encoding: gzip, br\r\n\r\n`,
      () => {
        if (moment === 0) socket.destroy();
      },
    );
  });
}

test("[OPS] clients dropping streamed answers (pages, assets, files, image variants) do not stop the server", async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = `.tmp/disconnect-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = startServer(port, { DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  await untilHealthy(server);

  const page = await (await fetch(`${server.url}/programs`)).text();
  const file = /\/files\/public-files\/program-images\/[\w-]+\.webp/.exec(page)?.[0];
  const variant = /\/images\/\d+\/program-images\/[\w-]+\.webp/.exec(page)?.[0];
  const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
  const paths = ["/", "/programs", file, variant, asset];
  expect(paths, "the programs page links a stored file, an image variant and a script").not.toContain(
    undefined,
  );

  for (const path of paths as string[]) {
    for (const method of ["GET", "HEAD"]) {
      for (let i = 0; i < 32; i++) await dropAfter(server, method, path, i % 4);
    }
  }

  for (const path of paths as string[]) {
    const response = await fetch(`${server.url}${path}`).catch((error: Error) => {
      throw new Error(
        `${path} is no longer served (${error.cause ?? error}); the server said:\n${server.stderr()}`,
      );
    });
    expect(response.status, `${path} is still served`).toBe(200);
    await response.arrayBuffer();
  }
  expect(server.stderr()).toBe("");

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  rmSync(dataDir, { recursive: true, force: true });
});
