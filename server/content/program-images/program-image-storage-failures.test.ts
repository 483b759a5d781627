// The file store failing under Program Management (SPEC section 8 "Uploads"): a fake of the external
// store behind the real seam, everything else (database, encoding, rules) real.
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { programImages, programs } from "#server/db/schema.ts";
import { makeProgram } from "#server/seed/factories.ts";
import type { Services } from "#server/services.ts";
import { type Storage, StorageError } from "#server/storage/storage.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { addProgramImages, type ImageUpload } from "./add-program-images.ts";
import { deleteImage } from "./delete-image.ts";
import { listProgramImagesForAdmin } from "./list-program-images-for-admin.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(async () => {
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

async function upload(): Promise<ImageUpload> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#223344" } })
    .png()
    .toBuffer();
  return { name: "photo.png", size: data.length, data };
}

/** The real local store with some of its answers replaced, recording what was asked of it. */
function storeThat(changes: Partial<Pick<Storage, "put" | "delete">>) {
  const deleted: string[] = [];
  const real = t.services.storage;
  const storage: Storage = {
    ...real,
    put: changes.put ?? real.put,
    delete: async (key) => {
      deleted.push(key);
      return (changes.delete ?? real.delete)(key);
    },
  };
  const services: Services = { ...t.services, storage };
  return { services, deleted };
}

const imagesOf = (programId: string) => listProgramImagesForAdmin(t.services.db, admin, programId);

describe("program images when the file store fails", () => {
  it("say the store's own reason after Upload failed:, and save nothing", async () => {
    const program = await makeProgram(t.services.db);
    const { services } = storeThat({
      put: async () => {
        throw new StorageError("the file store is full", { cause: new Error("ENOSPC /data/files/x") });
      },
    });
    await expect(addProgramImages(services, admin, program.id, [await upload()])).rejects.toMatchObject({
      message: "Upload failed: the file store is full",
      status: 503,
    });
    expect(await imagesOf(program.id)).toEqual([]);
  });

  it("say File too large when the store refuses the size", async () => {
    const program = await makeProgram(t.services.db);
    const { services } = storeThat({
      put: async () => {
        throw new StorageError("the object exceeds the bucket's limit", { tooLarge: true });
      },
    });
    await expect(addProgramImages(services, admin, program.id, [await upload()])).rejects.toMatchObject({
      message: "File too large. Please choose a smaller file.",
      status: 413,
    });
  });

  it("never show a driver's own message (paths, hosts): Upload failed with the generic text", async () => {
    const program = await makeProgram(t.services.db);
    const { services } = storeThat({
      put: async () => {
        throw new Error("EACCES: permission denied, open '/srv/secret/files/x.webp'");
      },
    });
    await expect(addProgramImages(services, admin, program.id, [await upload()])).rejects.toMatchObject({
      message: "Upload failed: An unexpected error occurred.",
    });
  });

  it("say No data returned from upload when the store does not confirm the file, and remove it", async () => {
    const program = await makeProgram(t.services.db);
    const real = t.services.storage;
    const { services, deleted } = storeThat({
      put: async (key, data, type) => {
        await real.put(key, data, type);
        return null;
      },
    });
    await expect(addProgramImages(services, admin, program.id, [await upload()])).rejects.toMatchObject({
      message: "No data returned from upload",
    });
    expect(deleted).toHaveLength(1);
    expect(await real.get(deleted[0]!)).toBeNull();
    expect(await imagesOf(program.id)).toEqual([]);
  });

  it("say Delete failed: with the store's reason, and keep the image to try again", async () => {
    const program = await makeProgram(t.services.db);
    await addProgramImages(t.services, admin, program.id, [await upload()]);
    const [image] = await imagesOf(program.id);
    const { services } = storeThat({
      delete: async () => {
        throw new StorageError("the file store refused access");
      },
    });
    await expect(deleteImage(services, admin, image!.id)).rejects.toMatchObject({
      message: "Delete failed: the file store refused access",
    });
    expect((await imagesOf(program.id)).map((i) => i.id)).toEqual([image!.id]);
    expect(await t.services.storage.get(image!.storageKey!)).not.toBeNull();

    await deleteImage(t.services, admin, image!.id);
    expect(await t.services.db.select().from(programImages)).toEqual([]);
  });
});
