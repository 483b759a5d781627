export { getMemberOverview } from "#server/registrations/get-member-overview.ts";
