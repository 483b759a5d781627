// The member's e-mail about an operator's decision (approved or rejected) as a durable job (decision
// 131), written in the transaction of the transition: the e-mail exists exactly when the decision
// committed, survives a restart and is retried when SMTP fails. The handler re-reads the registration
// when it runs and sends nothing once the decision no longer stands.
import type { RegistrationStatus } from "#core/enums.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { enqueueJobs } from "#server/jobs/enqueue-job.ts";
import type { JobHandler, JobHandlers } from "#server/jobs/run-due-jobs.ts";
import { type RegistrationDecision, registrationDecisionEmail } from "#server/mail/member-templates.ts";
import type { Services } from "#server/services.ts";
import { findRegistration } from "./find-registration.ts";

const kinds = {
  approved: "registration-approved",
  rejected: "registration-rejected",
} as const satisfies Record<RegistrationDecision, string>;

export const registrationGroup = (registrationId: string) => `registration:${registrationId}`;

/** Called inside the transaction that made the decision, after its UPDATE. */
export async function enqueueDecisionEmail(
  tx: Transaction,
  registrationId: string,
  decision: RegistrationDecision,
): Promise<void> {
  await enqueueJobs(tx, [
    { kind: kinds[decision], payload: { registrationId }, groupKey: registrationGroup(registrationId) },
  ]);
}

/** Where the e-mail sends the member, and the states in which its decision still stands. */
const decisions: Record<RegistrationDecision, { path: string; stands: RegistrationStatus[] }> = {
  approved: { path: "/members/programs", stands: ["active", "completed"] },
  rejected: { path: "/members/available-programs", stands: ["cancelled"] },
};

/** Sends the decision's e-mail; a failed send throws, so the job is retried (mail_messages has each try). */
function decisionMailHandler(decision: RegistrationDecision): JobHandler<Services> {
  return async (services, payload) => {
    const row = await findRegistration(services.db, String(payload.registrationId));
    if (!row || !decisions[decision].stands.some((status) => status === row.status)) return;
    const { config } = services;
    const sent = await services.mailer.send(
      registrationDecisionEmail({
        siteName: config.siteName,
        to: row.memberEmail,
        name: row.memberFirstName ?? "",
        programName: row.programName,
        decision,
        url: new URL(decisions[decision].path, config.publicUrl).toString(),
      }),
    );
    if (sent.status === "failed") throw new Error(`mail not sent: ${kinds[decision]}`);
  };
}

export const registrationJobHandlers: JobHandlers<Services> = {
  [kinds.approved]: decisionMailHandler("approved"),
  [kinds.rejected]: decisionMailHandler("rejected"),
};
