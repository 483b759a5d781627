// Program Management's image upload sent with no image, through the real app and action: as a plain
// form, as multipart without an `images` part, and as a browser sends an empty file input (a part with
// no file name and no bytes). Each is the form's validation message, never a 500, and nothing changes.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { imageMessages } from "#core/content/program-images/program-image-messages.ts";
import { programImages, programs } from "#server/db/schema.ts";
import { makeProgram } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { imageIntents, rowIntents } from "~/kit/intents";

const suite = appUnderTestForSuite();

async function post(body: FormData | URLSearchParams) {
  const response = await suite.app.request(`${TEST_ORIGIN}/admin/programs`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie: suite.adminCookie },
    body,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

describe("an image upload without an image", () => {
  it("answers the form's message as a plain form, as multipart and with an empty file input", async () => {
    const { db } = suite.t.services;
    const program = await makeProgram(db);
    const fields = { intent: imageIntents.upload, id: program.id };
    const multipart = () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return form;
    };
    const emptyInput = multipart();
    emptyInput.append("images", new File([], "", { type: "application/octet-stream" }));

    for (const [what, body] of [
      ["a plain form", new URLSearchParams(fields)],
      ["multipart without images", multipart()],
      ["an empty file input", emptyInput],
    ] as const) {
      const answer = await post(body);
      expect([what, answer.status]).toEqual([what, 400]);
      expect(answer.text, what).toContain(imageMessages.addFailed(imageMessages.noneChosen));
    }
    expect(await db.select().from(programImages).where(eq(programImages.programId, program.id))).toEqual([]);
  });
});

describe("a program saved with an image that is refused", () => {
  it("is saved, and the answer says so beside why its image was not added", async () => {
    const { db } = suite.t.services;
    const program = await makeProgram(db);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: rowIntents.update,
      id: program.id,
      name: `Renamed ${program.id}`,
      description: "A short drill.",
      duration: "1 day",
      displayOrder: "1",
    }))
      form.append(name, value);
    form.append("images", new File(["GIF89a"], "anim.gif", { type: "image/gif" }));
    const answer = await post(form);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(
      "Program updated successfully, but: Failed to add image: Invalid file type. Allowed types: jpeg, jpg, png, webp",
    );
    const [saved] = await db.select().from(programs).where(eq(programs.id, program.id));
    expect(saved!.name).toBe(`Renamed ${program.id}`);
    expect(await db.select().from(programImages).where(eq(programImages.programId, program.id))).toEqual([]);
  });
});
