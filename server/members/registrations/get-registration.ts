// One registration for an operator's dialog (?edit={id}): null when the id is malformed or names nothing.
import { assertAdmin } from "#server/auth/sessions/assert-admin.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { isUuid } from "#server/db/is-uuid.ts";
import { findRegistration } from "./find-registration.ts";

export async function getRegistration(db: Database, actor: SessionUser, id: string) {
  assertAdmin(actor);
  if (!isUuid(id)) return null;
  return findRegistration(db, id);
}
