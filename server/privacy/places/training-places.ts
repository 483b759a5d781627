// Training (decision 145): registrations and bookings stay after an erasure, pointing at the anonymous
// account, so seats, waitlists and counts do not move; only their words about the person go.
// Achievements and progress are the person's alone: deleted.
import { asc, eq, inArray } from "drizzle-orm";
import {
  achievementDefinitions,
  achievementProgress,
  memberAchievements,
  memberEventBookings,
  memberProgramRegistrations,
  programs,
  trainingEvents,
} from "#server/db/schema.ts";
import { registrationColumns } from "#server/members/registrations/registration-columns.ts";
import { definePlace } from "./place.ts";

export const registrationPlace = definePlace({
  key: "registrations",
  table: memberProgramRegistrations,
  personal: [memberProgramRegistrations.notes],
  read: async ({ db }, s) => {
    if (s.registrationIds.length === 0) return [];
    return db
      .select({
        id: memberProgramRegistrations.id,
        program: programs.name,
        ...registrationColumns,
        notes: memberProgramRegistrations.notes,
      })
      .from(memberProgramRegistrations)
      .innerJoin(programs, eq(programs.id, memberProgramRegistrations.programId))
      .where(inArray(memberProgramRegistrations.id, s.registrationIds))
      .orderBy(asc(memberProgramRegistrations.registrationDate));
  },
  erase: async (tx, s) => {
    if (s.registrationIds.length > 0)
      await tx
        .update(memberProgramRegistrations)
        .set({ notes: null })
        .where(inArray(memberProgramRegistrations.id, s.registrationIds));
  },
});

export const bookingPlace = definePlace({
  key: "bookings",
  table: memberEventBookings,
  personal: [memberEventBookings.cancellationReason],
  read: async ({ db }, s) => {
    if (s.bookingIds.length === 0) return [];
    return db
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
      .where(inArray(memberEventBookings.id, s.bookingIds))
      .orderBy(asc(memberEventBookings.bookingDate));
  },
  erase: async (tx, s) => {
    if (s.bookingIds.length > 0)
      await tx
        .update(memberEventBookings)
        .set({ cancellationReason: null })
        .where(inArray(memberEventBookings.id, s.bookingIds));
  },
});

export const achievementPlace = definePlace({
  key: "achievements",
  table: memberAchievements,
  // No words, but every row is theirs.
  personal: [],
  read: async ({ db }, s) => {
    if (!s.profileId) return [];
    return db
      .select({
        name: achievementDefinitions.name,
        description: achievementDefinitions.description,
        points: achievementDefinitions.points,
        earnedAt: memberAchievements.earnedAt,
      })
      .from(memberAchievements)
      .innerJoin(achievementDefinitions, eq(achievementDefinitions.id, memberAchievements.achievementId))
      .where(eq(memberAchievements.memberId, s.profileId))
      .orderBy(asc(memberAchievements.earnedAt));
  },
  erase: async (tx, s) => {
    if (s.profileId) await tx.delete(memberAchievements).where(eq(memberAchievements.memberId, s.profileId));
  },
});

export const progressPlace = definePlace({
  key: "achievementProgress",
  table: achievementProgress,
  personal: [],
  read: async ({ db }, s) => {
    if (!s.profileId) return [];
    return db
      .select({
        name: achievementDefinitions.name,
        currentValue: achievementProgress.currentValue,
        targetValue: achievementProgress.targetValue,
        lastUpdated: achievementProgress.lastUpdated,
      })
      .from(achievementProgress)
      .innerJoin(achievementDefinitions, eq(achievementDefinitions.id, achievementProgress.achievementId))
      .where(eq(achievementProgress.memberId, s.profileId));
  },
  erase: async (tx, s) => {
    if (s.profileId)
      await tx.delete(achievementProgress).where(eq(achievementProgress.memberId, s.profileId));
  },
});
