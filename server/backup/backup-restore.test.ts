// A backup of a running product restores whole into the other database (PGlite into PostgreSQL with an
// S3 bucket, PostgreSQL into PGlite with the folder: the move both ways), with every row and file, the
// counters exact and kept by their triggers, the audit trail still append-only, and sign-in with a
// password and a two-factor code working. A backup taken while applications are written holds each one
// acknowledged before it started. On both databases (decisions 181, 183).
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityFormSchema } from "#core/leads/activities/activity-schema.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { signIn, verifySignInCode } from "#server/auth/sign-in/sign-in.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { auditEvents, consultations, profiles } from "#server/db/schema.ts";
import { bookEvent } from "#server/events/bookings/book-event.ts";
import { createActivity } from "#server/leads/activities/create-activity.ts";
import { createLogger } from "#server/logger.ts";
import { makeConsultation, makeTrainingEvent, uniqueSuffix } from "#server/seed/factories.ts";
import { seedDemo } from "#server/seed/seed-demo.ts";
import { createServices } from "#server/services-factory.ts";
import { createStorage } from "#server/storage/create-storage.ts";
import { STORED_FOLDERS } from "#server/storage/storage-check.ts";
import { emptyTarget, type RestoreTarget, sessionOf, tableDigests } from "#tests/support/backup-targets.ts";
import { browserRequest, cookieFrom } from "#tests/support/http.ts";
import { makeAdminActor, makeMemberActor } from "#tests/support/members.ts";
import { createTestContext, type TestContext, usingPostgres } from "#tests/support/test-services.ts";
import { codeFor, enrolTwoFactor } from "#tests/support/two-factor.ts";
import { restoreBackup } from "./restore-backup.ts";
import { type BackupOutcome, backupSourceOf, runBackup } from "./take-backup.ts";

const ADMIN_PASSWORD = "operator-password-1";
const PRIVATE_KEY = "private/resources/restore-drill.txt";
// The move: PGlite into PostgreSQL (when the suite has one), PostgreSQL back into PGlite.
const otherKind = usingPostgres() || !process.env.TEST_DATABASE_URL ? "pglite" : "postgres";
const fastKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

let t: TestContext;
let backupDir: string;
let admin: SessionUser;
let twoFactorKey: string;
const targets: RestoreTarget[] = [];

const takeBackup = async (): Promise<Extract<BackupOutcome, { status: "verified" }>> => {
  const outcome = await runBackup(
    { source: backupSourceOf(t.handle, t.databaseUrl), ...t.services },
    "on-demand",
  );
  if (outcome.status !== "verified") throw new Error(outcome.error);
  return outcome;
};

const target = async (kind: "pglite" | "postgres") => {
  const made = await emptyTarget(kind);
  targets.push(made);
  return made;
};

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(tmpdir(), "sd-backups-"));
  t = await createTestContext({ BACKUP_DIR: backupDir });
  await seedDemo(t.services); // programs with their images stored, leads, bookings, achievements
  // A private file (a resource's or a message's), which only its own routes serve.
  await t.services.storage.put(PRIVATE_KEY, Buffer.from("a household plan"), "text/plain");
  admin = await makeAdminActor(t.services);
  ({ key: twoFactorKey } = await enrolTwoFactor(t.services, admin, ADMIN_PASSWORD));
  const member = await makeMemberActor(t.services);
  const event = await makeTrainingEvent(t.services.db, { title: `Restore drill ${uniqueSuffix()}` });
  await bookEvent(t.services.db, member, event.id);
  const lead = await makeConsultation(t.services.db);
  await createActivity(
    t.services.db,
    admin,
    activityFormSchema("UTC").parse({
      activityType: "completed",
      contactMethod: "phone",
      consultationId: lead.id,
      subject: "First call",
      completedAt: "2026-11-30T10:00",
    }),
  );
});

afterAll(async () => {
  for (const made of targets) await made.close();
  await t?.close();
  await rm(backupDir, { recursive: true, force: true });
});

