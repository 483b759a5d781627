// The intents every admin table has (create, update, delete, move up and down), with the spec's
// success and failure texts for an entity. A screen passes its domain calls; what is special to it
// (uploads, an invitation's message) comes back from its own calls.
import type { AdminEntity } from "#core/admin/admin-messages.ts";
import { adminMessages } from "#core/admin/admin-messages.ts";
import type { FormResult } from "#core/forms/form-result.ts";
import { z } from "#core/forms/zod.ts";
import { type Intent, intent } from "~/kit/intent-action.server";
import { rowIntents } from "~/kit/intents";

export const idOnly = z.object({ id: z.uuid() });

/** What a call answers: nothing (the standard text), its own text, or a whole result. */
type Outcome = Promise<unknown>;

const outcome = (result: unknown, standard: string): string | FormResult =>
  typeof result === "string" || (typeof result === "object" && result !== null && "ok" in result)
    ? (result as string | FormResult)
    : standard;

// biome-ignore lint/suspicious/noExplicitAny: each screen's own form schema
type FormSchema = z.ZodObject<any>;

export function tableRowIntents<Create extends FormSchema, Update extends FormSchema>(
  entity: AdminEntity,
  calls: {
    create?: {
      schema: Create;
      run: (input: z.output<Create>, form: FormData) => Outcome;
      files?: Intent["files"];
    };
    update?: {
      schema: Update;
      run: (id: string, input: z.output<Update>, form: FormData) => Outcome;
      files?: Intent["files"];
    };
    remove?: (id: string) => Outcome;
    move?: (id: string, direction: "up" | "down") => Promise<void>;
  },
): Record<string, Intent> {
  const intents: Record<string, Intent> = {};
  const { create, update, remove, move } = calls;
  if (create)
    intents[rowIntents.create] = intent({
      schema: create.schema,
      files: create.files,
      failure: (m) => adminMessages.failed("create", entity, m),
      run: async (input, form) => outcome(await create.run(input, form), adminMessages.created(entity)),
    });
  if (update)
    intents[rowIntents.update] = intent({
      // safeExtend keeps a schema's own refinements (fields required together).
      schema: update.schema.safeExtend({ id: z.uuid() }),
      files: update.files,
      failure: (m) => adminMessages.failed("update", entity, m),
      run: async ({ id, ...input }, form) =>
        outcome(
          await update.run(id as string, input as z.output<Update>, form),
          adminMessages.updated(entity),
        ),
    });
  if (remove)
    intents[rowIntents.delete] = intent({
      schema: idOnly,
      failure: (m) => adminMessages.failed("delete", entity, m),
      run: async ({ id }) => outcome(await remove(id), adminMessages.deleted(entity)),
    });
  if (move)
    for (const direction of ["up", "down"] as const)
      intents[direction === "up" ? rowIntents.moveUp : rowIntents.moveDown] = intent({
        schema: idOnly,
        failure: (m) => adminMessages.moveFailed(entity as "FAQ" | "program", direction, m),
        run: async ({ id }) => {
          await move(id, direction);
          return "";
        },
      });
  return intents;
}
