// Approve and Reject (SPEC 4): pending to active with start_date now, or pending to cancelled. The
// member is e-mailed the decision once the transaction has committed (mail never undoes a decision;
// a failed send is recorded in mail_messages).
import { sql } from "drizzle-orm";
import { recordAchievementEvent } from "#server/achievements/record-achievement-event.ts";
import { assertAdmin } from "#server/auth/assert-admin.ts";
import type { SessionUser } from "#server/auth/guards.ts";
import { type RegistrationDecision, registrationDecisionEmail } from "#server/mail/member-templates.ts";
import type { Services } from "#server/services.ts";
import { type Transitioned, transitionRegistration } from "./registration-transition.ts";

/** The decision is saved when this resolves; `notified` settles once the member's e-mail is sent. */
export type DecisionOutcome = { notified: Promise<void> };

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
): Promise<DecisionOutcome> {
  assertAdmin(actor);
  const decided = await services.db.transaction(async (tx) => {
    if (decision === "rejected") return transitionRegistration(tx, id, "pending", { status: "cancelled" });
    const row = await transitionRegistration(tx, id, "pending", {
      status: "active",
      startDate: sql`now()` as unknown as Date,
    });
    await recordAchievementEvent(tx, row.memberId, "registration_approved");
    return row;
  });
  services.logger.info({ registrationId: id, decision }, "registration decided");
  return { notified: notify(services, decided, decision) };
}

async function notify(services: Services, row: Transitioned, decision: RegistrationDecision) {
  const { config, mailer } = services;
  const path = decision === "approved" ? "/members/programs" : "/members/available-programs";
  await mailer.send(
    registrationDecisionEmail({
      siteName: config.siteName,
      to: row.memberEmail,
      name: row.memberFirstName ?? "",
      programName: row.programName,
      decision,
      url: new URL(path, config.publicUrl).toString(),
    }),
  );
}