describe(`restoring into ${otherKind}`, () => {
  let restored: RestoreTarget;
  let handle: DatabaseHandle;
  let file: string;

  beforeAll(async () => {
    ({ file } = await takeBackup());
    restored = await target(otherKind);
    const summary = await restoreBackup(file, restored.config);
    expect(summary).toMatchObject({ upgradedBy: [], twoFactorReset: false });
    expect(summary.files).toBeGreaterThan(0);
    handle = restored.open();
  });
  afterAll(() => handle?.close());

  it("brings every row of every table and every stored file, byte for byte", async () => {
    const source = await sessionOf(t.handle, t.databaseUrl);
    const copy = await sessionOf(handle, restored.config.databaseUrl);
    try {
      // The backup's own record is written after its dump: the one row the copy cannot hold.
      const expected = await tableDigests(source.session, ["backup_runs"]);
      expect(await tableDigests(copy.session, ["backup_runs"])).toEqual(expected);
      expect(Object.keys(expected).length).toBeGreaterThan(20);
    } finally {
      await source.end();
      await copy.end();
    }
    const from = t.services.storage;
    const to = createStorage(restored.config);
    const keys = async (storage: typeof from) => {
      const found: string[] = [];
      for (const folder of STORED_FOLDERS) for await (const { key } of storage.list(folder)) found.push(key);
      return found.sort();
    };
    const stored = await keys(from);
    expect(stored).toContain(PRIVATE_KEY);
    expect(await keys(to)).toEqual(stored);
    const bytes = async (storage: typeof from, key: string) => {
      const chunks: Buffer[] = [];
      for await (const chunk of (await storage.get(key))!.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    for (const key of stored) expect((await bytes(to, key)).equals(await bytes(from, key))).toBe(true);
  });

  it("backs up again from where it was restored (a bucket too), its private files included", async () => {
    const services = createServices(restored.config, handle.db, createLogger("silent"));
    const again = await runBackup(
      { source: backupSourceOf(handle, restored.config.databaseUrl), ...services },
      "on-demand",
    );
    if (again.status !== "verified") throw new Error(again.error);
    const first = await takeBackup();
    expect(again.files).toBe(first.files);
  });

  it("serves sign-in with the password and a two-factor code; the audit trail stays append-only", async () => {
    const services = createServices(restored.config, handle.db, createLogger("silent"));
    const first = await signIn(
      services,
      browserRequest("/admin/login"),
      { email: admin.email, password: ADMIN_PASSWORD },
      "admin",
    );
    expect(first.codeRequired).toBe(true);
    const signedIn = await verifySignInCode(
      services,
      browserRequest("/admin/login", { cookie: cookieFrom(first.headers) }),
      codeFor(twoFactorKey),
      "admin",
    );
    expect(signedIn.userId).toBe(admin.id);
    // The trail goes on from where it was, and its triggers refuse changes again.
    const trail = await handle.db.select().from(auditEvents).where(eq(auditEvents.actorId, admin.id));
    expect(trail.map((r) => r.action)).toEqual(expect.arrayContaining(["enable", "create", "sign_in"]));
    await expect(handle.db.update(auditEvents).set({ action: "changed" })).rejects.toThrow();
    await expect(handle.db.delete(auditEvents)).rejects.toThrow();
  });

  it("keeps the counters exact: a recount changes nothing, and the triggers count new activities", async () => {
    const counts = () =>
      handle.db.execute<{ dimension: string; value: string; activities: number }>(
        sql`SELECT dimension, value, activities FROM contact_activity_counts ORDER BY dimension, value`,
      );
    const before = (await counts()).rows;
    await handle.db.execute(sql`SELECT contact_activity_counts_recount()`);
    expect((await counts()).rows).toEqual(before);
    const [lead] = await handle.db.select({ id: consultations.id }).from(consultations).limit(1);
    await createActivity(
      handle.db,
      admin,
      activityFormSchema("UTC").parse({
        activityType: "completed",
        contactMethod: "email",
        consultationId: lead!.id,
        subject: "After the restore",
        completedAt: "2026-12-01T10:00",
      }),
    );
    const kept = (await counts()).rows;
    expect(kept).not.toEqual(before);
    await handle.db.execute(sql`SELECT contact_activity_counts_recount()`);
    expect((await counts()).rows).toEqual(kept);
  });

  it("is written owner-only", async () => {
    const { mode } = await stat(file);
    expect(mode & 0o777).toBe(0o600);
    expect((await readFile(file)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });
});

describe("a backup taken while applications are being written", () => {
  it("restores to a state holding every application acknowledged before it started", async () => {
    const tag = `load-${uniqueSuffix()}`;
    const acknowledged: { email: string; at: number }[] = [];
    let stop = false;
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const writers = Array.from({ length: 3 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const email = `${tag}-${w}-${i}@example.com`;
        await makeConsultation(t.services.db, { email, firstName: "Load" });
        acknowledged.push({ email, at: performance.now() });
        // As requests do, each write arrives in a turn of its own (PGlite answers without any I/O, so
        // back-to-back writes would never let the backup's own turn come).
        await nextTurn();
      }
    });
    const until = async (done: () => boolean) => {
      while (!done()) await nextTurn();
    };
    await until(() => acknowledged.length >= 6);
    const started = performance.now();
    const { file } = await takeBackup();
    const finished = performance.now();
    await until(() => acknowledged.some((a) => a.at > finished)); // the writes went on throughout
    stop = true;
    await Promise.all(writers);

    const before = acknowledged.filter((a) => a.at < started).map((a) => a.email);
    expect(before.length).toBeGreaterThanOrEqual(6);
    const restored = await target(fastKind);
    await restoreBackup(file, restored.config);
    const handle = restored.open();
    try {
      const rows = await handle.db
        .select({ email: consultations.email })
        .from(consultations)
        .where(like(consultations.email, `${tag}-%`));
      const found = new Set(rows.map((r) => r.email));
      expect(before.filter((email) => !found.has(email))).toEqual([]);
      // And nothing that was never written.
      const written = new Set(acknowledged.map((a) => a.email));
      expect([...found].filter((email) => !written.has(email))).toEqual([]);
      // The lead figures arrive with exactly the leads they count.
      const applied = await handle.db.execute<{ n: number }>(
        sql`SELECT coalesce(sum(applied), 0)::int AS n FROM lead_day_figures`,
      );
      const leads = await handle.db.select({ n: sql<number>`count(*)::int` }).from(consultations);
      expect(applied.rows[0]!.n).toBe(leads[0]!.n);
      const named = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(profiles)
        .where(inArray(profiles.id, [admin.id]));
      expect(named[0]!.n).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
