// The storage seam on an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, s3rver...), decision 149:
// every instance reads and writes the same files. Browsers still fetch /files/public-files/<key> from
// us, so the cache headers, the URLs already saved in rows and the site's CSP stay as they are.
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { storageMessages } from "#core/content/program-images/program-image-messages.ts";
import type { StorageConfig } from "#server/config.ts";
import {
  contentTypeForKey,
  isSafeKey,
  isStorageError,
  PUBLIC_BUCKET,
  type Storage,
  StorageError,
} from "./storage.ts";

export type S3StorageConfig = Extract<StorageConfig, { kind: "s3" }>;

type Sdk = typeof import("@aws-sdk/client-s3");

function createS3Client(sdk: Sdk, config: S3StorageConfig): S3Client {
  return new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 demands them: several S3-compatible servers refuse the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A store that stops answering fails the request in bounded time instead of holding it open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
}

export function createS3Storage(config: S3StorageConfig): Storage {
  const Bucket = config.bucket;
  const failure = (error: unknown) => storageErrorOf(error, Bucket);
  // The SDK is loaded with the first request to the bucket, never at start-up: it is about 20 MB of a
  // process's memory, which one storing files in its own folder never needs (decision 159).
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connecting ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: createS3Client(sdk, config) }));
    return connecting;
  };
  return {
    kind: "s3",
    async put(key, data, contentType) {
      if (!isSafeKey(key)) throw new Error(`Invalid storage key: ${key}`);
      const { sdk, client } = await connect();
      const answer = await client
        .send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentLength: data.length,
            ContentType: contentType,
            CacheControl: "public, max-age=31536000, immutable",
          }),
        )
        .catch((error: unknown) => {
          throw failure(error);
        });
      // An ETag is the store's word that it holds the object; without it nothing is confirmed.
      return answer.ETag ? { key } : null;
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        // In Node the body is the HTTP response itself: it streams, and destroying it ends the request.
        const body = answer.Body as Readable | undefined;
        if (!body || answer.ContentLength === undefined) {
          body?.destroy();
          throw new StorageError(storageMessages.noData);
        }
        return {
          body,
          size: answer.ContentLength,
          contentType: answer.ContentType || contentTypeForKey(key),
        };
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw failure(error);
      }
    },
    async delete(key) {
      if (!isSafeKey(key)) throw new Error(`Invalid storage key: ${key}`);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw failure(error);
      });
    },
    async *list(prefix) {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }))
          .catch((error: unknown) => {
            throw failure(error);
          });
        for (const { Key, LastModified } of page.Contents ?? [])
          if (Key && isSafeKey(Key)) yield { key: Key, modifiedAt: LastModified ?? new Date(0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl: (key) => `/files/${PUBLIC_BUCKET}/${key}`,
    async check() {
      // One request: the bucket exists and these credentials may use it.
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket })).catch((error: unknown) => {
        throw failure(error);
      });
    },
  };
}

type S3Failure = { name?: string; Code?: string; code?: string; $metadata?: { httpStatusCode?: number } };

const failureOf = (error: unknown): S3Failure =>
  (error && typeof error === "object" ? error : {}) as S3Failure;

function isMissingObject(error: unknown): boolean {
  const { name, Code } = failureOf(error);
  if (name === "NoSuchBucket" || Code === "NoSuchBucket") return false;
  return name === "NoSuchKey" || name === "NotFound" || failureOf(error).$metadata?.httpStatusCode === 404;
}

const ACCESS_REFUSED = new Set([
  "AccessDenied",
  "AllAccessDisabled",
  "InvalidAccessKeyId",
  "SignatureDoesNotMatch",
  "InvalidToken",
  "ExpiredToken",
  "AccountProblem",
  "CredentialsProviderError",
]);
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
]);

/**
 * The driver's error as a StorageError in the spec's words. Its cause, for the log, is a summary (code,
 * HTTP status, message): the SDK's own error carries the whole HTTP exchange, signed headers included.
 */
export function storageErrorOf(error: unknown, bucket: string): StorageError {
  if (isStorageError(error)) return error;
  const { name = "", Code, code = "", $metadata } = failureOf(error);
  const status = $metadata?.httpStatusCode;
  const kind = Code ?? name;
  const summary = new Error(
    [kind || code, status && `HTTP ${status}`, error instanceof Error && error.message]
      .filter(Boolean)
      .join(", "),
  );
  const make = (message: string, options: { whole?: boolean; tooLarge?: boolean } = {}) =>
    new StorageError(message, { ...options, cause: summary });
  if (kind === "NoSuchBucket") return make(storageMessages.bucketNotFound, { whole: true });
  if (ACCESS_REFUSED.has(kind) || status === 403 || status === 401)
    return make(storageMessages.bucketNotAccessible(bucket), { whole: true });
  if (kind === "EntityTooLarge" || status === 413)
    return make("the file is larger than the bucket accepts", { tooLarge: true });
  if (UNREACHABLE.has(code) || name === "TimeoutError" || name === "RequestTimeout")
    return make("the file store could not be reached");
  return make("the file store answered with an error");
}
