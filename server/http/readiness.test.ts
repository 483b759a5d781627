// GET /api/ready: 200 when the database and the file store answer, 503 naming which one does not, in
// bounded time, and never a host, path, bucket or statement. On both databases (an outage as
// tests/support/database-outage.ts makes it), on the local folder and on a real S3-protocol server.
import { readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { projectRoot } from "#server/paths.ts";
import type { Services } from "#server/services.ts";
import { createS3Storage } from "#server/storage/s3-storage.ts";
import { PUBLIC_BUCKET, type Storage } from "#server/storage/storage.ts";
import { type CuttableDatabase, cuttableDatabase } from "#tests/support/database-outage.ts";
import { S3RVER_KEYS, type S3TestServer, startS3Server, TEST_BUCKET } from "#tests/support/s3-server.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { type Readiness, readiness } from "./readiness.ts";

// The version in package.json, the one the CHANGELOG describes.
const { version } = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
  version: string;
};

let t: TestContext;
let s3: S3TestServer;
beforeAll(async () => {
  t = await createTestContext();
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  await t?.close();
});

async function ready(services: Services) {
  const response = await createApp({ services }).request("/api/ready");
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Readiness, response };
}

const s3Storage = (bucket: string, endpoint = s3.endpoint): Storage =>
  createS3Storage({
    kind: "s3",
    bucket,
    endpoint,
    region: "us-east-1",
    credentials: S3RVER_KEYS,
    forcePathStyle: true,
  });

describe("GET /api/ready", () => {
  it("is ready when the database and the local folder answer, and names the version", async () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const { status, body, response } = await ready(t.services);
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ready", database: "up", storage: "up", version });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  describe("with the database down", () => {
    let database: CuttableDatabase;
    beforeAll(async () => {
      database = await cuttableDatabase(t);
    });
    afterAll(() => database?.close());

    it("answers 503 with the database down, and ready again once it is back", async () => {
      await database.cut();
      const down = await ready(database.services);
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: "unavailable", database: "down", storage: "up", version });
      expect(down.text).not.toMatch(/select|127\.0\.0\.1|localhost|postgres/i);

      await database.restore();
      const back = await ready(database.services);
      expect(back.status).toBe(200);
      expect(back.body).toEqual({ status: "ready", database: "up", storage: "up", version });
    });
  });

  it("answers 503 when the local folder cannot hold files, without naming it", async () => {
    const context = await createTestContext();
    try {
      // A file where the store's folder should be: nothing can be written under it.
      await mkdir(path.join(context.dataDir, "files"), { recursive: true });
      await writeFile(path.join(context.dataDir, "files", PUBLIC_BUCKET), "not a folder");
      const { status, body, text } = await ready(context.services);
      expect(status).toBe(503);
      expect(body).toEqual({ status: "unavailable", database: "up", storage: "down", version });
      expect(text).not.toContain(context.dataDir);

      await rm(path.join(context.dataDir, "files", PUBLIC_BUCKET));
      expect((await ready(context.services)).status).toBe(200);
    } finally {
      await context.close();
    }
  });

  it("is ready on an S3 bucket that answers, and not on a missing bucket or an unreachable server", async () => {
    const on = (storage: Storage) => ready({ ...t.services, storage });
    const up = await on(s3Storage(TEST_BUCKET));
    expect(up.status).toBe(200);
    expect(up.body.storage).toBe("up");

    const missing = await on(s3Storage("no-such-bucket"));
    expect(missing.status).toBe(503);
    expect(missing.body).toEqual({ status: "unavailable", database: "up", storage: "down", version });
    expect(missing.text).not.toMatch(/no-such-bucket|127\.0\.0\.1|S3RVER/);

    // A port nothing listens on: the connection is refused.
    const closed = await startS3Server();
    const endpoint = closed.endpoint;
    await closed.close();
    const unreachable = await on(s3Storage(TEST_BUCKET, endpoint));
    expect(unreachable.status).toBe(503);
    expect(unreachable.body.storage).toBe("down");
  });

  // A check that never settles: without the timeout this request would hang until the test times out.
  it("answers within its timeouts when a dependency never answers", async () => {
    const silent: Storage = { ...t.services.storage, check: () => new Promise<void>(() => {}) };
    const handler = readiness({ ...t.services, storage: silent }, { databaseMs: 2_000, storageMs: 200 });
    const app = createApp({ services: t.services });
    app.get("/silent-ready", handler);
    const response = await app.request("/silent-ready");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "unavailable",
      database: "up",
      storage: "down",
      version,
    });
  });
});
