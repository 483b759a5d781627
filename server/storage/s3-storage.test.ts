// The S3-compatible store against a real S3-protocol server (s3rver on loopback, decision 149): files
// go in and stream out, missing ones are null, and every failure is a StorageError in the spec's words.
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StorageConfig } from "#server/config.ts";
import { S3RVER_KEYS, type S3TestServer, startS3Server, TEST_BUCKET } from "#tests/support/s3-server.ts";
import { createS3Storage } from "./s3-storage.ts";
import { StorageError } from "./storage.ts";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const settings = (changes: Partial<Extract<StorageConfig, { kind: "s3" }>> = {}) =>
  ({
    kind: "s3",
    bucket: TEST_BUCKET,
    endpoint: s3.endpoint,
    region: "us-east-1",
    credentials: S3RVER_KEYS,
    forcePathStyle: true,
    ...changes,
  }) as const;

/** Bytes that differ along their length, so a reordered or truncated stream cannot pass. */
const bytes = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + 7) % 251));

async function failureOf(work: Promise<unknown>): Promise<StorageError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

describe("S3 storage", () => {
  it("stores a file and streams it back in chunks with its size and type", async () => {
    const storage = createS3Storage(settings());
    const data = bytes(1_500_000);
    expect(await storage.put("program-images/stream.webp", data, "image/webp")).toEqual({
      key: "program-images/stream.webp",
    });
    const file = await storage.get("program-images/stream.webp");
    expect(file).not.toBeNull();
    expect(file!.body).toBeInstanceOf(Readable);
    expect([file!.size, file!.contentType]).toEqual([data.length, "image/webp"]);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(chunk as Buffer);
    expect(chunks.length, "the body arrives in pieces, not as one buffer").toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(data)).toBe(true);
  });

  it("answers null for a missing or unsafe key, lists a folder, and deletes (a missing file too)", async () => {
    const storage = createS3Storage(settings());
    const before = Date.now();
    await storage.put("program-images/listed.webp", bytes(10), "image/webp");
    await storage.put("variants/480/program-images/listed.webp", bytes(5), "image/webp");
    expect(await storage.get("program-images/none.webp")).toBeNull();
    expect(await storage.get("../etc/passwd")).toBeNull();

    const listed: string[] = [];
    for await (const file of storage.list("variants/")) {
      // Its upload time, not before the upload (S3 keeps whole seconds, hence the second's slack).
      expect(file.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      listed.push(file.key);
    }
    expect(listed).toEqual(["variants/480/program-images/listed.webp"]);

    await storage.delete("program-images/listed.webp");
    expect(await storage.get("program-images/listed.webp")).toBeNull();
    await expect(storage.delete("program-images/listed.webp")).resolves.toBeUndefined();
  });

  it("says the bucket is not found, for every operation, when it does not exist", async () => {
    const storage = createS3Storage(settings({ bucket: "no-such-bucket" }));
    for (const work of [
      () => storage.put("program-images/x.webp", bytes(10), "image/webp"),
      () => storage.get("program-images/x.webp"),
      () => storage.delete("program-images/x.webp"),
      () => storage.list("program-images/")[Symbol.asyncIterator]().next(),
    ]) {
      const error = await failureOf(work());
      expect(error.message).toBe("Storage bucket not found. Please contact administrator.");
      expect(error.whole).toBe(true);
    }
  });

  it("says the bucket is not accessible when the keys are refused", async () => {
    const storage = createS3Storage(
      settings({ credentials: { accessKeyId: "WRONG", secretAccessKey: "WRONG-SECRET" } }),
    );
    const error = await failureOf(storage.put("program-images/x.webp", bytes(10), "image/webp"));
    expect(error.message).toBe(
      `Storage bucket "${TEST_BUCKET}" is not accessible. Please check configuration.`,
    );
    // The log gets the store's code, never the request (its signed headers) the SDK's error carries.
    expect(String((error.cause as Error).message)).toContain("InvalidAccessKeyId");
    expect(JSON.stringify(error.cause)).not.toContain("Signature");
  });

  it("says the store could not be reached when nothing answers, without the address", async () => {
    const storage = createS3Storage(settings({ endpoint: "http://127.0.0.1:9" }));
    const error = await failureOf(storage.put("program-images/x.webp", bytes(10), "image/webp"));
    expect(error.message).toBe("the file store could not be reached");
    expect(error.whole).toBe(false);
  });
});
