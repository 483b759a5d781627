// Writing and reading the backup archive: a gzip'd tar of database.sql, the stored files under files/
// by key, and manifest.json last (it holds the others' checksums, known once they are written).
// Reading checks every part against the manifest before anyone acts on it.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { BackupError } from "./backup-error.ts";
import {
  DATABASE_ENTRY,
  FILES_FOLDER,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  sha256,
} from "./manifest.ts";
import { type Dump, DumpFormatError, readDump } from "./sql-dump.ts";
import { readTar, TarFormatError, TarWriter } from "./tar.ts";

export type FileToArchive = { key: string; size: number; body: AsyncIterable<Buffer> };

/**
 * Writes the archive to `file` (created owner-only; it must not exist). `files` yields the stored files;
 * `manifestFor` completes the manifest with what was written.
 */
export async function writeArchive(
  file: string,
  database: Buffer,
  files: AsyncIterable<FileToArchive>,
  manifestFor: (written: { files: Manifest["files"]; databaseSha256: string }) => Manifest,
): Promise<Manifest> {
  const gzip = createGzip({ level: 6 });
  const done = pipeline(gzip, createWriteStream(file, { flags: "wx", mode: 0o600 }));
  done.catch(() => {}); // awaited below; a failure also surfaces through the writes
  const tar = new TarWriter(gzip);
  try {
    await tar.add(DATABASE_ENTRY, database.length, database);
    const entries: Manifest["files"]["entries"] = {};
    let bytes = 0;
    for await (const stored of files) {
      const hash = createHash("sha256");
      async function* hashed() {
        for await (const chunk of stored.body) {
          hash.update(chunk);
          yield chunk;
        }
      }
      await tar.add(`${FILES_FOLDER}${stored.key}`, stored.size, hashed());
      entries[stored.key] = { bytes: stored.size, sha256: hash.digest("hex") };
      bytes += stored.size;
    }
    const manifest = manifestFor({
      files: { count: Object.keys(entries).length, bytes, entries },
      databaseSha256: sha256(database),
    });
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await tar.add(MANIFEST_ENTRY, text.length, text);
    await tar.finish();
    await done;
    return manifest;
  } catch (error) {
    gzip.destroy();
    await done.catch(() => {});
    throw error;
  }
}

export type ArchiveContents = { manifest: Manifest; dump: Dump };

const NOT_A_BACKUP = "This file is not a backup made by this product";

/**
 * Reads the whole archive and checks it: the manifest is ours, every part's checksum and size matches,
 * no file is missing or extra, and the dump's rows per table are the counts the manifest recorded.
 * `onFile` sees each stored file's bytes, unchecked until this resolves (the restore's second pass).
 */
export async function readArchive(
  file: string,
  onFile?: (key: string, data: Buffer) => Promise<void>,
): Promise<ArchiveContents> {
  let manifestText: string | undefined;
  let database: Buffer | undefined;
  const seen = new Map<string, { bytes: number; sha256: string }>();
  try {
    const gunzip = createGunzip();
    // pipe() does not pass the file's own errors (none there, unreadable) on: the reader must see them.
    const source = createReadStream(file).on("error", (error) => gunzip.destroy(error));
    for await (const entry of readTar(source.pipe(gunzip))) {
      if (entry.name === MANIFEST_ENTRY) manifestText = entry.data.toString("utf8");
      else if (entry.name === DATABASE_ENTRY) database = entry.data;
      else if (entry.name.startsWith(FILES_FOLDER)) {
        const key = entry.name.slice(FILES_FOLDER.length);
        seen.set(key, { bytes: entry.size, sha256: sha256(entry.data) });
        await onFile?.(key, entry.data);
      } else throw new BackupError(`${NOT_A_BACKUP} (it holds ${entry.name}).`, "not-a-backup");
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "ENOENT") throw new BackupError(`There is no file ${file}.`, "not-a-backup");
    if (code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR" || error instanceof TarFormatError) {
      // A file that starts as gzip but breaks later is a damaged backup; anything else is not one.
      const gzipped = await startsWithGzip(file);
      throw new BackupError(
        gzipped
          ? `The backup ${file} is damaged: ${error instanceof TarFormatError ? error.message : "its compressed data is corrupt"}.`
          : `${NOT_A_BACKUP} (it is not a gzip'd tar archive).`,
        gzipped ? "damaged" : "not-a-backup",
        { cause: error },
      );
    }
    throw error;
  }
  if (!manifestText) throw new BackupError(`${NOT_A_BACKUP} (it has no manifest.json).`, "not-a-backup");
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch (error) {
    throw new BackupError(`${NOT_A_BACKUP} (its manifest.json is not one of ours).`, "not-a-backup", {
      cause: error,
    });
  }
  const damaged = (what: string) => new BackupError(`The backup ${file} is damaged: ${what}.`, "damaged");
  if (!database) throw damaged("it has no database.sql");
  if (sha256(database) !== manifest.database.sha256 || database.length !== manifest.database.bytes)
    throw damaged("database.sql does not match its checksum");
  for (const [key, expected] of Object.entries(manifest.files.entries)) {
    const found = seen.get(key);
    if (!found) throw damaged(`the file ${key} is missing`);
    if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes)
      throw damaged(`the file ${key} does not match its checksum`);
  }
  const extra = [...seen.keys()].find((key) => !(key in manifest.files.entries));
  if (extra) throw damaged(`the file ${extra} is not in its manifest`);
  let dump: Dump;
  try {
    dump = readDump(database.toString("utf8"));
  } catch (error) {
    if (!(error instanceof DumpFormatError)) throw error;
    throw damaged(`database.sql cannot be read (${error.message})`);
  }
  for (const [table, count] of Object.entries(manifest.database.rows)) {
    const found = dump.tables.get(table)?.rows.length ?? 0;
    if (found !== count) throw damaged(`database.sql holds ${found} rows of ${table}, not ${count}`);
  }
  const unlisted = [...dump.tables.keys()].find((table) => !(table in manifest.database.rows));
  if (unlisted) throw damaged(`database.sql holds rows of ${unlisted}, which its manifest does not count`);
  return { manifest, dump };
}

async function startsWithGzip(file: string): Promise<boolean> {
  const stream = createReadStream(file, { start: 0, end: 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const head = Buffer.concat(chunks);
  return head[0] === 0x1f && head[1] === 0x8b;
}
