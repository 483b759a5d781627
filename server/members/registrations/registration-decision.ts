// Approve and Reject (SPEC 4): pending to active with start_date now, or pending to cancelled. The
// member's e-mail about the decision is a durable job written in the same transaction
// (registration-jobs.ts): a refused transition writes none, a committed one always has its e-mail.
import { sql } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { RegistrationDecision } from "#server/mail/member-templates.ts";
import { recordAchievementEvent } from "#server/members/achievements/record-achievement-event.ts";
import type { Services } from "#server/services.ts";
import { enqueueDecisionEmail } from "./registration-jobs.ts";
import { transitionRegistration } from "./registration-transition.ts";

export function approveRegistration(services: Services, actor: SessionUser, id: string) {
  return decide(services, actor, id, "approved");
}

export function rejectRegistration(services: Services, actor: SessionUser, id: string) {
  return decide(services, actor, id, "rejected");
}

async function decide(
  services: Services,
  actor: SessionUser,
  id: string,
  decision: RegistrationDecision,
): Promise<void> {
  assertAdmin(actor);
  await services.db.transaction(async (tx) => {
    if (decision === "rejected") {
      await transitionRegistration(tx, actor, id, "reject", { status: "cancelled" });
    } else {
      const row = await transitionRegistration(tx, actor, id, "approve", {
        status: "active",
        startDate: sql`now()` as unknown as Date,
      });
      await recordAchievementEvent(tx, row.memberId, "registration_approved");
    }
    await enqueueDecisionEmail(tx, id, decision);
  });
  services.logger.info({ registrationId: id, decision }, "registration decided");
}
