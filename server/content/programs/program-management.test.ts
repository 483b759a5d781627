import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { imageVariantStorageKey } from "#core/content/program-images/responsive-image.ts";
import { programFormSchema, truncateDescription } from "#core/content/programs/program-schema.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { addProgramImages, type ImageUpload } from "#server/content/program-images/add-program-images.ts";
import { deleteImage } from "#server/content/program-images/delete-image.ts";
import { getProgramImageVariant } from "#server/content/program-images/get-program-image-variant.ts";
import { listProgramImagesForAdmin } from "#server/content/program-images/list-program-images-for-admin.ts";
import { moveImage } from "#server/content/program-images/move-image.ts";
import { setPrimaryImage } from "#server/content/program-images/set-primary-image.ts";
import { updateImageAltText } from "#server/content/program-images/update-image-alt-text.ts";
import { memberProgramRegistrations, programImages, programs } from "#server/db/schema.ts";
import { makeMember, makeProgram } from "#server/seed/factories.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { createProgram } from "./create-program.ts";
import { deleteProgram } from "./delete-program.ts";
import { listProgramsPage, programTable } from "./list-programs-page.ts";
import { moveProgram } from "./move-program.ts";
import { nextProgramOrder } from "./next-program-order.ts";
import { createProgramWithImages, updateProgramWithImages } from "./save-program-with-images.ts";
import { updateProgram } from "./update-program.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.services.db.delete(memberProgramRegistrations);
  await t.services.db.delete(programs);
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
const member: SessionUser = { ...admin, role: "member" };
const forbidden = { code: "forbidden", status: 403 };
const input = (name: string, displayOrder: number) =>
  programFormSchema.parse({
    name,
    description: `${name} description`,
    duration: "8 weeks",
    displayOrder,
    features: "A: b\n\n C: d ",
  });

async function png(width = 320, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: "#223344" } })
    .png()
    .toBuffer();
}
const upload = async (name = "photo.png", data?: Buffer): Promise<ImageUpload> => {
  const buffer = data ?? (await png());
  return { name, size: buffer.length, data: buffer };
};

describe("programs", () => {
  it("are saved with their images, and a refused image does not undo the program", async () => {
    const created = await createProgramWithImages(t.services, admin, input("With images", 1), [
      await upload(),
    ]);
    const [program] = await t.services.db.select().from(programs).where(eq(programs.name, "With images"));
    expect(created).toEqual({ id: program!.id, imagesRefused: null });
    expect(await listProgramImagesForAdmin(t.services.db, admin, program!.id)).toHaveLength(1);
    const gif = await upload("anim.gif");
    const updated = await updateProgramWithImages(t.services, admin, program!.id, input("Renamed", 1), [gif]);
    expect(updated).toMatchObject({
      id: program!.id,
      imagesRefused: { code: "invalid", message: "Invalid file type. Allowed types: jpeg, jpg, png, webp" },
    });
    const [renamed] = await t.services.db.select().from(programs).where(eq(programs.id, program!.id));
    expect(renamed!.name).toBe("Renamed");
    await expect(createProgramWithImages(t.services, member, input("Refused", 2), [])).rejects.toMatchObject(
      forbidden,
    );
  });

  it("are managed by admins only", async () => {
    const program = await makeProgram(t.services.db);
    await expect(createProgram(t.services.db, member, input("X", 1))).rejects.toMatchObject(forbidden);
    await expect(updateProgram(t.services.db, member, program.id, input("X", 1))).rejects.toMatchObject(
      forbidden,
    );
    await expect(deleteProgram(t.services, member, program.id)).rejects.toMatchObject(forbidden);
    await expect(moveProgram(t.services.db, member, program.id, "up")).rejects.toMatchObject(forbidden);
    await expect(addProgramImages(t.services, member, program.id, [await upload()])).rejects.toMatchObject(
      forbidden,
    );
    await expect(
      listProgramsPage(t.services.db, member, parseTableQuery(new URLSearchParams(), programTable)),
    ).rejects.toMatchObject(forbidden);
  });

  it("validate with the spec's messages and tidy the features", () => {
    const result = programFormSchema.safeParse({
      name: "",
      description: "",
      duration: "",
      displayOrder: "0",
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Program name is required",
      "Description is required",
      "Duration is required",
      "Display order must be at least 1",
    ]);
    expect(input("Y", 1).features).toBe("A: b\nC: d");
    expect(truncateDescription("x".repeat(81))).toBe(`${"x".repeat(80)}...`);
    expect(truncateDescription("short")).toBe("short");
  });

  it("get the next order, reorder by exact neighbour and refuse at the ends", async () => {
    expect(await nextProgramOrder(t.services.db)).toBe(1);
    const a = await createProgram(t.services.db, admin, input("Alpha", 1));
    const b = await createProgram(t.services.db, admin, input("Beta", 2));
    expect(await nextProgramOrder(t.services.db)).toBe(3);
    await moveProgram(t.services.db, admin, b.id, "up");
    const names = (await t.services.db.select().from(programs).orderBy(asc(programs.displayOrder))).map(
      (p) => p.name,
    );
    expect(names).toEqual(["Beta", "Alpha"]);
    await expect(moveProgram(t.services.db, admin, b.id, "up")).rejects.toThrow(
      "Cannot move up - already at the top",
    );
    await expect(moveProgram(t.services.db, admin, a.id, "down")).rejects.toThrow(
      "Cannot move down - already at the bottom",
    );
    await expect(createProgram(t.services.db, admin, input("ALPHA", 3))).rejects.toThrow(
      "A program with this name already exists.",
    );
  });

  it("cannot be deleted while members are registered, and delete their image files otherwise", async () => {
    const program = await createProgram(t.services.db, admin, input("Kept", 1));
    const person = await makeMember(t.services);
    await t.services.db
      .insert(memberProgramRegistrations)
      .values({ memberId: person.id, programId: program.id });
    await expect(deleteProgram(t.services, admin, program.id)).rejects.toThrow(
      "This program has member registrations and cannot be deleted.",
    );
    await t.services.db.delete(memberProgramRegistrations);
    await addProgramImages(t.services, admin, program.id, [await upload()]);
    const [image] = await listProgramImagesForAdmin(t.services.db, admin, program.id);
    await deleteProgram(t.services, admin, program.id);
    expect(await t.services.storage.get(image!.storageKey!)).toBeNull();
  });
});

