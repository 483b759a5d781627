// Program Management when the S3 bucket is missing (decision 149), through the real app and action: the
// operator reads the spec's sentence for the bucket, and nothing changes.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { programImages } from "#server/db/schema.ts";
import { makeProgram } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { type S3TestServer, startS3Server } from "#tests/support/s3-server.ts";
import { imageIntents } from "~/kit/intents";

// Filled before the suite's app starts (hooks run in order): the store points at a bucket that is not there.
const env: Record<string, string> = {};
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(env, s3.env("no-such-bucket"));
  return () => s3.close();
});
const suite = appUnderTestForSuite({ env });

async function post(form: FormData) {
  const response = await suite.app.request(`${TEST_ORIGIN}/admin/programs`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie: suite.adminCookie },
    body: form,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

describe("program images without their bucket", () => {
  it("say the bucket is not found on upload and on delete, and keep everything as it was", async () => {
    const { db } = suite.t.services;
    const program = await makeProgram(db);
    const upload = new FormData();
    upload.append("intent", imageIntents.upload);
    upload.append("id", program.id);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#223344" } })
      .png()
      .toBuffer();
    upload.append("images", new File([png], "photo.png", { type: "image/png" }));
    const uploaded = await post(upload);
    expect(uploaded.status).toBe(503);
    expect(uploaded.text).toContain(
      "Failed to add image: Storage bucket not found. Please contact administrator.",
    );
    expect(await db.select().from(programImages).where(eq(programImages.programId, program.id))).toEqual([]);

    const [image] = await db
      .insert(programImages)
      .values({
        programId: program.id,
        imageUrl: "/files/public-files/program-images/1-kept.webp",
        storageKey: "program-images/1-kept.webp",
        altText: "kept",
        displayOrder: 1,
        isPrimary: true,
      })
      .returning();
    const remove = new FormData();
    remove.append("intent", imageIntents.delete);
    remove.append("id", image!.id);
    const removed = await post(remove);
    expect(removed.text).toContain(
      "Failed to delete image: Delete failed: Storage bucket not found. Please contact administrator.",
    );
    expect(await db.select({ id: programImages.id }).from(programImages)).toEqual([{ id: image!.id }]);
  });
});
