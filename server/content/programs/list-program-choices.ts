import { asc } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { programs } from "#server/db/schema.ts";

/** The application form's program list (SPEC section 7: id and name in display order). Public. */
export async function listProgramChoices(db: Database) {
  return db
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .orderBy(asc(programs.displayOrder), asc(programs.name));
}

export type ProgramChoice = Awaited<ReturnType<typeof listProgramChoices>>[number];
