// Production servers with their files in an S3-compatible bucket (a real S3-protocol server, decision
// 149): the demo seed's images land in the bucket, not in DATA_DIR; on PostgreSQL a second instance
// serves the first one's images and variants, with the usual cache headers; dropped downloads of
// files streamed from the bucket do not stop the server. One test (each start seeds 16 images, which
// costs CI time): on PostgreSQL with two instances when TEST_DATABASE_URL is set, else PGlite with one.
import { existsSync, rmSync } from "node:fs";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { type S3TestServer, startS3Server } from "#tests/support/s3-server.ts";
import {
  freePort,
  freshPostgresDatabase,
  killServers,
  postgresUrl,
  type ServerProcess,
  startServer,
  untilHealthy,
} from "./processes.ts";

let s3: S3TestServer | undefined;
test.afterEach(async () => {
  await killServers();
  await s3?.close();
  s3 = undefined;
});

/** A GET on a raw socket, hung up at the first byte of the answer. */
function dropAtFirstByte(server: ServerProcess, path: string) {
  return new Promise<void>((resolve) => {
    const socket = net.connect(server.port, "127.0.0.1");
    socket.on("error", () => {});
    socket.on("close", () => resolve());
    socket.once("data", () => socket.destroy());
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost:${server.port}\r\n\r\n`);
  });
}

{
  const database = postgresUrl ? "postgres" : "pglite";
  test(`[OPS] files live in the bucket and every instance serves them (${database})`, async () => {
    test.setTimeout(120_000);
    s3 = await startS3Server();
    const postgres = database === "postgres" ? await freshPostgresDatabase() : undefined;
    const dataDirs: string[] = [];
    const start = async () => {
      const port = await freePort();
      const dataDir = `.tmp/s3-data-${port}`;
      rmSync(dataDir, { recursive: true, force: true });
      dataDirs.push(dataDir);
      const server = startServer(port, {
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url,
        LOG_LEVEL: "warn",
        BETTER_AUTH_SECRET: "object-storage-e2e-secret-0123456789abcdef",
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
        ...s3!.env(),
      });
      await untilHealthy(server);
      return server;
    };
    try {
      const first = await start();
      // On PostgreSQL the second instance shares the database the first seeded; PGlite has one instance.
      const second = postgres ? await start() : first;

      const page = await (await fetch(`${first.url}/programs`)).text();
      const file = /\/files\/public-files\/program-images\/[\w-]+\.webp/.exec(page)?.[0];
      const variant = /\/images\/\d+\/program-images\/[\w-]+\.webp/.exec(page)?.[0];
      expect([file, variant], "the programs page links a stored file and a variant").not.toContain(undefined);

      for (const path of [file!, variant!]) {
        const response = await fetch(`${second.url}${path}`);
        expect(response.status, `${path} is served by the other instance`).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/webp");
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
        for (let i = 0; i < 8; i++) await dropAtFirstByte(second, path);
        expect((await fetch(`${second.url}${path}`)).status, `${path} after dropped downloads`).toBe(200);
      }
      for (const dataDir of dataDirs)
        expect(existsSync(`${dataDir}/files`), "no file is kept on the machine").toBe(false);
      expect(first.stderr()).toBe("");
      expect(second.stderr()).toBe("");
    } finally {
      await killServers();
      await postgres?.drop();
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
