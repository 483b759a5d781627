// Who receives which notification (docs/notifications.md): each person's own choices
// (notification_preferences), the admins' defaults for operators (app_settings), and the kinds' own
// defaults (core/notifications/notification-kinds.ts). An operator reads and changes only their own:
// the functions take the signed-in person, never a user id from a form.
import { and, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, validTimeZone } from "#core/dates/time-zone.ts";
import {
  audienceOf,
  choicesFrom,
  type NotificationChoices,
  type NotificationKindId,
  notificationKindsFor,
  receivesNotification,
} from "#core/notifications/notification-kinds.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { preparedPerDatabase } from "#server/db/prepared-statement.ts";
import { appSettings, notificationPreferences, profiles } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";

export const NOTIFICATION_DEFAULTS = "notificationDefaults";

type Db = Database | Transaction;

export async function readNotificationDefaults(db: Db): Promise<NotificationChoices> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, NOTIFICATION_DEFAULTS));
  return choicesFrom(row?.value);
}

/** Settings' defaults section: admins only, audited as the other settings are. */
export async function setNotificationDefaults(
  db: Database,
  actor: SessionUser,
  choices: NotificationChoices,
): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, NOTIFICATION_DEFAULTS))
      .for("update");
    await tx
      .insert(appSettings)
      .values({ key: NOTIFICATION_DEFAULTS, value: choices })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: choices, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "setting",
      entityId: NOTIFICATION_DEFAULTS,
      before: choicesFrom(before?.value),
      after: choices,
    });
  });
}

export type OwnNotifications = {
  /** Every kind of the person's audience, as it applies to them now. */
  receives: Record<string, boolean>;
  /** Their digest's zone, as stored (null: not chosen yet). */
  timeZone: string | null;
};

/**
 * The person's stored choices and zone with the admins' defaults, as columns of a one-row select (the
 * members' Settings reads them alone, the back office's with its other settings: both on every visit).
 */
export function ownNotificationsColumns(userId: SQLWrapper) {
  const own = (column: typeof notificationPreferences.choices | typeof notificationPreferences.timeZone) =>
    sql`(select ${column} from ${notificationPreferences} where ${notificationPreferences.userId} = ${userId})`;
  return {
    choices: own(notificationPreferences.choices) as SQL<unknown>,
    timeZone: own(notificationPreferences.timeZone) as SQL<string | null>,
    defaults: sql<unknown>`(select ${appSettings.value} from ${appSettings} where ${appSettings.key} = ${NOTIFICATION_DEFAULTS})`,
  };
}

const ownWithDefaults = preparedPerDatabase((db) =>
  db
    .select(ownNotificationsColumns(sql.placeholder("userId")))
    .from(sql`(select 1) as one`)
    .prepare("own_notifications"),
);

/**
 * The columns of `ownNotificationsColumns` as they apply to the person (own choice, else default), for
 * the kinds of their audience (an operator's on the back office's Settings; a member's kinds would be
 * theirs), and the admins' defaults they were read with.
 */
export function ownNotificationsFrom(
  actor: SessionUser,
  row: { choices: unknown; timeZone: string | null; defaults: unknown } | undefined,
): { own: OwnNotifications; defaults: NotificationChoices } {
  const own = choicesFrom(row?.choices);
  const defaults = choicesFrom(row?.defaults);
  return {
    own: {
      receives: Object.fromEntries(
        notificationKindsFor(audienceOf(actor.role)).map((k) => [
          k.id,
          receivesNotification(k.id as NotificationKindId, own, defaults),
        ]),
      ),
      timeZone: row?.timeZone ?? null,
    },
    defaults,
  };
}

export async function readOwnNotifications(db: Database, actor: SessionUser): Promise<OwnNotifications> {
  const [row] = await ownWithDefaults(db).execute({ userId: actor.id });
  return ownNotificationsFrom(actor, row).own;
}

/**
 * The signed-in person's own choices (only their audience's kinds are kept) and digest time zone (an
 * operator's; a member, who has no digest, saves none and keeps what is stored).
 */
export async function setOwnNotifications(
  db: Database,
  actor: SessionUser,
  values: { choices: NotificationChoices; timeZone?: string },
): Promise<void> {
  const audience = new Set(notificationKindsFor(audienceOf(actor.role)).map((k) => k.id as string));
  const choices = Object.fromEntries(Object.entries(values.choices).filter(([kind]) => audience.has(kind)));
  const timeZone =
    values.timeZone === undefined ? undefined : (validTimeZone(values.timeZone) ?? DEFAULT_TIME_ZONE);
  await db
    .insert(notificationPreferences)
    .values({ userId: actor.id, choices, timeZone: timeZone ?? null })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { choices, ...(timeZone === undefined ? {} : { timeZone }), updatedAt: new Date() },
    });
}

export type Recipient = {
  id: string;
  email: string;
  firstName: string | null;
  timeZone: string;
  /** Whether they receive the kind asked about. */
  receives: boolean;
};

/** What sending to these people needs: their address, first name, zone and choice for the kind. */
export async function recipients(
  db: Db,
  userIds: string[],
  kind: NotificationKindId,
): Promise<Map<string, Recipient>> {
  const out = new Map<string, Recipient>();
  if (userIds.length === 0) return out;
  const [rows, defaults] = await Promise.all([
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        firstName: profiles.firstName,
        choices: notificationPreferences.choices,
        timeZone: notificationPreferences.timeZone,
      })
      .from(profiles)
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, profiles.id))
      // An erased account holds no address to write to.
      .where(and(inArray(profiles.id, userIds), isNull(profiles.erasedAt))),
    readNotificationDefaults(db),
  ]);
  for (const row of rows)
    out.set(row.id, {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      timeZone: validTimeZone(row.timeZone) ?? DEFAULT_TIME_ZONE,
      receives: receivesNotification(kind, choicesFrom(row.choices), defaults),
    });
  return out;
}
