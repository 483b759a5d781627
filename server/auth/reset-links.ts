// Password-reset links are better-auth verification rows ("reset-password:<token>", value = user id).
import { and, eq, like } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { verifications } from "#server/db/schema.ts";

/** Ends every outstanding reset link of an account: once a password is set, older links are void. */
export async function endResetLinks(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
}
