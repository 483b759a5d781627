// A new application from the public form (SPEC section 7, "submit-consultation"), made safe to expose:
// the form was read by its schema (core's applicationSubmissionSchema: the honeypot first, then every
// field, the age computed on the server), then come the minimum fill time and a per-address limit, then
// the consultation and its 48-hour follow-up activity in one transaction, written like any other
// consultation (insert-consultation.ts). The e-mails go out after the commit and never decide the
// outcome: an application, once acknowledged, is in the database. A refusal is a DomainError with the
// code /apply words (core/leads/applications/application-errors.ts), the catalogue's text as its
// message (SPEC 8, "Application") and the messages beside the fields.

import { eq } from "drizzle-orm";
import { applicationErrorTexts } from "#core/leads/applications/application-errors.ts";
import {
  type ApplicationInput,
  type ApplicationSubmission,
  applicationMessages,
} from "#core/leads/applications/application-schema.ts";
import { FOLLOW_UP_PROMISE_MS } from "#core/leads/consultations/follow-up-clock.ts";
import { fullName } from "#core/users/display-name.ts";
import { pgErrorCode } from "#server/db/client.ts";
import { programs } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { DomainError } from "#server/errors/domain-error.ts";
import { insertConsultation } from "#server/leads/consultations/insert-consultation.ts";
import { chooseNewLeadOwner } from "#server/leads/consultations/new-lead-owner.ts";
import { applicationReceivedEmail, newApplicationEmail } from "#server/mail/application-templates.ts";
import { enqueueMail, sendQueuedMail } from "#server/mail/mail-queue.ts";
import type { MailMessage } from "#server/mail/mailer.ts";
import type { Services } from "#server/services.ts";
import { takeApplicationAttempt } from "./application-rate-limit.ts";
import { type ApplicationSettings, defaultApplicationSettings } from "./application-settings.ts";
import { formTokenIssuedAt } from "./form-token.ts";

/** SPEC section 1: the follow-up promise. */
export const FOLLOW_UP_WITHIN_MS = FOLLOW_UP_PROMISE_MS;

/** What became of a submission: stored, or discarded unseen (its honeypot was filled). */
export type SubmittedApplication =
  | {
      kind: "stored";
      consultationId: string;
      /** Settles when both e-mails were attempted; never rejects. The response need not wait for it. */
      notified: Promise<void>;
    }
  | { kind: "discarded" };

export async function submitApplication(
  services: Services,
  submission: ApplicationSubmission,
  request: {
    clientIp: string;
    /** The form's signed time stamp as the request carried it (a cookie, form-token.ts). */
    formToken?: string | null;
    settings?: ApplicationSettings;
    now?: Date;
  },
): Promise<SubmittedApplication> {
  const { db, logger, config } = services;
  const settings = request.settings ?? defaultApplicationSettings;
  const now = request.now ?? new Date();

  // A robot that fills every field is told it succeeded, so it learns nothing; nothing is stored.
  if (submission.honeypot === "filled") {
    logger.warn("application discarded: honeypot filled");
    return { kind: "discarded" };
  }

  if (settings.minFillMs > 0) {
    const issuedAt = formTokenIssuedAt(config, request.formToken);
    if (issuedAt === null || now.getTime() - issuedAt < settings.minFillMs)
      throw new DomainError("too_fast", applicationErrorTexts.too_fast, {
        detail: issuedAt === null ? "no valid time stamp" : `sent back after ${now.getTime() - issuedAt} ms`,
      });
  }

  // Counted only for complete applications, so a person correcting typos is never locked out; this
  // also caps how fast anyone can probe which addresses have applied (the duplicate message).
  const decision = await takeApplicationAttempt(
    db,
    request.clientIp,
    { max: settings.rateLimitMax, windowMs: settings.rateLimitWindowMs },
    now.getTime(),
  );
  if (!decision.allowed)
    throw new DomainError("rate_limited", applicationErrorTexts.rate_limited, {
      detail: "client over its hourly limit",
      retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
    });

  const application = submission.application;
  const note = `New application from ${application.title} ${fullName(application)}. We promised contact within 48 hours of submission.`;
  let saved: { id: string; createdAt: Date };
  let mail: string[] = [];
  try {
    // The operations alert and the acknowledgement are written down with the consultation (decision 150).
    // Its owner by the rule chosen on Settings, in the same transaction (new-lead-owner.ts).
    saved = await insertConsultation(
      db,
      application,
      note,
      now,
      async (tx, row) => {
        mail = await enqueueMail(tx, await applicationEmails(services, tx, row, application));
      },
      chooseNewLeadOwner,
    );
  } catch (error) {
    const code = pgErrorCode(error);
    // The unique index on lower(email): the same person in any letter case.
    if (code === "23505")
      throw new DomainError("conflict", applicationErrorTexts.duplicate_email, {
        detail: "an application with this address exists",
      });
    // The program was deleted (or never existed) between the page load and the submit.
    if (code === "23503")
      throw new DomainError("invalid", applicationErrorTexts.invalid_program, {
        detail: "the program is gone",
        fields: { program_id: applicationMessages.invalidProgram },
      });
    throw error;
  }

  logger.info({ consultationId: saved.id }, "application received");
  // Sent after the response; never throws (a message not sent now is the job worker's to retry).
  const notified = sendQueuedMail(services, mail).then(() => undefined);
  return { kind: "stored", consultationId: saved.id, notified };
}

async function applicationEmails(
  services: Services,
  tx: Transaction,
  saved: { id: string; createdAt: Date },
  application: ApplicationInput,
): Promise<MailMessage[]> {
  const { config } = services;
  const [program] = await tx
    .select({ name: programs.name })
    .from(programs)
    .where(eq(programs.id, application.programId));
  return [
    newApplicationEmail({
      siteName: config.siteName,
      to: config.operationsEmail,
      url: `${config.publicUrl}/admin/consultations?view=${saved.id}`,
      summary: {
        ...application,
        programName: program?.name ?? "Unknown Program",
        submittedAt: saved.createdAt,
      },
    }),
    applicationReceivedEmail({
      siteName: config.siteName,
      to: application.email,
      title: application.title,
      lastName: application.lastName,
    }),
  ];
}
