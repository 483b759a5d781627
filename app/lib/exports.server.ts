export { exportList } from "#server/exports/export-list.ts";
