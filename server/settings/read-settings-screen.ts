// What the back office's Settings screen reads on every visit, in one statement built once per database
// (decision 274): who owns new leads and the round robin, the viewer's own notifications with the
// admins' defaults, the operators a rule can name, and the newest backups. Each part's columns and
// their reading belong to its own module; this one only puts them in one select.
import { sql } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { backupStatusColumns, backupStatusFrom } from "#server/backup/backup-runs.ts";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase } from "#server/db/prepared-statement.ts";
import {
  assignableAdminsColumn,
  assignableAdminsFrom,
} from "#server/leads/activities/list-assignable-admins.ts";
import { ownerSettingsColumns, ownerSettingsFrom } from "#server/leads/consultations/new-lead-owner.ts";
import {
  ownNotificationsColumns,
  ownNotificationsFrom,
} from "#server/notifications/notification-preferences.ts";

const settingsScreen = preparedPerDatabase((db) => {
  const viewerId = sql.placeholder("viewerId");
  return db
    .select({
      ...ownerSettingsColumns(viewerId),
      ...ownNotificationsColumns(viewerId),
      operators: assignableAdminsColumn(db),
      ...backupStatusColumns(db),
    })
    .from(sql`(select 1) as one`)
    .prepare("settings_screen");
});

/** Settings' reads for the signed-in admin; admins only. */
export async function readSettingsScreen(db: Database, admin: SessionUser) {
  assertAdmin(admin);
  // One row always (`select 1`).
  const [row] = await settingsScreen(db).execute({ viewerId: admin.id });
  return {
    ...ownerSettingsFrom(row!),
    ...ownNotificationsFrom(admin, row),
    operators: assignableAdminsFrom(row!.operators),
    backup: backupStatusFrom(row!),
  };
}
