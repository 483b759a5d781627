import { constants, createReadStream } from "node:fs";
import { access, mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeForKey, isSafeKey, PUBLIC_BUCKET, type Storage, StorageError } from "./storage.ts";

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
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, data, { flag: "wx" }); // never overwrite: keys are unique
      } catch (cause) {
        throw new StorageError(describeFileSystemError(cause), {
          tooLarge: codeOf(cause) === "EFBIG",
          cause,
        });
      }
      return { key };
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
      try {
        await rm(fileFor(key), { force: true });
      } catch (cause) {
        throw new StorageError(describeFileSystemError(cause), { cause });
      }
    },
    async *list(prefix) {
      const folder = path.join(root, prefix);
      const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        const info = await stat(path.join(root, key)).catch(() => null);
        if (info && isSafeKey(key)) yield { key, modifiedAt: info.mtime };
      }
    },
    publicUrl: (key) => `/files/${PUBLIC_BUCKET}/${key}`,
    async check() {
      // The folder an upload would create: made if missing, then it must be readable and writable.
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

const codeOf = (error: unknown) =>
  error && typeof error === "object" && "code" in error ? String(error.code) : "";

/** The file system's error in words without its paths. */
function describeFileSystemError(error: unknown): string {
  switch (codeOf(error)) {
    case "ENOSPC":
    case "EDQUOT":
      return "the file store is full";
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return "the file store refused access";
    case "EFBIG":
      return "the file is larger than the file store accepts";
    default:
      return "the file store could not be written";
  }
}
