// A database made by the previous release (1.0.0: schema through 0018, its demo content and an admin,
// kept as tests/fixtures/backup-1.0.0.tar.gz) upgrades when this version starts, one migration per
// transaction, and then serves its pages, its images and sign-in; restoring that backup upgrades it in
// the restore's own transaction. On both databases (decision 182). At each release, add the release
// just made as a fixture beside it and point this test at it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugFromName } from "#core/content/programs/slug.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { readArchive } from "#server/backup/archive.ts";
import { loadRows } from "#server/backup/load-rows.ts";
import { restoreBackup, schemaLevel } from "#server/backup/restore-backup.ts";
import { loadConfig } from "#server/config.ts";
import { type DatabaseHandle, embeddedDatabase, openDatabase } from "#server/db/client.ts";
import { appliedMigrations, applyMigrations, productMigrations } from "#server/db/migrator.ts";
import { programImages, programs } from "#server/db/schema.ts";
import { pgliteSession, postgresSession, type SqlSession } from "#server/db/sql-session.ts";
import { createLogger } from "#server/logger.ts";
import { projectRoot } from "#server/paths.ts";
import { createServices } from "#server/services-factory.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import { contentTypeForKey } from "#server/storage/storage.ts";
import { createAppUnderTest } from "#tests/support/app-under-test.ts";
import { emptyTarget, TEST_SECRET } from "#tests/support/backup-targets.ts";
import { browserRequest } from "#tests/support/http.ts";
import { createPostgresDatabase, usingPostgres } from "#tests/support/test-services.ts";

const FIXTURE = path.join(projectRoot, "tests/fixtures/backup-1.0.0.tar.gz");
const RELEASE_ADMIN = { email: "admin@release-1-0-0.test", password: "release-1.0.0-admin" };

let dataDir: string;
let handle: DatabaseHandle;
let session: SqlSession;
let cleanUp = async () => {};
let level: number;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "sd-upgrade-"));
  const storage = createStorage({ dataDir, storage: { kind: "local" } });
  const { manifest, dump } = await readArchive(FIXTURE, (key, data) =>
    storage.put(key, data, contentTypeForKey(key)).then(() => {}),
  );
  expect(manifest.product.version).toBe("1.0.0");
  const migrations = productMigrations();
  level = schemaLevel(manifest, dump, migrations);
  if (usingPostgres()) {
    const database = await createPostgresDatabase();
    handle = openDatabase({ url: database.url }, () => {});
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    session = postgresSession(client);
    cleanUp = async () => {
      await client.end();
      await handle.close();
      await database.drop();
    };
  } else {
    handle = openDatabase({ memory: true }, () => {});
    session = pgliteSession(embeddedDatabase(handle.db)!);
    cleanUp = () => handle.close();
  }
  // The database as 1.0.0 left it: its migrations, its rows.
  await session.transaction(async (s) => {
    await applyMigrations(s, { upTo: level + 1, inOneTransaction: true, migrations });
    await loadRows(s, dump, manifest, migrations[level]!.tag);
  });
});

afterAll(async () => {
  await cleanUp();
  await rm(dataDir, { recursive: true, force: true });
});

describe("a database made by release 1.0.0", () => {
  it("upgrades on start and then serves its pages, its images and sign-in", async () => {
    const migrations = productMigrations();
    expect(level).toBeLessThan(migrations.length - 1);
    expect(await appliedMigrations(session)).toHaveLength(level + 1);

    await handle.migrate(); // what start-up does
    expect((await appliedMigrations(session)).map((m) => m.createdAt)).toEqual(
      migrations.map((m) => m.createdAt),
    );

    const config = loadConfig({
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: TEST_SECRET,
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
    });
    const services = createServices(config, handle.db, createLogger("silent"));
    const { app, close } = await createAppUnderTest(services);
    try {
      const [program] = await handle.db.select({ name: programs.name }).from(programs).limit(1);
      const home = await app.request(browserRequest("/programs"));
      expect(home.status).toBe(200);
      expect(await home.text()).toContain(program!.name);
      expect((await app.request(browserRequest(`/programs/${slugFromName(program!.name)}`))).status).toBe(
        200,
      );
      const [image] = await handle.db.select({ url: programImages.imageUrl }).from(programImages).limit(1);
      const file = await app.request(browserRequest(image!.url));
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    } finally {
      await close();
    }
    const signedIn = await signIn(services, browserRequest("/admin/login"), RELEASE_ADMIN, "admin");
    expect(signedIn.codeRequired).toBeUndefined();
  });

  it("restored into an empty target, is upgraded in the restore's own transaction", async () => {
    // Into PostgreSQL when the suite has one (quick); the PGlite side of restoring is tested in server/backup/.
    const target = await emptyTarget(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    try {
      const summary = await restoreBackup(FIXTURE, target.config);
      expect(summary.upgradedBy).toEqual(
        productMigrations()
          .slice(level + 1)
          .map((m) => m.tag),
      );
      expect(summary.files).toBe(16);
    } finally {
      await target.close();
    }
  });
});
