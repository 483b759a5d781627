// The /admin/programs action, one branch per intent, so the route module stays a screen.
import { data } from "react-router";
import { adminMessages } from "../../core/admin-messages.ts";
import { fieldErrors } from "../../core/auth-schemas.ts";
import { programFormSchema } from "../../core/program-schema.ts";
import type { SessionUser } from "../../server/auth/guards.ts";
import {
  addProgramImages,
  deleteImage,
  type ImageUpload,
  moveImage,
  setPrimaryImage,
  updateImageAltText,
} from "../../server/programs/manage-program-images.ts";
import {
  createProgram,
  deleteProgram,
  moveProgram,
  ProgramRuleError,
  updateProgram,
} from "../../server/programs/manage-programs.ts";
import type { Services } from "../../server/services.ts";
import type { ActionResult } from "./action-result.ts";

const textOf = (error: unknown) => (error instanceof Error ? error.message : "Unexpected error");

async function uploadsFrom(form: FormData): Promise<ImageUpload[]> {
  const files = form
    .getAll("images")
    .filter((f): f is File => f instanceof File && f.size > 0 && f.name !== "");
  return Promise.all(
    files.map(async (f) => ({ name: f.name, size: f.size, data: Buffer.from(await f.arrayBuffer()) })),
  );
}

export async function programAction(services: Services, admin: SessionUser, form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const answer = (result: ActionResult, status = 200) =>
    data<ActionResult>({ ...result, intent }, { status });
  const fail = (message: string, error: unknown, status = 500) => {
    if (status >= 500) services.logger.error({ err: error }, `program action ${intent} failed`);
    return answer({ ok: false, message: `${message}: ${textOf(error)}` }, status);
  };
  const { db } = services;

  switch (intent) {
    case "create":
    case "update": {
      const parsed = programFormSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return answer({ ok: false, message: "", errors: fieldErrors(parsed.error) }, 400);
      let programId = id;
      try {
        if (intent === "create") programId = (await createProgram(db, admin, parsed.data)).id;
        else await updateProgram(db, admin, id, parsed.data);
      } catch (error) {
        return fail(`Failed to ${intent} program`, error, error instanceof ProgramRuleError ? 409 : 500);
      }
      const uploads = await uploadsFrom(form);
      if (uploads.length > 0) {
        try {
          await addProgramImages(services, admin, programId, uploads);
        } catch (error) {
          return answer({
            ok: false,
            message: `${adminMessages[intent === "create" ? "created" : "updated"]("program")}, but: Failed to add image: ${textOf(error)}`,
          });
        }
      }
      return answer({
        ok: true,
        message: adminMessages[intent === "create" ? "created" : "updated"]("program"),
      });
    }
    case "delete":
      try {
        await deleteProgram(services, admin, id);
        return answer({ ok: true, message: adminMessages.deleted("program") });
      } catch (error) {
        return fail("Failed to delete program", error, error instanceof ProgramRuleError ? 409 : 500);
      }
    case "move-up":
    case "move-down": {
      const direction = intent === "move-up" ? "up" : "down";
      try {
        await moveProgram(db, admin, id, direction);
        return answer({ ok: true, message: "" });
      } catch (error) {
        return answer(
          { ok: false, message: adminMessages.moveFailed("program", direction, textOf(error)) },
          409,
        );
      }
    }
    case "images-upload":
      try {
        const count = await addProgramImages(
          services,
          admin,
          String(form.get("programId") ?? ""),
          await uploadsFrom(form),
        );
        return answer({
          ok: true,
          message: count === 1 ? "Image added successfully" : `${count} images added successfully`,
        });
      } catch (error) {
        return fail("Failed to add image", error, 400);
      }
    case "image-alt":
      try {
        await updateImageAltText(db, admin, id, String(form.get("altText") ?? ""));
        return answer({ ok: true, message: "Image updated successfully" });
      } catch (error) {
        return fail("Failed to update image", error, 400);
      }
    case "image-primary":
      try {
        await setPrimaryImage(db, admin, id);
        return answer({ ok: true, message: "Primary image updated" });
      } catch (error) {
        return fail("Failed to set primary image", error, 400);
      }
    case "image-move-up":
    case "image-move-down":
      try {
        await moveImage(db, admin, id, intent === "image-move-up" ? "up" : "down");
        return answer({ ok: true, message: "" });
      } catch (error) {
        return fail("Failed to reorder images", error, 409);
      }
    case "image-delete":
      try {
        await deleteImage(services, admin, id);
        return answer({ ok: true, message: "Image deleted successfully" });
      } catch (error) {
        return fail("Failed to delete image", error, 400);
      }
    default:
      return answer({ ok: false, message: "Unknown action" }, 400);
  }
}
