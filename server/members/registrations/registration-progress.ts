// Beyond the spec, for operators: an active registration's progress (0-100), and marking it completed
// (end_date now, progress 100), which counts toward the member's achievements in the same transaction.
import { sql } from "drizzle-orm";
import { isProgress } from "#core/members/registrations/progress.ts";
import { PROGRESS_MESSAGE } from "#core/members/registrations/registration-schema.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { recordAchievementEvent } from "#server/members/achievements/record-achievement-event.ts";
import type { Services } from "#server/services.ts";
import { transitionRegistration } from "./registration-transition.ts";

export async function setRegistrationProgress(
  services: Services,
  actor: SessionUser,
  id: string,
  progressPercentage: number,
): Promise<void> {
  assertAdmin(actor);
  if (!isProgress(progressPercentage))
    throw new DomainError("invalid", PROGRESS_MESSAGE, { fields: { progressPercentage: PROGRESS_MESSAGE } });
  await services.db.transaction((tx) =>
    transitionRegistration(tx, actor, id, "setProgress", { progressPercentage }),
  );
}

export async function completeRegistration(services: Services, actor: SessionUser, id: string) {
  assertAdmin(actor);
  const earned = await services.db.transaction(async (tx) => {
    const row = await transitionRegistration(tx, actor, id, "complete", {
      status: "completed",
      progressPercentage: 100,
      endDate: sql`now()` as unknown as Date,
    });
    return recordAchievementEvent(tx, row.memberId, "program_completed");
  });
  services.logger.info({ registrationId: id, awarded: earned.map((e) => e.id) }, "registration completed");
  return { earned };
}
