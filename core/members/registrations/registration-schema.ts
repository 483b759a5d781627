// The members' and operators' registration forms (SPEC 5 gives no rules; these are the shapes).
import { z } from "#core/forms/zod.ts";
import { isProgress } from "./progress.ts";

/**
 * Browse Programs' Register button: the program's id, and nothing about who (that is the session's).
 * A malformed id is answered as "Program not found" (app/kit/intent-action.server.ts).
 */
export const registerForProgramSchema = z.object({ id: z.uuid() });

export const PROGRESS_MESSAGE = "Progress must be a whole number from 0 to 100";

/** An operator's progress for an active registration (isProgress: a whole number from 0 to 100). */
export const registrationProgressSchema = z.object({
  progressPercentage: z.coerce.number({ error: PROGRESS_MESSAGE }).refine(isProgress, PROGRESS_MESSAGE),
});
