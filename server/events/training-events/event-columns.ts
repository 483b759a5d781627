// The columns of a training event both the operators' table and the member's schedule show: one
// shape, so a field added to an event reaches both lists.
import { trainingEvents as events } from "#server/db/schema.ts";

export const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  eventType: events.eventType,
  status: events.status,
  startTime: events.startTime,
  endTime: events.endTime,
  location: events.location,
  maxCapacity: events.maxCapacity,
  currentCapacity: events.currentCapacity,
  isMandatory: events.isMandatory,
};
