// What a deletion leaves behind (decision 173). Deleting a lead, an account or an activity removes a
// record about a person; the audit trail's earlier rows about it, and mail that names them, would then
// hold their values where nothing could ever find them again (no row is left to erase). So the deletion
// takes them too, through the erasure's own places: the trail's values about what was deleted become
// the erased marker, and mail naming them (by name) is forgotten. What names their address (mail sent to
// it, rows they made) stays findable by it, for erasure by address.
import type { Transaction } from "#server/db/transaction.ts";
import { scrubAuditValues } from "./places/audit-place.ts";
import { forgetMail } from "./places/mail-places.ts";

export async function forgetDeleted(
  tx: Transaction,
  deleted: {
    /** The deleted records' ids, and those deleted with them (a lead's activities, an account's bookings). */
    recordIds: string[];
    /** Their names, when no remaining lead or account of theirs still carries them. */
    names: string[];
  },
): Promise<void> {
  await scrubAuditValues(tx, deleted.recordIds);
  await forgetMail(tx, { emails: [], names: deleted.names });
}
