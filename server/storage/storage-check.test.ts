// `npm run storage:check` on a bucket of a real S3-protocol server and this run's database: it finds
// files no row references (and their variants), rows whose file is gone, leaves young files alone (an
// upload may be committing), and with --delete removes exactly the orphans.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVariantStorageKey } from "#core/content/program-images/responsive-image.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { addProgramImages } from "#server/content/program-images/add-program-images.ts";
import { listProgramImagesForAdmin } from "#server/content/program-images/list-program-images-for-admin.ts";
import { makeProgram } from "#server/seed/factories.ts";
import { type S3TestServer, startS3Server } from "#tests/support/s3-server.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { runStorageCheck } from "./run-storage-check.ts";
import { checkStorage, ORPHAN_GRACE_MS } from "./storage-check.ts";

let s3: S3TestServer;
let t: TestContext;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestContext(s3.env());
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const admin: SessionUser = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "admin@example.com",
  name: "",
  firstName: null,
  lastName: null,
  emailVerified: true,
  role: "admin",
};

const later = () => new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);

describe("storage check", () => {
  it("lists orphans and missing files, and --delete removes only the orphans", async () => {
    const { db, storage } = t.services;
    const program = await makeProgram(db);
    const png = await sharp({ create: { width: 80, height: 40, channels: 3, background: "#446688" } })
      .png()
      .toBuffer();
    await addProgramImages(t.services, admin, program.id, [
      { name: "a.png", size: png.length, data: png },
      { name: "b.png", size: png.length, data: png },
    ]);
    const [kept, lost] = await listProgramImagesForAdmin(db, admin, program.id);
    const keptVariant = imageVariantStorageKey(kept!.storageKey!, 480);
    await storage.put(keptVariant, png, "image/webp");
    await storage.delete(lost!.storageKey!); // a row whose file is gone
    const orphan = "program-images/1-orphan.webp";
    await storage.put(orphan, png, "image/webp");
    await storage.put(imageVariantStorageKey(orphan, 800), png, "image/webp");

    // Right now every file is young: an upload may be about to commit its row.
    expect((await checkStorage(db, storage)).orphanFiles).toEqual([]);

    const report = await checkStorage(db, storage, { now: later() });
    expect(report.orphanFiles).toEqual([orphan, "variants/800/program-images/1-orphan.webp"]);
    expect(report.missingFiles).toEqual([
      { imageId: lost!.id, programId: program.id, key: lost!.storageKey },
    ]);
    expect(report.deleted).toEqual([]);

    const removed = await checkStorage(db, storage, { now: later(), deleteOrphans: true });
    expect(removed.deleted).toEqual(report.orphanFiles);
    expect(await storage.get(orphan)).toBeNull();
    for (const key of [kept!.storageKey!, keptVariant]) {
      const file = await storage.get(key);
      expect(file, key).not.toBeNull();
      file!.body.destroy();
    }
    expect((await checkStorage(db, storage, { now: later() })).orphanFiles).toEqual([]);
  });

  it("prints the report, exits 1 while something is left, and fails in the spec's words without the bucket", async () => {
    const lines: string[] = [];
    const open = () => ({ db: t.services.db, close: async () => {} });
    const code = await runStorageCheck([], s3.env(), (line) => lines.push(line), open);
    expect(code).toBe(1); // the row whose file is gone, from the test above
    expect(lines).toContain("Checked bucket sd-test-files.");
    expect(lines.some((line) => line.startsWith("Image rows whose file is missing: 1"))).toBe(true);

    await expect(runStorageCheck([], s3.env("no-such-bucket"), () => {}, open)).rejects.toThrow(
      "Storage bucket not found. Please contact administrator.",
    );
  });
});