describe("program images", () => {
  it("are re-encoded to WebP without metadata; the first becomes primary", async () => {
    const program = await makeProgram(t.services.db);
    const withExif = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#884422" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret location" } } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    await addProgramImages(t.services, admin, program.id, [
      await upload("one.jpg", withExif),
      await upload("two.png"),
    ]);
    const images = await listProgramImagesForAdmin(t.services.db, admin, program.id);
    expect(images.map((i) => [i.displayOrder, i.isPrimary])).toEqual([
      [1, true],
      [2, false],
    ]);
    const stored = await t.services.storage.get(images[0]!.storageKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(images[0]!.imageUrl).toMatch(/^\/files\/public-files\/program-images\/\d+-[a-z0-9]+\.webp$/);
  });

  it("refuse a renamed non-image, a wrong extension, an oversize file and more than 10 files", async () => {
    const program = await makeProgram(t.services.db);
    const text = Buffer.from("this is not a picture at all");
    await expect(
      addProgramImages(t.services, admin, program.id, [{ name: "fake.png", size: text.length, data: text }]),
    ).rejects.toThrow("Invalid file type. Allowed types: jpeg, jpg, png, webp");
    await expect(addProgramImages(t.services, admin, program.id, [await upload("anim.gif")])).rejects.toThrow(
      "Invalid file type",
    );
    const big = { ...(await upload()), size: 5 * 1024 * 1024 + 1 };
    await expect(addProgramImages(t.services, admin, program.id, [big])).rejects.toThrow(
      "File size too large. Maximum size: 5 MB",
    );
    const eleven = await Promise.all(Array.from({ length: 11 }, () => upload()));
    await expect(addProgramImages(t.services, admin, program.id, eleven)).rejects.toThrow(
      "Maximum 10 files allowed",
    );
    await expect(addProgramImages(t.services, admin, "", [await upload()])).rejects.toThrow(
      "Program ID is required",
    );
    expect(await listProgramImagesForAdmin(t.services.db, admin, program.id)).toEqual([]);
  });

  it("set one primary at a time, reorder, edit alt text, and hand the primary on when it is deleted", async () => {
    const program = await makeProgram(t.services.db);
    await addProgramImages(t.services, admin, program.id, [await upload(), await upload(), await upload()]);
    let images = await listProgramImagesForAdmin(t.services.db, admin, program.id);
    await setPrimaryImage(t.services.db, admin, images[2]!.id);
    images = await listProgramImagesForAdmin(t.services.db, admin, program.id);
    expect(images.map((i) => i.isPrimary)).toEqual([false, false, true]);

    await moveImage(t.services.db, admin, images[2]!.id, "up");
    await expect(moveImage(t.services.db, admin, images[0]!.id, "up")).rejects.toThrow(
      "Cannot move up - already at the top",
    );
    images = await listProgramImagesForAdmin(t.services.db, admin, program.id);
    expect(images.map((i) => i.displayOrder)).toEqual([1, 2, 3]);
    expect(images[1]!.isPrimary).toBe(true);

    await updateImageAltText(t.services.db, admin, images[0]!.id, "  A quiet room  ");
    const primary = images[1]!;
    // The public site has made a resized copy; deleting the image removes it too.
    await getProgramImageVariant(t.services.storage, primary.storageKey!, 480);
    expect(await t.services.storage.get(imageVariantStorageKey(primary.storageKey!, 480))).not.toBeNull();
    await deleteImage(t.services, admin, primary.id);
    expect(await t.services.storage.get(primary.storageKey!)).toBeNull();
    expect(await t.services.storage.get(imageVariantStorageKey(primary.storageKey!, 480))).toBeNull();
    images = await listProgramImagesForAdmin(t.services.db, admin, program.id);
    expect(images.map((i) => [i.altText, i.isPrimary])).toEqual([
      ["A quiet room", true],
      [expect.any(String), false],
    ]);
    const primaries = await t.services.db
      .select()
      .from(programImages)
      .where(eq(programImages.isPrimary, true));
    expect(primaries).toHaveLength(1);
  });
});
