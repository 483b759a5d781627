// A real S3-protocol server for tests (s3rver, decision 149): its own free port on loopback and its own
// temporary folder, so test files running side by side never share a bucket.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type S3TestServer = {
  endpoint: string;
  /** The settings that point the product at `bucket` on this server (S3_BUCKET and the rest). */
  env(bucket?: string): Record<string, string>;
  close(): Promise<void>;
};

/** s3rver's one key pair; any other is refused with InvalidAccessKeyId (403). */
export const S3RVER_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export const TEST_BUCKET = "sd-test-files";

/** Starts the server with `buckets` already made (TEST_BUCKET unless told otherwise). */
export async function startS3Server(buckets: string[] = [TEST_BUCKET]): Promise<S3TestServer> {
  // The SDK's one-time note that its 2027 releases need Node 22 (decision 149) is noise in test output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const directory = await mkdtemp(path.join(tmpdir(), "sd-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket = TEST_BUCKET) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
