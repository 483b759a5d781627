// The operators' resource form: title, description, category, kind, where it goes (a program, a member
// by e-mail, or both), an optional "available from" day, and a link's address and notes. The file
// itself travels beside the fields and is checked by resource-rules.ts.
import { optionalText, requiredText, text } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";
import { resourceMessages as m } from "./resource-messages.ts";
import { isWebAddress, resourceCategories, resourceKinds } from "./resource-rules.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const blankAsNull = (v: string | undefined) => (v ? v : null);

export const resourceFormSchema = z
  .object({
    title: requiredText(m.titleRequired).max(200, m.titleTooLong),
    description: optionalText(1000, { tooLong: m.descriptionTooLong, shape: "lines" }),
    category: z.enum(resourceCategories, { error: m.chooseCategory }),
    kind: z.enum(resourceKinds, { error: m.chooseKind }),
    programId: text()
      .optional()
      .transform(blankAsNull)
      .refine((v) => v === null || /^[0-9a-f-]{36}$/i.test(v), m.programNotFound),
    memberEmail: text()
      .max(254, m.memberNotFound)
      .optional()
      .transform((v) => (v ? v.toLowerCase() : null)),
    availableFrom: text()
      .optional()
      .transform(blankAsNull)
      .refine((v) => v === null || (DAY.test(v) && !Number.isNaN(Date.parse(v))), m.badDate),
    linkUrl: text().max(2000, m.badLink).optional().transform(blankAsNull),
    notes: optionalText(5000, { tooLong: m.notesTooLong, shape: "lines" }),
  })
  .superRefine((input, ctx) => {
    if (!input.programId && !input.memberEmail)
      ctx.addIssue({ code: "custom", path: ["programId"], message: m.audienceRequired });
    if (input.kind === "link") {
      if (!input.linkUrl) ctx.addIssue({ code: "custom", path: ["linkUrl"], message: m.linkRequired });
      else if (!isWebAddress(input.linkUrl))
        ctx.addIssue({ code: "custom", path: ["linkUrl"], message: m.badLink });
    }
  });

export type ResourceInput = z.infer<typeof resourceFormSchema>;

/** The members' search box. */
export const resourceSearchSchema = z.object({ q: text().max(200).optional().catch(undefined) });
