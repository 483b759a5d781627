// Leads (decision 145): the applications, which an erasure deletes, and the contact activities with
// them, which stay (the hub's counts stay true) without their words and without naming a lead.
// Activities come first: deleting a lead first would take its activities with it.
import { asc, inArray } from "drizzle-orm";
import { consultations, contactActivities } from "#server/db/schema.ts";
import { idIn } from "../data-subject.ts";
import { definePlace } from "./place.ts";

export const activityPlace = definePlace({
  key: "activities",
  table: contactActivities,
  personal: [contactActivities.subject, contactActivities.message, contactActivities.notes],
  read: async ({ db }, s) => {
    if (s.activityIds.length === 0) return [];
    return db
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
      .where(inArray(contactActivities.id, s.activityIds))
      .orderBy(asc(contactActivities.createdAt));
  },
  erase: async (tx, s) => {
    if (s.activityIds.length === 0) return;
    await tx
      .update(contactActivities)
      .set({ subject: null, message: null, notes: null })
      .where(inArray(contactActivities.id, s.activityIds));
    if (s.leadIds.length > 0)
      await tx
        .update(contactActivities)
        .set({ consultationId: null })
        .where(inArray(contactActivities.consultationId, s.leadIds));
  },
});

export const applicationPlace = definePlace({
  key: "applications",
  table: consultations,
  personal: [
    consultations.title,
    consultations.firstName,
    consultations.lastName,
    consultations.email,
    consultations.phoneNumber,
    consultations.dateOfBirth,
    consultations.age,
    consultations.country,
    consultations.city,
    consultations.occupation,
    consultations.company,
    consultations.socialMediaLinks,
  ],
  read: async ({ db }, s) =>
    s.leadIds.length === 0
      ? []
      : db
          .select()
          .from(consultations)
          .where(idIn(consultations.id, s.leadIds))
          .orderBy(asc(consultations.createdAt)),
  erase: async (tx, s) => {
    if (s.leadIds.length > 0) await tx.delete(consultations).where(inArray(consultations.id, s.leadIds));
  },
});
