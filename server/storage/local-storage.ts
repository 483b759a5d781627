import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey, isSafeKey, PUBLIC_BUCKET, type Storage } from "./storage.ts";

export function createLocalStorage(dataDir: string): Storage {
  const root = path.join(dataDir, "files", PUBLIC_BUCKET);
  const fileFor = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: "wx" }); // never overwrite: keys are unique
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const file = fileFor(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size, contentType: contentTypeForKey(key) };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    publicUrl: (key) => `/files/${PUBLIC_BUCKET}/${key}`,
  };
}
