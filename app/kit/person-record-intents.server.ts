// The intents of a person's record, the same on both screens that show one (Consultation Management's
// lead, User Management's member): an e-mail written from the record (decision 215), and erasure.
import { recordEmailMessages, recordEmailSchema } from "#core/leads/activities/record-email.ts";
import { privacyMessages } from "#core/privacy/privacy-messages.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { LoadContext } from "#server/load-context.ts";
import { type Intent, intent } from "~/kit/intent-action.server";
import { privacyIntents, recordEmailIntents } from "~/kit/intents";
import { idOnly } from "~/kit/row-intents.server";
import { sendRecordEmail } from "~/lib/leads.server";
import { erasePerson } from "~/lib/privacy.server";

export function personRecordIntents(
  services: LoadContext["services"],
  admin: SessionUser,
  person: "lead" | "member",
): Record<string, Intent> {
  return {
    [recordEmailIntents.send]: intent({
      schema: idOnly.extend(recordEmailSchema.shape),
      // A member's id names a member on the users screen, whose rows are users.
      entity: person === "member" ? "Member" : undefined,
      failure: recordEmailMessages.failed,
      run: async ({ id, ...input }) => {
        const target = { kind: person === "lead" ? ("consultation" as const) : ("member" as const), id };
        const { name, sent } = await sendRecordEmail(services, admin, target, input);
        return sent ? recordEmailMessages.sent(name) : recordEmailMessages.queued(name);
      },
    }),
    [privacyIntents.erase]: intent({
      schema: idOnly,
      entity: "Person",
      failure: privacyMessages.eraseFailed,
      run: async ({ id }) => {
        await erasePerson(services, admin, { kind: person, id });
        return privacyMessages.erased;
      },
    }),
  };
}
