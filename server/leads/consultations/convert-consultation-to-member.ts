// Convert to member (the view dialog, once an activity's outcome is `converted`): in one transaction,
// the member account for the lead's e-mail (an existing member's is reused), its registration for the
// lead's program (status active, told to the achievements engine as an approval is) and the link from
// lead to member. Running it again changes nothing: the lead row is locked first and a linked lead is
// answered as already converted. The invitation to choose a password goes out after the commit, only
// for an account that has none yet.

import { and, eq, ne, sql } from "drizzle-orm";
import { fullName } from "#core/users/display-name.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { pgErrorCode } from "#server/db/client.ts";
import { lockedRow } from "#server/db/locked-row.ts";
import {
  accounts,
  consultations,
  contactActivities,
  memberProgramRegistrations,
  profiles,
  programs,
  userRolesTable,
} from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { enqueueMail, sendQueuedMail } from "#server/mail/mail-queue.ts";
import { memberInvitationEmail } from "#server/mail/templates.ts";
import { recordAchievementEvent } from "#server/members/achievements/record-achievement-event.ts";
import type { Services } from "#server/services.ts";
import { issueSetPasswordLink } from "#server/users/set-password-link.ts";

export const conversionMessages = {
  notConverted: "Record an activity with the outcome Converted before converting this lead.",
  noProgram: "Choose a program for this lead before converting.",
  adminAccount: "This e-mail address belongs to an administrator account.",
  raced: "An account for this e-mail address was opened at the same moment. Please try again.",
  converted: (email: string) => `Converted to member. An invitation to set a password was sent to ${email}.`,
  convertedExisting: "Converted to member, with the account that already existed for this e-mail address.",
  invitationFailed:
    "Converted to member, but the invitation could not be sent. The member can use Forgot password on the sign-in page.",
  already: "This lead is already a member.",
} as const;

export type Conversion = {
  memberId: string;
  alreadyConverted: boolean;
  /** Whether the account needed a password, so an invitation was due. */
  invited: boolean;
  /** Whether that invitation left (a failed send is recorded in mail_messages). */
  invitationSent: boolean;
};

type Consultation = typeof consultations.$inferSelect;

/** The account for the lead's address: reused when it is a member's, opened (no password yet) when none. */
async function memberAccountFor(
  tx: Transaction,
  consultation: Consultation,
): Promise<{ id: string; needsPassword: boolean }> {
  const email = consultation.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: profiles.id, role: userRolesTable.role })
    .from(profiles)
    .leftJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(sql`lower(${profiles.email}) = ${email}`)
    .for("update", { of: profiles });
  if (existing?.role === "admin") throw new DomainError("conflict", conversionMessages.adminAccount);
  if (existing) {
    await tx.insert(userRolesTable).values({ userId: existing.id, role: "member" }).onConflictDoNothing();
    const [credential] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")));
    return { id: existing.id, needsPassword: !credential };
  }
  // As better-auth's own createUser writes it (server/users/invite-user.ts opens accounts that way);
  // the address counts as verified because the operator has been in contact with the person.
  const [created] = await tx
    .insert(profiles)
    .values({
      email,
      name: fullName(consultation),
      emailVerified: true,
      firstName: consultation.firstName,
      lastName: consultation.lastName,
      phone: consultation.phoneNumber,
    })
    .returning({ id: profiles.id });
  await tx.insert(userRolesTable).values({ userId: created!.id, role: "member" });
  return { id: created!.id, needsPassword: true };
}

/**
 * Active in the lead's program: a new registration, or a pending one approved; any other is kept.
 * Answers whether a registration became active here.
 */
async function registerActive(
  tx: Transaction,
  memberId: string,
  programId: string,
  actor: SessionUser,
  now: Date,
): Promise<boolean> {
  const r = memberProgramRegistrations;
  const [live] = await tx
    .select({ id: r.id, status: r.status })
    .from(r)
    .where(and(eq(r.memberId, memberId), eq(r.programId, programId), ne(r.status, "cancelled")))
    .for("update");
  if (!live) {
    await tx.insert(r).values({
      memberId,
      programId,
      status: "active",
      progressPercentage: 0,
      startDate: now,
      registrationDate: now,
      registeredBy: actor.id,
      notes: "Converted from a consultation.",
    });
    return true;
  }
  if (live.status !== "pending") return false;
  await tx.update(r).set({ status: "active", startDate: now }).where(eq(r.id, live.id));
  return true;
}

export async function convertConsultationToMember(
  services: Services,
  actor: SessionUser,
  consultationId: string,
  now: Date = new Date(),
): Promise<Conversion> {
  assertAdmin(actor);
  const { db, config, logger } = services;
  const outcome = await db
    .transaction(async (tx) => {
      // Locked: a second conversion of the same lead waits here, then finds it linked.
      const consultation = await lockedRow(tx, consultations, consultationId, "Consultation");
      if (consultation.memberId)
        return { memberId: consultation.memberId, alreadyConverted: true, invitation: null };
      const [converted] = await tx
        .select({ id: contactActivities.id })
        .from(contactActivities)
        .where(
          and(
            eq(contactActivities.consultationId, consultation.id),
            eq(contactActivities.outcome, "converted"),
          ),
        )
        .limit(1);
      if (!converted) throw new DomainError("conflict", conversionMessages.notConverted);
      const [program] = consultation.programId
        ? await tx
            .select({ id: programs.id, name: programs.name })
            .from(programs)
            .where(eq(programs.id, consultation.programId))
        : [];
      if (!program) throw new DomainError("conflict", conversionMessages.noProgram);

      const member = await memberAccountFor(tx, consultation);
      // An active registration counts as an approved one (docs/decisions/111), in this transaction.
      if (await registerActive(tx, member.id, program.id, actor, now))
        await recordAchievementEvent(tx, member.id, "registration_approved");
      await tx
        .update(consultations)
        .set({ memberId: member.id, convertedAt: now })
        .where(eq(consultations.id, consultation.id));
      await recordAudit(tx, {
        actor,
        action: "convert",
        entity: "consultation",
        entityId: consultation.id,
        before: { memberId: null, convertedAt: consultation.convertedAt },
        after: {
          memberId: member.id,
          convertedAt: now,
          programId: program.id,
          newAccount: member.needsPassword,
        },
      });
      // The invitation is written down with the conversion and sent right after the commit.
      const invitation = member.needsPassword
        ? await enqueueMail(tx, [
            memberInvitationEmail(
              config.siteName,
              consultation.email.trim().toLowerCase(),
              `${consultation.title} ${consultation.lastName}`,
              program.name,
              await issueSetPasswordLink(tx, config.publicUrl, member.id, now),
            ),
          ])
        : null;
      return { memberId: member.id, alreadyConverted: false, invitation };
    })
    .catch((error: unknown) => {
      // Someone signed up with the address between our look-up and our insert.
      throw pgErrorCode(error) === "23505" ? new DomainError("conflict", conversionMessages.raced) : error;
    });
  logger.info(
    { consultationId, memberId: outcome.memberId, already: outcome.alreadyConverted },
    "lead converted",
  );
  const { invitation } = outcome;
  const sent = invitation ? await sendQueuedMail(services, invitation) : false;
  return {
    memberId: outcome.memberId,
    alreadyConverted: outcome.alreadyConverted,
    invited: invitation !== null,
    invitationSent: sent,
  };
}
