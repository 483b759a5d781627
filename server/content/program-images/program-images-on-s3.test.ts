// Program images on an S3-compatible bucket (a real S3-protocol server, decision 149), on this run's
// database: uploads land in the bucket, not on this machine; a second instance serves them, streamed with
// the usual cache headers; variants are kept in the bucket; deletes remove the files; a missing or
// refusing bucket reaches the operator in the spec's words and changes nothing. (The demo seed's images
// on S3 are served across instances in tests/e2e/object-storage.test.ts.)
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVariantStorageKey } from "#core/content/program-images/responsive-image.ts";
import { createApp } from "#server/app.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { makeProgram } from "#server/seed/factories.ts";
import type { Services } from "#server/services.ts";
import { createS3Storage } from "#server/storage/s3-storage.ts";
import { connect, type ListeningServer, listen } from "#tests/support/listening-server.ts";
import { S3RVER_KEYS, type S3TestServer, startS3Server, TEST_BUCKET } from "#tests/support/s3-server.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { addProgramImages, type ImageUpload } from "./add-program-images.ts";
import { deleteImage } from "./delete-image.ts";
import { openProgramImageVariant } from "./get-program-image-variant.ts";
import { listProgramImagesForAdmin } from "./list-program-images-for-admin.ts";

let s3: S3TestServer;
let t: TestContext;
/** A second instance: its own store client and HTTP server, the same bucket and database. */
let other: Services;
let otherServer: ListeningServer;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestContext(s3.env());
  other = withStore({});
  otherServer = await listen(createApp({ services: other, dev: true }).fetch);
});
afterAll(async () => {
  await otherServer?.close();
  await t?.close();
  await s3?.close();
});

const admin: SessionUser = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "admin@example.com",
  name: "",
  firstName: null,
  lastName: null,
  emailVerified: true,
  role: "admin",
};

async function upload(width = 640): Promise<ImageUpload> {
  const data = await sharp({
    create: { width, height: Math.round(width / 2), channels: 3, background: "#335577" },
  })
    .png()
    .toBuffer();
  return { name: "photo.png", size: data.length, data };
}

const imagesOf = (programId: string) => listProgramImagesForAdmin(t.services.db, admin, programId);

/** The services with the store pointing at another bucket or with other keys. */
function withStore(changes: {
  bucket?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}) {
  const storage = createS3Storage({
    kind: "s3",
    bucket: changes.bucket ?? TEST_BUCKET,
    endpoint: s3.endpoint,
    region: "us-east-1",
    credentials: changes.credentials ?? S3RVER_KEYS,
    forcePathStyle: true,
  });
  return { ...t.services, storage } satisfies Services;
}

describe("program images on S3", () => {
  it("are stored in the bucket, and another instance serves them streamed with the usual headers", async () => {
    expect(t.services.storage.kind).toBe("s3");
    const program = await makeProgram(t.services.db);
    await addProgramImages(t.services, admin, program.id, [await upload()]);
    const [image] = await imagesOf(program.id);
    expect(await readdir(path.join(t.dataDir, "files")).catch(() => [])).toEqual([]);

    const response = await fetch(`${otherServer.url}${image!.imageUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(body.length));
    expect((await sharp(body).metadata()).width).toBe(640);

    const head = await fetch(`${otherServer.url}${image!.imageUrl}`, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(body.length)]);
    expect((await fetch(`${otherServer.url}/files/public-files/program-images/none.webp`)).status).toBe(404);
  });

  it("keep their variants in the bucket, read back as a stream", async () => {
    const program = await makeProgram(t.services.db);
    await addProgramImages(t.services, admin, program.id, [await upload(1000)]);
    const [image] = await imagesOf(program.id);
    const made = await openProgramImageVariant(t.services.storage, image!.storageKey!, 480);
    expect(made?.contentType).toBe("image/webp");
    made?.body.destroy();
    const variantKey = imageVariantStorageKey(image!.storageKey!, 480);
    const kept = await other.storage.get(variantKey);
    expect(kept, "the other instance finds the variant in the bucket").not.toBeNull();
    kept!.body.destroy();

    const again = await openProgramImageVariant(other.storage, image!.storageKey!, 480);
    const chunks: Buffer[] = [];
    for await (const chunk of again!.body) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).width).toBe(480);
  });

  it("are deleted from the bucket with their variants", async () => {
    const program = await makeProgram(t.services.db);
    await addProgramImages(t.services, admin, program.id, [await upload(1000)]);
    const [image] = await imagesOf(program.id);
    (await openProgramImageVariant(t.services.storage, image!.storageKey!, 480))?.body.destroy();
    await deleteImage(t.services, admin, image!.id);
    expect(await t.services.storage.get(image!.storageKey!)).toBeNull();
    expect(await t.services.storage.get(imageVariantStorageKey(image!.storageKey!, 480))).toBeNull();
    expect(await imagesOf(program.id)).toEqual([]);
  });

  it("say the bucket is not found, upload or delete, and change nothing", async () => {
    const program = await makeProgram(t.services.db);
    await addProgramImages(t.services, admin, program.id, [await upload()]);
    const [image] = await imagesOf(program.id);
    const gone = withStore({ bucket: "no-such-bucket" });
    await expect(addProgramImages(gone, admin, program.id, [await upload()])).rejects.toMatchObject({
      message: "Storage bucket not found. Please contact administrator.",
      status: 503,
    });
    await expect(deleteImage(gone, admin, image!.id)).rejects.toMatchObject({
      message: "Delete failed: Storage bucket not found. Please contact administrator.",
    });
    expect((await imagesOf(program.id)).map((i) => i.id)).toEqual([image!.id]);
    const kept = await t.services.storage.get(image!.storageKey!);
    expect(kept).not.toBeNull();
    kept!.body.destroy();
  });

  it("say the bucket is not accessible when the keys are refused, and save nothing", async () => {
    const program = await makeProgram(t.services.db);
    const refused = withStore({ credentials: { accessKeyId: "WRONG", secretAccessKey: "WRONG-SECRET" } });
    await expect(addProgramImages(refused, admin, program.id, [await upload()])).rejects.toMatchObject({
      message: `Storage bucket "${TEST_BUCKET}" is not accessible. Please check configuration.`,
    });
    expect(await imagesOf(program.id)).toEqual([]);
  });

  it("answer 503 in words, never 500, when the bucket cannot be read", async () => {
    const program = await makeProgram(t.services.db);
    await addProgramImages(t.services, admin, program.id, [await upload()]);
    const [image] = await imagesOf(program.id);
    const app = createApp({ services: withStore({ bucket: "no-such-bucket" }), dev: true });
    const response = await app.request(image!.imageUrl);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("The file store is not answering. Please try again shortly.");
  });

  it("survive downloads dropped mid-body: the instance keeps serving", async () => {
    const key = "program-images/large-download.webp";
    const large = Buffer.alloc(4 * 1024 * 1024, 7);
    await t.services.storage.put(key, large, "image/webp");
    for (let i = 0; i < 12; i++) {
      const socket = await connect(otherServer.port);
      socket.on("error", () => {});
      const firstBytes = new Promise<void>((resolve) => socket.once("data", () => resolve()));
      socket.write(`GET /files/public-files/${key} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      await firstBytes;
      socket.destroy();
    }
    const response = await fetch(`${otherServer.url}/files/public-files/${key}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(large)).toBe(true);
  });
});
