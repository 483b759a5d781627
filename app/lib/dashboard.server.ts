export { getDashboardCounts } from "#server/dashboard/get-dashboard-counts.ts";
export { getDashboardInsights } from "#server/dashboard/get-dashboard-insights.ts";
