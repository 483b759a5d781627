// The owner a new application gets, by the rule an admin chose on Settings (core/leads/consultations/lead-owner.ts):
// nobody, one named operator, or round robin among the operators who opted in. The round robin's turn
// is one row of app_settings (the last owner it chose), locked FOR UPDATE in the application's own
// transaction: two applications at once on two instances queue on that row, so each takes the next
// operator and none is skipped or given twice (decision 211).
import { and, asc, eq, gt, type SQLWrapper, sql } from "drizzle-orm";
import { leadOwnerMessages, type OwnerRule, storedOwnerRule } from "#core/leads/consultations/lead-owner.ts";
import { recordAudit } from "#server/audit/record-audit.ts";
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { appSettings, leadOwnerPool, userRolesTable } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { assertMayOwn } from "./lead-owners.ts";

export const NEW_LEAD_OWNER_RULE = "newLeadOwnerRule";
/** The round robin's turn: `{ lastOwnerId }`, the operator it chose last. */
export const ROUND_ROBIN_TURN = "newLeadOwnerTurn";

async function storedValue(db: Database | Transaction, key: string, lock = false): Promise<unknown> {
  const query = db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  const [row] = lock ? await query.for("update") : await query;
  return row?.value;
}

/**
 * What Settings shows of who owns new leads, as columns of its one statement
 * (server/settings/read-settings-screen.ts): the rule, how many operators take new leads in turn, and
 * whether the viewer is one of them.
 */
export function ownerSettingsColumns(viewerId: SQLWrapper) {
  return {
    rule: sql<unknown>`(select ${appSettings.value} from ${appSettings} where ${appSettings.key} = ${NEW_LEAD_OWNER_RULE})`,
    poolSize: sql<number>`(select count(*) from ${leadOwnerPool})::int`,
    inPool: sql<boolean>`exists (select 1 from ${leadOwnerPool} where ${leadOwnerPool.userId} = ${viewerId})`,
  };
}

/** The columns of `ownerSettingsColumns` as Settings shows them. */
export function ownerSettingsFrom(row: { rule: unknown; poolSize: number; inPool: boolean }): {
  ownerRule: OwnerRule;
  pool: { inPool: boolean; poolSize: number };
} {
  return { ownerRule: storedOwnerRule(row.rule), pool: { inPool: row.inPool, poolSize: row.poolSize } };
}

/** Settings: the rule, audited; a named operator must be one. */
export async function setOwnerRule(db: Database, actor: SessionUser, rule: OwnerRule): Promise<void> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    if (rule.kind === "operator") await assertMayOwn(tx, rule.operatorId);
    const before = storedOwnerRule(await storedValue(tx, NEW_LEAD_OWNER_RULE, true));
    await tx
      .insert(appSettings)
      .values({ key: NEW_LEAD_OWNER_RULE, value: rule })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: rule, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      action: "update",
      entity: "setting",
      entityId: NEW_LEAD_OWNER_RULE,
      before: { [NEW_LEAD_OWNER_RULE]: before },
      after: { [NEW_LEAD_OWNER_RULE]: rule },
    });
  });
}

/** An operator opts in to (or out of) the round robin: only for themselves, audited. */
export async function setOwnPoolMembership(db: Database, actor: SessionUser, join: boolean): Promise<string> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const changed = join
      ? await tx.insert(leadOwnerPool).values({ userId: actor.id }).onConflictDoNothing().returning()
      : await tx.delete(leadOwnerPool).where(eq(leadOwnerPool.userId, actor.id)).returning();
    if (changed.length === 0) return;
    await recordAudit(tx, {
      actor,
      action: join ? "enable" : "disable",
      entity: "setting",
      entityId: "leadOwnerPool",
    });
  });
  return join ? leadOwnerMessages.poolJoined : leadOwnerMessages.poolLeft;
}

/** The next operator in the pool after `last` (by id, wrapping round), who still is an operator. */
async function nextInPool(tx: Transaction, last: string | null): Promise<string | null> {
  const firstOperator = (after?: string) =>
    tx
      .select({ userId: leadOwnerPool.userId })
      .from(leadOwnerPool)
      .innerJoin(
        userRolesTable,
        and(eq(userRolesTable.userId, leadOwnerPool.userId), eq(userRolesTable.role, "admin")),
      )
      .where(after ? gt(leadOwnerPool.userId, after) : undefined)
      .orderBy(asc(leadOwnerPool.userId))
      .limit(1);
  const [next] = last ? await firstOperator(last) : [];
  const [first] = next ? [next] : await firstOperator();
  return first?.userId ?? null;
}

/**
 * The owner for an application being inserted in `tx`, by the rule; null when the rule gives nobody
 * (none, a named operator who no longer is one, an empty pool).
 */
export async function chooseNewLeadOwner(tx: Transaction): Promise<string | null> {
  // In the application's own transaction, on its connection: not the prepared statement of the pool.
  const rule = storedOwnerRule(await storedValue(tx, NEW_LEAD_OWNER_RULE));
  if (rule.kind === "none") return null;
  if (rule.kind === "operator") {
    const [operator] = await tx
      .select({ userId: userRolesTable.userId })
      .from(userRolesTable)
      .where(and(eq(userRolesTable.userId, rule.operatorId), eq(userRolesTable.role, "admin")));
    return operator?.userId ?? null;
  }
  // Make sure the turn's row exists, then lock it: the lock is what orders concurrent applications.
  await tx
    .insert(appSettings)
    .values({ key: ROUND_ROBIN_TURN, value: { lastOwnerId: null } })
    .onConflictDoNothing();
  const turn = (await storedValue(tx, ROUND_ROBIN_TURN, true)) as { lastOwnerId?: unknown } | undefined;
  const last = typeof turn?.lastOwnerId === "string" ? turn.lastOwnerId : null;
  const next = await nextInPool(tx, last);
  if (next === null) return null;
  await tx
    .update(appSettings)
    .set({ value: { lastOwnerId: next }, updatedAt: new Date() })
    .where(eq(appSettings.key, ROUND_ROBIN_TURN));
  return next;
}
