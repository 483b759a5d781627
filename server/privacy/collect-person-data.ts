// Everything held about a person, as the JSON an export downloads (decisions 145, 174): whatever each
// place of personal-data.ts holds about them (the places erasure walks), without credentials and
// without other people's details (the staff who handled them appear by role only).
import type { Database } from "#server/db/client.ts";
import { dataSubjectOf } from "./data-subject.ts";
import type { Person } from "./find-person.ts";
import { readPersonalData } from "./personal-data.ts";

export async function collectPersonData(db: Database, dataDir: string, person: Person, now = new Date()) {
  const held = await readPersonalData({ db, dataDir }, await dataSubjectOf(db, person));
  return { exportedAt: now.toISOString(), subject: person.ref, ...held };
}

export type PersonData = Awaited<ReturnType<typeof collectPersonData>>;
