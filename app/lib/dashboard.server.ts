export { getDashboardCounts } from "#server/dashboard/get-dashboard-counts.ts";
