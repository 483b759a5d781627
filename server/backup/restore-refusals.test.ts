// `npm run restore` refuses, saying why and changing nothing: a target that holds a database or files,
// a backup from a newer schema, a damaged archive, a file that is no backup of ours, another session
// secret (unless told to reset two-factor); and a restore that fails midway leaves the target as it
// was. On both databases (decision 183).

import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeConsultation } from "#server/seed/factories.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import { emptyTarget, type RestoreTarget, rewriteArchive } from "#tests/support/backup-targets.ts";
import { makeAdminActor } from "#tests/support/members.ts";
import { createTestContext, type TestContext, usingPostgres } from "#tests/support/test-services.ts";
import { BackupError } from "./backup-error.ts";
import { type Manifest, sha256 } from "./manifest.ts";
import { restoreBackup } from "./restore-backup.ts";
import { backupSourceOf, runBackup } from "./take-backup.ts";

const kind = usingPostgres() ? "postgres" : "pglite";
let t: TestContext;
let work: string;
let backup: string;
const targets: RestoreTarget[] = [];

const target = async (env: Record<string, string> = {}) => {
  const made = await emptyTarget(kind, env);
  targets.push(made);
  return made;
};

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "sd-refusals-"));
  t = await createTestContext({ BACKUP_DIR: work });
  await makeAdminActor(t.services);
  await makeConsultation(t.services.db);
  await t.services.storage.put(
    "program-images/1-refusal.webp",
    Buffer.from("not really an image"),
    "image/webp",
  );
  const outcome = await runBackup(
    { source: backupSourceOf(t.handle, t.databaseUrl), ...t.services },
    "on-demand",
  );
  if (outcome.status !== "verified") throw new Error(outcome.error);
  backup = outcome.file;
});

afterAll(async () => {
  for (const made of targets) await made.close();
  await t?.close();
  await rm(work, { recursive: true, force: true });
});

