// What a backup archive says about itself (manifest.json, its last entry): which product and version made
// it, at which schema migration, when, how many rows each table had and the checksum of every part. The
// restore refuses an archive whose parts do not match it (decision 181).
import { createHash } from "node:crypto";
import { z } from "zod";

export const ARCHIVE_FORMAT = "sovereign-defence-backup";
export const MANIFEST_ENTRY = "manifest.json";
export const DATABASE_ENTRY = "database.sql";
/** Stored files sit under this folder of the archive, by their key. */
export const FILES_FOLDER = "files/";

const checksum = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(1),
  product: z.object({ version: z.string() }),
  createdAt: z.iso.datetime(),
  source: z.object({
    database: z.enum(["pglite", "postgres"]),
    serverVersion: z.string(),
    storage: z.enum(["local", "s3"]),
  }),
  schema: z.object({
    /** How many migrations the database had applied, and the newest one's tag and journal time. */
    migrations: z.number().int().positive(),
    last: z.string(),
    lastCreatedAt: z.number().int(),
  }),
  database: z.object({
    bytes: z.number().int().nonnegative(),
    sha256: checksum,
    /** Rows per "schema.table", counted in the dump's own snapshot. */
    rows: z.record(z.string(), z.number().int().nonnegative()),
  }),
  files: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Size and checksum per key. */
    entries: z.record(z.string(), z.object({ bytes: z.number().int().nonnegative(), sha256: checksum })),
  }),
  /** Which session secret sealed the two-factor keys and sessions (a fingerprint, never the secret). */
  secretFingerprint: z.string(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A one-way fingerprint of the session secret: enough to tell two apart, useless to find either. */
export function secretFingerprint(secret: string): string {
  return createHash("sha256")
    .update(`sovereign-defence backup secret check\0${secret}`)
    .digest("hex")
    .slice(0, 16);
}

export const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
