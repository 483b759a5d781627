// A new application from the public form (SPEC section 7, "submit-consultation"), made safe to expose:
// honeypot, minimum fill time, the shared zod schema (age recomputed here), a per-address limit, then
// the consultation and its 48-hour follow-up activity in one transaction. The e-mails go out after the
// commit and never decide the outcome: an application, once acknowledged, is in the database.

import { eq } from "drizzle-orm";
import {
  type ApplicationErrorCode,
  applicationErrorForFields,
} from "#core/applications/application-errors.ts";
import {
  type ApplicationInput,
  applicationMessages,
  applicationSchema,
  HONEYPOT_FIELD,
} from "#core/applications/consultation-schema.ts";
import { type FieldErrors, fieldErrors } from "#core/forms/form-result.ts";
import { FOLLOW_UP_PROMISE_MS } from "#core/leads/follow-up-clock.ts";
import { fullName } from "#core/users/display-name.ts";
import { pgErrorCode } from "#server/db/client.ts";
import { consultations, contactActivities, programs } from "#server/db/schema.ts";
import { applicationReceivedEmail, newApplicationEmail } from "#server/mail/application-templates.ts";
import type { Services } from "#server/services.ts";
import { takeApplicationAttempt } from "./application-rate-limit.ts";
import { type ApplicationSettings, defaultApplicationSettings } from "./application-settings.ts";
import { followUpActivity } from "./follow-up-activity.ts";
import { formTokenIssuedAt } from "./form-token.ts";

/** SPEC section 1: the follow-up promise. */
export const FOLLOW_UP_WITHIN_MS = FOLLOW_UP_PROMISE_MS;

export type SubmitConsultationResult =
  | {
      ok: true;
      /** Null when the submission was silently discarded (honeypot). */
      consultationId: string | null;
      /** Settles when both e-mails were attempted; never rejects. The response need not wait for it. */
      notified: Promise<void>;
    }
  | { ok: false; error: ApplicationErrorCode | null; errors: FieldErrors; retryAfterSeconds?: number };

export async function submitConsultation(
  services: Services,
  form: Record<string, unknown>,
  request: {
    clientIp: string;
    /** The form's signed time stamp as the request carried it (a cookie, form-token.ts). */
    formToken?: string | null;
    settings?: ApplicationSettings;
    now?: Date;
  },
): Promise<SubmitConsultationResult> {
  const { db, logger, config } = services;
  const settings = request.settings ?? defaultApplicationSettings;
  const now = request.now ?? new Date();

  // A robot that fills every field is told it succeeded, so it learns nothing; nothing is stored.
  const honeypot = form[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.warn("application discarded: honeypot filled");
    return { ok: true, consultationId: null, notified: Promise.resolve() };
  }

  const parsed = applicationSchema(now).safeParse(form);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { ok: false, error: applicationErrorForFields(errors), errors };
  }

  if (settings.minFillMs > 0) {
    const issuedAt = formTokenIssuedAt(config, request.formToken);
    if (issuedAt === null || now.getTime() - issuedAt < settings.minFillMs) {
      logger.info({ tokenValid: issuedAt !== null }, "application refused: sent back too fast");
      return { ok: false, error: "too_fast", errors: {} };
    }
  }

  // Counted only for complete applications, so a person correcting typos is never locked out; this
  // also caps how fast anyone can probe which addresses have applied (the duplicate message).
  const decision = await takeApplicationAttempt(
    db,
    request.clientIp,
    { max: settings.rateLimitMax, windowMs: settings.rateLimitWindowMs },
    now.getTime(),
  );
  if (!decision.allowed) {
    logger.warn("application refused: client over its hourly limit");
    return {
      ok: false,
      error: "rate_limited",
      errors: {},
      retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
    };
  }

  const input = parsed.data;
  let saved: { id: string; createdAt: Date };
  try {
    saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consultations)
        .values({
          title: input.title,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phoneNumber: input.phone_number,
          dateOfBirth: input.date_of_birth,
          age: input.age,
          country: input.country,
          city: input.city,
          occupation: input.occupation,
          company: input.company,
          socialMediaLinks: input.social_media_links,
          numberOfPeople: input.number_of_people,
          programId: input.program_id,
        })
        .returning({ id: consultations.id, createdAt: consultations.createdAt });
      await tx
        .insert(contactActivities)
        .values(
          followUpActivity(
            row!,
            `New application from ${input.title} ${fullName({ firstName: input.first_name, lastName: input.last_name })}. We promised contact within 48 hours of submission.`,
          ),
        );
      return row!;
    });
  } catch (error) {
    const code = pgErrorCode(error);
    // The unique index on lower(email): the same person in any letter case.
    if (code === "23505") return { ok: false, error: "duplicate_email", errors: {} };
    // The program was deleted (or never existed) between the page load and the submit.
    if (code === "23503") {
      return {
        ok: false,
        error: "invalid_program",
        errors: { program_id: applicationMessages.invalidProgram },
      };
    }
    throw error;
  }

  logger.info({ consultationId: saved.id }, "application received");
  const notified = notifyNewApplication(services, saved, input).catch((error) => {
    logger.error({ err: error, consultationId: saved.id }, "application notification failed");
  });
  return { ok: true, consultationId: saved.id, notified };
}

async function notifyNewApplication(
  services: Services,
  saved: { id: string; createdAt: Date },
  input: ApplicationInput,
): Promise<void> {
  const { config, db, mailer } = services;
  const [program] = await db
    .select({ name: programs.name })
    .from(programs)
    .where(eq(programs.id, input.program_id));
  await Promise.all([
    mailer.send(
      newApplicationEmail({
        siteName: config.siteName,
        to: config.operationsEmail,
        url: `${config.publicUrl}/admin/consultations?view=${saved.id}`,
        summary: {
          title: input.title,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phoneNumber: input.phone_number,
          dateOfBirth: input.date_of_birth,
          age: input.age,
          occupation: input.occupation,
          company: input.company,
          country: input.country,
          city: input.city,
          socialMediaLinks: input.social_media_links,
          programName: program?.name ?? "Unknown Program",
          submittedAt: saved.createdAt,
        },
      }),
    ),
    mailer.send(
      applicationReceivedEmail({
        siteName: config.siteName,
        to: input.email,
        title: input.title,
        lastName: input.last_name,
      }),
    ),
  ]);
}