/** The refusal's reason and message; fails the test if the restore went ahead. */
async function refusal(file: string, restored: RestoreTarget, options = {}) {
  try {
    await restoreBackup(file, restored.config, options);
  } catch (error) {
    if (error instanceof BackupError) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error("the restore went ahead");
}

/** Nothing was left in the target: no table, no database folder, no file. */
async function expectUntouched(restored: RestoreTarget, files: string[] = []) {
  if (restored.kind === "postgres") {
    const handle = restored.open();
    try {
      const { rows } = await handle.db.execute(
        "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('public', 'drizzle')" as never,
      );
      expect(rows).toEqual([]);
    } finally {
      await handle.close();
    }
  } else {
    await expect(readFile(path.join(restored.config.dataDir, "db", "PG_VERSION"))).rejects.toThrow();
  }
  const keys: string[] = [];
  const storage = createStorage(restored.config);
  for (const folder of ["program-images/", "variants/"])
    for await (const { key } of storage.list(folder)) keys.push(key);
  expect(keys.sort()).toEqual(files);
}

/** A copy of the backup with its manifest changed, still consistent with its parts. */
async function withManifest(name: string, change: (m: Manifest) => void, database?: (sql: string) => string) {
  const file = path.join(work, name);
  await rewriteArchive(backup, file, (entries) => {
    const manifestEntry = entries.find((e) => e.name === "manifest.json")!;
    const manifest = JSON.parse(manifestEntry.data.toString("utf8")) as Manifest;
    const dump = entries.find((e) => e.name === "database.sql")!;
    if (database) {
      dump.data = Buffer.from(database(dump.data.toString("utf8")));
      manifest.database.sha256 = sha256(dump.data);
      manifest.database.bytes = dump.data.length;
    }
    change(manifest);
    manifestEntry.data = Buffer.from(JSON.stringify(manifest));
    return entries;
  });
  return file;
}

describe("npm run restore refuses", () => {
  it("a target database that is not empty", async () => {
    const restored = await target();
    if (kind === "postgres") {
      const handle = restored.open();
      await handle.migrate();
      await handle.close();
    } else {
      mkdirSync(path.join(restored.config.dataDir, "db"), { recursive: true });
      writeFileSync(path.join(restored.config.dataDir, "db", "PG_VERSION"), "18\n");
    }
    expect(await refusal(backup, restored)).toMatchObject({ reason: "not-empty" });
    // What was there is as it was; no file arrived.
    if (kind === "postgres") {
      const handle = restored.open();
      expect((await handle.db.execute("SELECT count(*)::int AS n FROM consultations" as never)).rows).toEqual(
        [{ n: 0 }],
      );
      await handle.close();
    } else expect(readdirSync(path.join(restored.config.dataDir, "db"))).toEqual(["PG_VERSION"]);
    const stored = await createStorage(restored.config)
      .list("program-images/")
      [Symbol.asyncIterator]()
      .next();
    expect(stored.done).toBe(true);
  });

  it("a target file store that is not empty", async () => {
    const restored = await target();
    await createStorage(restored.config).put(
      "program-images/2-already-there.webp",
      Buffer.from("x"),
      "image/webp",
    );
    expect(await refusal(backup, restored)).toMatchObject({
      reason: "not-empty",
      message: expect.stringContaining("already holds files"),
    });
    await expectUntouched(restored, ["program-images/2-already-there.webp"]);
  });

  it("a backup from a newer schema than this version's", async () => {
    const newer = await withManifest("newer.tar.gz", (m) => {
      m.product.version = "9.0.0";
      m.schema = {
        migrations: m.schema.migrations + 1,
        last: "9999_from_the_future",
        lastCreatedAt: m.schema.lastCreatedAt + 1,
      };
    });
    const restored = await target();
    const refused = await refusal(newer, restored);
    expect(refused).toMatchObject({ reason: "newer-schema" });
    expect(refused.message).toContain("9999_from_the_future, newer than this version's");
    expect(refused.message).toContain("restore it with version 9.0.0 or later");
    await expectUntouched(restored);
  });

  it("a damaged archive: corrupt compressed data, or a part that no longer matches its checksum", async () => {
    const bytes = await readFile(backup);
    const corrupt = path.join(work, "corrupt.tar.gz");
    const middle = Math.floor(bytes.length / 2);
    for (let i = middle; i < middle + 64; i++) bytes[i] = bytes[i]! ^ 0xff;
    await writeFile(corrupt, bytes);
    const restored = await target();
    expect(await refusal(corrupt, restored)).toMatchObject({ reason: "damaged" });

    const altered = path.join(work, "altered.tar.gz");
    await rewriteArchive(backup, altered, (entries) =>
      entries.map((e) =>
        e.name.startsWith("files/") ? { ...e, data: Buffer.from("changed on disk!!!!") } : e,
      ),
    );
    expect(await refusal(altered, restored)).toMatchObject({
      reason: "damaged",
      message: expect.stringContaining("does not match its checksum"),
    });
    await expectUntouched(restored);
  });

  it("a file that is not a backup of this product", async () => {
    const restored = await target();
    const text = path.join(work, "notes.txt");
    await writeFile(text, "just some notes\n");
    expect(await refusal(text, restored)).toMatchObject({ reason: "not-a-backup" });
    const noManifest = path.join(work, "no-manifest.tar.gz");
    await rewriteArchive(backup, noManifest, (entries) => entries.filter((e) => e.name !== "manifest.json"));
    expect(await refusal(noManifest, restored)).toMatchObject({
      reason: "not-a-backup",
      message: expect.stringContaining("no manifest.json"),
    });
    const foreign = await withManifest("foreign.tar.gz", (m) => {
      (m as { format: string }).format = "someone-elses-backup";
    });
    expect(await refusal(foreign, restored)).toMatchObject({ reason: "not-a-backup" });
    expect(await refusal(path.join(work, "missing.tar.gz"), restored)).toMatchObject({
      reason: "not-a-backup",
    });
    await expectUntouched(restored);
  });

  it("another session secret than the one that sealed its two-factor keys, unless told to reset them", async () => {
    const restored = await target({ BETTER_AUTH_SECRET: "another-secret-another-secret-another-01" });
    expect(await refusal(backup, restored)).toMatchObject({
      reason: "secret",
      message: expect.stringContaining("--reset-two-factor"),
    });
    await expectUntouched(restored);
    const summary = await restoreBackup(backup, restored.config, { resetTwoFactor: true });
    expect(summary.twoFactorReset).toBe(true);
  });
});

describe("a restore that fails midway", () => {
  it("leaves the target as it was: no table, no database folder, no file", async () => {
    // A dump whose accounts point at a profile it lacks: the foreign keys refuse it once loaded.
    const broken = await withManifest(
      "broken.tar.gz",
      (m) => {
        m.database.rows["public.profiles"] = m.database.rows["public.profiles"]! - 1;
      },
      (sql) => sql.replace(/^INSERT INTO public\.profiles .*\n/m, ""),
    );
    const restored = await target();
    await expect(restoreBackup(broken, restored.config)).rejects.toThrow();
    await expectUntouched(restored);
  });
});
