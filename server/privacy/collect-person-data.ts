// Everything held about a person, as the JSON an export downloads (decision 145): every table that
// names them or their e-mail address (server/db/schema.ts), without credentials (password hashes,
// session tokens) and without other people's details (the staff who handled them appear by role only).
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  achievementDefinitions,
  achievementProgress,
  auditEvents,
  contactActivities,
  mailMessages,
  memberAchievements,
  memberEventBookings,
  memberProgramRegistrations,
  programs,
  sessions,
  trainingEvents,
} from "#server/db/schema.ts";
import { emailsOf, type Person } from "./find-person.ts";

const none = sql`false`;

export async function collectPersonData(db: Database, person: Person, now = new Date()) {
  const profileId = person.profile?.id ?? null;
  const leadIds = person.leads.map((l) => l.id);
  const emails = emailsOf(person);
  const ofLeads = leadIds.length > 0 ? inArray(contactActivities.consultationId, leadIds) : none;
  const ofProfile = profileId ? eq(contactActivities.profileId, profileId) : none;
  // A lead without an account has no member records: each of those reads matches nothing.
  const ofMember = (column: Parameters<typeof eq>[0]) => (profileId ? eq(column, profileId) : none);

  const [activities, registrations, bookings, achievements, progress, emailsSent, signIns] =
    await Promise.all([
      db
        .select({
          id: contactActivities.id,
          consultationId: contactActivities.consultationId,
          activityType: contactActivities.activityType,
          contactMethod: contactActivities.contactMethod,
          status: contactActivities.status,
          priority: contactActivities.priority,
          subject: contactActivities.subject,
          message: contactActivities.message,
          notes: contactActivities.notes,
          outcome: contactActivities.outcome,
          scheduledAt: contactActivities.scheduledAt,
          completedAt: contactActivities.completedAt,
          durationMinutes: contactActivities.durationMinutes,
          followUpRequired: contactActivities.followUpRequired,
          nextFollowUpDate: contactActivities.nextFollowUpDate,
          createdAt: contactActivities.createdAt,
        })
        .from(contactActivities)
        .where(or(ofLeads, ofProfile))
        .orderBy(asc(contactActivities.createdAt)),
      db
        .select({
          id: memberProgramRegistrations.id,
          program: programs.name,
          status: memberProgramRegistrations.status,
          progressPercentage: memberProgramRegistrations.progressPercentage,
          registrationDate: memberProgramRegistrations.registrationDate,
          startDate: memberProgramRegistrations.startDate,
          endDate: memberProgramRegistrations.endDate,
          notes: memberProgramRegistrations.notes,
        })
        .from(memberProgramRegistrations)
        .innerJoin(programs, eq(programs.id, memberProgramRegistrations.programId))
        .where(ofMember(memberProgramRegistrations.memberId))
        .orderBy(asc(memberProgramRegistrations.registrationDate)),
      db
        .select({
          id: memberEventBookings.id,
          event: trainingEvents.title,
          startTime: trainingEvents.startTime,
          endTime: trainingEvents.endTime,
          location: trainingEvents.location,
          bookingStatus: memberEventBookings.bookingStatus,
          attendanceStatus: memberEventBookings.attendanceStatus,
          bookingDate: memberEventBookings.bookingDate,
          cancelledAt: memberEventBookings.cancelledAt,
          cancellationReason: memberEventBookings.cancellationReason,
        })
        .from(memberEventBookings)
        .innerJoin(trainingEvents, eq(trainingEvents.id, memberEventBookings.eventId))
        .where(ofMember(memberEventBookings.memberId))
        .orderBy(asc(memberEventBookings.bookingDate)),
      db
        .select({
          name: achievementDefinitions.name,
          description: achievementDefinitions.description,
          points: achievementDefinitions.points,
          earnedAt: memberAchievements.earnedAt,
        })
        .from(memberAchievements)
        .innerJoin(achievementDefinitions, eq(achievementDefinitions.id, memberAchievements.achievementId))
        .where(ofMember(memberAchievements.memberId))
        .orderBy(asc(memberAchievements.earnedAt)),
      db
        .select({
          name: achievementDefinitions.name,
          currentValue: achievementProgress.currentValue,
          targetValue: achievementProgress.targetValue,
          lastUpdated: achievementProgress.lastUpdated,
        })
        .from(achievementProgress)
        .innerJoin(achievementDefinitions, eq(achievementDefinitions.id, achievementProgress.achievementId))
        .where(ofMember(achievementProgress.memberId)),
      db
        .select({
          subject: mailMessages.subject,
          kind: mailMessages.kind,
          status: mailMessages.status,
          sentAt: mailMessages.createdAt,
        })
        .from(mailMessages)
        .where(emails.length > 0 ? inArray(sql`lower(${mailMessages.toAddress})`, emails) : none)
        .orderBy(asc(mailMessages.createdAt)),
      db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(ofMember(sessions.userId)),
    ]);

  const recordIds = [
    ...leadIds,
    ...(profileId ? [profileId] : []),
    ...activities.map((a) => a.id),
    ...registrations.map((r) => r.id),
    ...bookings.map((b) => b.id),
  ];
  // What the audit trail says was done to their records: when and what, not the staff member's address.
  const auditTrail = await db
    .select({ occurredAt: auditEvents.occurredAt, action: auditEvents.action, entity: auditEvents.entity })
    .from(auditEvents)
    .where(inArray(auditEvents.entityId, recordIds))
    .orderBy(asc(auditEvents.occurredAt));

  const { profile } = person;
  return {
    exportedAt: now.toISOString(),
    subject: person.ref,
    profile: profile
      ? {
          id: profile.id,
          email: profile.email,
          name: profile.name,
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: profile.phone,
          emailVerified: profile.emailVerified,
          role: person.role,
          createdAt: profile.createdAt,
          updatedAt: profile.updatedAt,
        }
      : null,
    applications: person.leads,
    activities,
    registrations,
    bookings,
    achievements,
    achievementProgress: progress,
    emailsSent,
    sessions: signIns,
    auditTrail,
  };
}

export type PersonData = Awaited<ReturnType<typeof collectPersonData>>;
