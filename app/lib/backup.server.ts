// Backups (server/backup/, decision 181): what the admin's Settings screen shows.
export type { BackupStatus } from "#server/backup/backup-runs.ts";
export { productVersion } from "#server/version.ts";
