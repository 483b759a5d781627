import type { Config } from "#server/config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

/** The store the settings name: a bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createStorage(config: Pick<Config, "storage" | "dataDir">): Storage {
  return config.storage.kind === "s3" ? createS3Storage(config.storage) : createLocalStorage(config.dataDir);
}
