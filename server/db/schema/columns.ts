// The column shapes and CHECKs every domain's tables share.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

/** A CHECK that a text column holds one of the listed values (NULL allowed unless the column is NOT NULL). */
export function oneOf(column: string, values: readonly string[]) {
  const list = values.map((v) => `'${v}'`).join(", ");
  return sql.raw(`"${column}" IN (${list})`);
}

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A row's own id: a random UUID. */
export const primaryId = () => uuid().primaryKey().defaultRandom();

/**
 * The row this one belongs to, which must exist: the row goes with it (cascade), or holds it back
 * (restrict: the owner cannot be deleted while this row stands).
 */
export const belongsTo = (owner: () => AnyPgColumn, onDelete: "cascade" | "restrict" = "cascade") =>
  uuid().notNull().references(owner, { onDelete });
