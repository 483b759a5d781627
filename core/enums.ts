// The closed value sets of SPEC section 3. The database enforces the same lists with CHECK constraints.

export const consultationTitles = [
  "Mr",
  "Mrs",
  "Ms",
  "Miss",
  "Mx",
  "Dr",
  "Prof",
  "Rev",
  "Fr",
  "Sr",
  "Br",
  "Rabbi",
  "Pr",
  "Elder",
  "Other",
] as const;
export type ConsultationTitle = (typeof consultationTitles)[number];

export const userRoles = ["admin", "member"] as const;
export type UserRole = (typeof userRoles)[number];

export const activityTypes = ["scheduled", "completed", "cancelled"] as const;
export const contactMethods = [
  "email",
  "sms",
  "phone",
  "video_call",
  "in_person",
  "whatsapp",
  "teams",
  "zoom",
  "other",
] as const;
export const activityStatuses = [
  "pending",
  "in_progress",
  "completed",
  "cancelled",
  "no_answer",
  "rescheduled",
  "failed",
] as const;
export const activityPriorities = ["low", "normal", "high", "urgent"] as const;
export const activityOutcomes = [
  "successful",
  "no_response",
  "busy",
  "voicemail",
  "wrong_number",
  "email_bounced",
  "interested",
  "not_interested",
  "needs_follow_up",
  "converted",
] as const;

export const registrationStatuses = ["pending", "active", "completed", "cancelled", "inactive"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const achievementRarities = ["common", "rare", "epic", "legendary"] as const;

export const eventTypes = ["training", "assessment", "meeting", "workshop", "exam"] as const;
export type EventType = (typeof eventTypes)[number];
export const eventStatuses = ["scheduled", "in_progress", "completed", "cancelled"] as const;

export const bookingStatuses = ["confirmed", "waitlist", "cancelled", "no_show"] as const;
export const attendanceStatuses = ["pending", "attended", "absent", "excused"] as const;

export const mailStatuses = ["sent", "written", "failed"] as const;

/** A durable job's life: pending until claimed, running under a lease, then done, failed or cancelled. */
export const jobStatuses = ["pending", "running", "done", "failed", "cancelled"] as const;
export type JobStatus = (typeof jobStatuses)[number];
