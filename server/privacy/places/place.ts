// One place a person's data lives (decision 174): which of its columns are theirs, what the export
// shows from it, and what erasure does to it. server/privacy/personal-data.ts lists every place.
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import type { Transaction } from "#server/db/transaction.ts";
import type { Storage } from "#server/storage/storage.ts";
import type { DataSubject } from "../data-subject.ts";

export type PlaceReader = { db: Database | Transaction; dataDir: string };

/** Where files live that no transaction covers: DATA_DIR's folders, and the storage seam. */
export type FileStores = { dataDir: string; storage: Pick<Storage, "delete"> };

export type Place<Key extends string = string, Held = unknown> = {
  /** The export's key for what is held here. */
  key: Key;
  /** The table, or null for a folder of files. */
  table: PgTable | null;
  /** Its columns that hold the person's data: the export shows them, erasure removes them. */
  personal: PgColumn[];
  /** Keys to the account (a password hash, a token, a secret): erasure removes them, no export shows them. */
  credentials?: PgColumn[];
  /** What the export shows from here: the rows about them (or the one profile, or null). */
  read: (reader: PlaceReader, s: DataSubject) => Promise<Held>;
  /** What erasure does here, inside its transaction. */
  erase: (tx: Transaction, s: DataSubject, now: Date) => Promise<void>;
  /** Files, which no transaction covers: removed once the erasure has committed. */
  eraseFiles?: (stores: FileStores, s: DataSubject) => Promise<void>;
};

/** A place, with what its read gives kept in its type (the export's shape). */
export const definePlace = <Key extends string, Held>(place: Place<Key, Held>) => place;

/** How many things a place's read found (rows, or the one profile), for "what is held" summaries. */
export const heldCount = (held: unknown): number => (Array.isArray(held) ? held.length : held ? 1 : 0);
