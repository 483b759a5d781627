// A registration's status, progress and dates as every list of registrations reads them (the operators'
// table, My Programs, a person's data export): one shape, so a field added to a registration reaches
// them all.
import { memberProgramRegistrations as registrations } from "#server/db/schema.ts";

export const registrationColumns = {
  status: registrations.status,
  progressPercentage: registrations.progressPercentage,
  registrationDate: registrations.registrationDate,
  startDate: registrations.startDate,
  endDate: registrations.endDate,
};
