// The operators' event form (issue 11: every field of SPEC 3's training event, end after start, https
// meeting links, a capacity and a cancellation cut-off that are whole numbers). Start and end arrive as
// the browser's datetime-local wall times; the server reads them in the operator's time zone.

import { partsIn, zonedTime } from "#core/dates/dates.ts";
import { eventStatuses, eventTypes } from "#core/enums.ts";
import { lineItems, optionalText, requiredText, text } from "#core/forms/text.ts";
import { z } from "#core/forms/zod.ts";
import { memoizeByKey } from "#core/memoize-by-key.ts";
import { eventMessages } from "./event-messages.ts";

/** "2026-05-04T09:30": what <input type="datetime-local"> posts. */
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const wallTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(WALL_TIME, `${label} must be a date and time`);

const optionalWhole = (label: string, min: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || String(v).trim() === "" ? null : Number(String(v).trim())),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(100_000, `${label} must be at most 100000`)
      .nullable(),
  );

/** One item per line (equipment, prerequisites): blank lines dropped. */
const lines = lineItems(5000, "Must be at most 5000 characters");

const eventFields = z.object({
  title: requiredText("Title is required").max(200, "Title must be at most 200 characters"),
  description: optionalText(5000, { shape: "lines" }),
  eventType: z.enum(eventTypes, { error: "Choose an event type" }),
  status: z.enum(eventStatuses, { error: "Choose a status" }).default("scheduled"),
  startTime: wallTime("Start"),
  endTime: wallTime("End"),
  location: optionalText(300),
  maxCapacity: optionalWhole("Capacity", 1),
  cancellationCutoffHours: optionalWhole("Cancellation cut-off", 0),
  isMandatory: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
  meetingUrl: text()
    .max(2000, "Meeting URL must be at most 2000 characters")
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isHttpsUrl(v), "Meeting URL must be an https:// address"),
  equipment: lines,
  prerequisites: lines,
  programId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[0-9a-f-]{36}$/i.test(v), "Choose a program from the list"),
});

/**
 * The form read in the operator's time zone: the end must be a later instant than the start. Compared
 * as instants, not as text: "09:30:00" is not after "09:30", and a wall time the clocks skip moves.
 * Made once per time zone.
 */
export const eventFormSchema = memoizeByKey((timeZone: string) =>
  eventFields.refine((e) => endsAfterStart(timeZone, e.startTime, e.endTime), {
    path: ["endTime"],
    message: eventMessages.endNotAfterStart,
  }),
);

export type EventInput = z.infer<ReturnType<typeof eventFormSchema>>;

function endsAfterStart(timeZone: string, startWall: string, endWall: string): boolean {
  // A time that is not a date and time already has its own message.
  if (!WALL_TIME.test(startWall) || !WALL_TIME.test(endWall)) return true;
  return wallTimeIn(timeZone, endWall).getTime() > wallTimeIn(timeZone, startWall).getTime();
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The operator's attendance for one booking after the start. */
export const attendanceChoices = ["attended", "no_show"] as const;
export const attendanceSchema = z.object({
  id: z.uuid(),
  attendance: z.enum(attendanceChoices, { error: "Choose attended or no-show" }),
});

/** A member's booking forms name the event (book, join the waitlist) or their booking (cancel). */
export const eventIdSchema = z.object({ id: z.uuid() });

/** "2026-05-04T09:30" read as a wall-clock time in the zone. */
export function wallTimeIn(timeZone: string, wall: string): Date {
  const [date, time] = wall.split("T") as [string, string];
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return zonedTime(timeZone, { year, month, day, hour, minute });
}

/** The instant as the datetime-local value of the zone, for an edit form. */
export function toWallTime(timeZone: string, at: Date): string {
  const p = partsIn(timeZone, at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** What the database stores for the form: times as instants, the lists as the requirements object. */
export function toEventValues(input: EventInput, timeZone: string) {
  const { equipment, prerequisites, startTime, endTime, ...rest } = input;
  return {
    ...rest,
    startTime: wallTimeIn(timeZone, startTime),
    endTime: wallTimeIn(timeZone, endTime),
    requirements: { equipment, prerequisites },
  };
}

export type EventValues = ReturnType<typeof toEventValues>;
