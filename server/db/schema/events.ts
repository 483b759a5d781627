// Events: training events and their bookings.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { attendanceStatuses, bookingStatuses, eventStatuses, eventTypes } from "#core/enums.ts";
import { profiles } from "./auth.ts";
import { belongsTo, createdAt, oneOf, primaryId, updatedAt } from "./columns.ts";
import { programs } from "./content.ts";

export type EventRequirements = { equipment: string[]; prerequisites: string[] };

export const trainingEvents = pgTable(
  "training_events",
  {
    id: primaryId(),
    title: text().notNull(),
    description: text(),
    eventType: text().notNull(),
    status: text().notNull().default("scheduled"),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    location: text(),
    maxCapacity: integer(),
    currentCapacity: integer().notNull().default(0),
    isMandatory: boolean().notNull().default(false),
    meetingUrl: text(),
    requirements: jsonb().$type<EventRequirements>(),
    programId: uuid().references(() => programs.id, { onDelete: "set null" }),
    /** Members may cancel until this many hours before the start; NULL: until the start (the spec's rule). */
    cancellationCutoffHours: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("training_events_type_check", oneOf("event_type", eventTypes)),
    // The seat count can never pass the capacity, whatever code writes it (server/events/*).
    check(
      "training_events_within_capacity_check",
      sql`max_capacity IS NULL OR current_capacity <= max_capacity`,
    ),
    check(
      "training_events_cutoff_check",
      sql`cancellation_cutoff_hours IS NULL OR cancellation_cutoff_hours >= 0`,
    ),
    check("training_events_status_check", oneOf("status", eventStatuses)),
    check("training_events_capacity_check", sql`max_capacity IS NULL OR max_capacity >= 0`),
    check("training_events_current_capacity_check", sql`current_capacity >= 0`),
    check("training_events_time_check", sql`end_time > start_time`),
    index("training_events_start_time_idx").on(t.startTime),
    // Training Events' status tabs (counted and listed earliest first) and its search, at 100,000 events.
    index("training_events_status_start_idx").on(t.status, t.startTime),
    index("training_events_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("training_events_location_trgm_idx").using("gin", t.location.op("gin_trgm_ops")),
  ],
);

export const memberEventBookings = pgTable(
  "member_event_bookings",
  {
    id: primaryId(),
    memberId: belongsTo(() => profiles.id),
    eventId: belongsTo(() => trainingEvents.id),
    bookingStatus: text().notNull().default("confirmed"),
    attendanceStatus: text().notNull().default("pending"),
    bookingDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancellationReason: text(),
  },
  (t) => [
    check("bookings_status_check", oneOf("booking_status", bookingStatuses)),
    check("bookings_attendance_check", oneOf("attendance_status", attendanceStatuses)),
    uniqueIndex("bookings_live_member_event_key")
      .on(t.memberId, t.eventId)
      .where(sql`booking_status <> 'cancelled'`),
    index("bookings_member_booking_date_idx").on(t.memberId, t.bookingDate),
    index("bookings_event_idx").on(t.eventId),
    // The waitlist in order: first come, first promoted.
    index("bookings_event_status_date_idx").on(t.eventId, t.bookingStatus, t.bookingDate, t.id),
  ],
);
