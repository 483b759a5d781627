// What the back office's Settings screen reads on every visit, in one statement built once per database
// (decision 274): who owns new leads and the round robin, the viewer's own notifications with the
// admins' defaults, the operators a rule can name, and the newest backups. Each part's columns and
// their reading belong to its own module; this one only puts them in one select.
// The loader starts it with the session lookup, keyed by the session's token (decision 276): both
// statements leave in one write and the page waits for one answer instead of two in turn.
import { type SQLWrapper, sql } from "drizzle-orm";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import { liveAdminOfSession } from "#server/auth/sessions/live-admin-session.ts";
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

const screenColumns = (db: Database, viewerId: SQLWrapper) => ({
  ...ownerSettingsColumns(viewerId),
  ...ownNotificationsColumns(viewerId),
  operators: assignableAdminsColumn(db),
  ...backupStatusColumns(db),
});

const settingsScreen = preparedPerDatabase((db) =>
  db
    .select(screenColumns(db, sql.placeholder("viewerId")))
    .from(sql`(select 1) as one`)
    .prepare("settings_screen"),
);

// The same columns for the admin of a live session: no row for any other token.
const settingsScreenOfSession = preparedPerDatabase((db) =>
  db
    .select({ viewerId: sql<string>`viewer.id`, ...screenColumns(db, sql`viewer.id`) })
    .from(sql`${liveAdminOfSession(sql.placeholder("token"))} as viewer`)
    .prepare("settings_screen_of_session"),
);

type ScreenRow = Awaited<ReturnType<ReturnType<typeof settingsScreen>["execute"]>>[number];
/** Settings' row read ahead for a session's admin: whose it is, and the row. */
export type SettingsScreenAhead = ScreenRow & { viewerId: string };

/**
 * Starts Settings' read for the admin of the request's session, before the guard has said who that is.
 * Resolves to nothing for a token that is not a live admin session's, and never rejects: the guard's
 * own lookup meets the same failure and answers for it; `readSettingsScreen` reads again if need be.
 */
export function readSettingsScreenAhead(
  db: Database,
  token: string | null,
): Promise<SettingsScreenAhead | undefined> {
  if (!token) return Promise.resolve(undefined);
  return settingsScreenOfSession(db)
    .execute({ token })
    .then(
      ([row]) => row,
      () => undefined,
    );
}

/**
 * Settings' reads for the signed-in admin; admins only. A read started ahead is used only if it was made
 * for this same admin; otherwise (another session, a session that changed in between) it reads again.
 */
export async function readSettingsScreen(
  db: Database,
  admin: SessionUser,
  ahead?: Promise<SettingsScreenAhead | undefined>,
) {
  assertAdmin(admin);
  const early = await ahead;
  // One row always (`select 1`).
  const row =
    early?.viewerId === admin.id ? early : (await settingsScreen(db).execute({ viewerId: admin.id }))[0]!;
  return {
    ...ownerSettingsFrom(row),
    ...ownNotificationsFrom(admin, row),
    operators: assignableAdminsFrom(row.operators),
    backup: backupStatusFrom(row),
  };
}
