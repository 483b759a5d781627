// A database made by an earlier release (each kept as tests/fixtures/backup-<version>.tar.gz: that
// release's schema, its demo content and an admin) upgrades when this version starts, one migration per
// transaction, and then serves its pages, its images and sign-in; restoring that backup upgrades it in
// the restore's own transaction. On both databases (decision 182), for every release kept below.
//
// At each release, add the release just made beside the others (RELEASES), made as 1.1.0's was:
//   git worktree add --detach /tmp/rel-X.Y.Z <release commit>   # package.json says X.Y.Z
//   cd /tmp/rel-X.Y.Z && cp -al /work/main/node_modules ./node_modules && npm run build
//   DATA_DIR=/tmp/rel-X.Y.Z-data PORT=4713 ADMIN_EMAIL=admin@release-X-Y-Z.test \
//     ADMIN_PASSWORD=release-X.Y.Z-admin BETTER_AUTH_SECRET=<TEST_SECRET> npm start
//     # empty database: creates the admin and seeds the demo content (programs with their 16 images)
//   DATA_DIR=/tmp/rel-X.Y.Z-data BETTER_AUTH_SECRET=<TEST_SECRET> npm run backup   # asks that server
//   stop the server (SIGTERM), copy data/backups/backup-*.tar.gz to tests/fixtures/backup-X.Y.Z.tar.gz
//   git worktree remove --force /tmp/rel-X.Y.Z
// <TEST_SECRET> is tests/support/backup-targets.ts's (a restore refuses another session secret).
// The archive holds no session and no two-factor key; the admin's password is only a test's.
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

type Release = {
  version: string;
  /** The last migration that release shipped, as its manifest names it. */
  lastMigration: string;
  admin: { email: string; password: string };
};

const RELEASES: Release[] = [
  {
    version: "1.0.0",
    lastMigration: "0018_dashboard_day_figures",
    admin: { email: "admin@release-1-0-0.test", password: "release-1.0.0-admin" },
  },
  {
    version: "1.1.0",
    lastMigration: "0020_backup_runs",
    admin: { email: "admin@release-1-1-0.test", password: "release-1.1.0-admin" },
  },
];

const fixtureOf = (release: Release) =>
  path.join(projectRoot, `tests/fixtures/backup-${release.version}.tar.gz`);

describe.each(RELEASES)("a database made by release $version", (release) => {
  const fixture = fixtureOf(release);
  let dataDir: string;
  let handle: DatabaseHandle;
  let session: SqlSession;
  let cleanUp = async () => {};
  let level: number;
  let files: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "sd-upgrade-"));
    const storage = createStorage({ dataDir, storage: { kind: "local" } });
    const { manifest, dump } = await readArchive(fixture, (key, data) =>
      storage.put(key, data, contentTypeForKey(key)).then(() => {}),
    );
    expect(manifest.product.version).toBe(release.version);
    expect(manifest.schema.last).toBe(release.lastMigration);
    files = manifest.files.count;
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
    // The database as that release left it: its migrations, its rows.
    await session.transaction(async (s) => {
      await applyMigrations(s, { upTo: level + 1, inOneTransaction: true, migrations });
      await loadRows(s, dump, manifest, migrations[level]!.tag);
    });
  });

  afterAll(async () => {
    await cleanUp();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("upgrades on start and then serves its pages, its images and sign-in", async () => {
    const migrations = productMigrations();
    expect(migrations[level]!.tag).toBe(release.lastMigration);
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
    const signedIn = await signIn(services, browserRequest("/admin/login"), release.admin, "admin");
    expect(signedIn.codeRequired).toBeUndefined();
  });

  it("restored into an empty target, is upgraded in the restore's own transaction", async () => {
    // Into PostgreSQL when the suite has one (quick); the PGlite side of restoring is tested in server/backup/.
    const target = await emptyTarget(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    try {
      const summary = await restoreBackup(fixture, target.config);
      expect(summary.upgradedBy).toEqual(
        productMigrations()
          .slice(level + 1)
          .map((m) => m.tag),
      );
      expect(files).toBeGreaterThan(0);
      expect(summary.files).toBe(files);
    } finally {
      await target.close();
    }
  });
});
