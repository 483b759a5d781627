// Small row factories shared by the demo seed and the tests: every required column gets a sensible
// default, and anything unique (program names, e-mails) gets a fresh suffix so tests never collide.
// Named make* so they are never mistaken for the use cases (createProgram, createFaq) they bypass.
import { eq, sql } from "drizzle-orm";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import { ageInYears } from "#core/dates/age.ts";
import { createAccount } from "#server/auth/accounts/create-account.ts";
import type { Database } from "#server/db/client.ts";
import { consultations, faqs, profiles, programs, trainingEvents } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";

let counter = 0;
/** Unique within a process and across processes sharing a database (time + counter + random). */
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Highest display_order + 1, as a new item gets in the admin (SPEC section 4, ordering). */
async function nextDisplayOrder(db: Database, table: typeof programs | typeof faqs): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${table.displayOrder})` }).from(table);
  return (row?.max ?? 0) + 1;
}

/** Inserts one row and returns it as stored. */
async function insertOne<T extends PgTable>(db: Database, table: T, values: PgInsertValue<T>) {
  const [row] = (await db.insert(table).values(values).returning()) as T["$inferSelect"][];
  return row!;
}

export async function makeProgram(db: Database, overrides: Partial<typeof programs.$inferInsert> = {}) {
  const suffix = uniqueSuffix();
  return insertOne(db, programs, {
    name: `Test Program ${suffix}`,
    tagline: "A test programme",
    duration: "8 weeks",
    targetAudience: "Test participants",
    description: "A programme created by a test factory.",
    features: "Core Skills: The fundamentals, practised.\nPrivate Debriefs: One-to-one reviews.",
    displayOrder: overrides.displayOrder ?? (await nextDisplayOrder(db, programs)),
    ...overrides,
  });
}

export async function makeFaq(db: Database, overrides: Partial<typeof faqs.$inferInsert> = {}) {
  return insertOne(db, faqs, {
    question: `Test question ${uniqueSuffix()}?`,
    answer: "A test answer.",
    isActive: true,
    displayOrder: overrides.displayOrder ?? (await nextDisplayOrder(db, faqs)),
    ...overrides,
  });
}

export async function makeTrainingEvent(
  db: Database,
  overrides: Partial<typeof trainingEvents.$inferInsert> = {},
) {
  // Default: tomorrow, two hours long, so the event is upcoming and bookable.
  const start = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return insertOne(db, trainingEvents, {
    title: `Test Event ${uniqueSuffix()}`,
    description: "An event created by a test factory.",
    eventType: "training",
    status: "scheduled",
    startTime: start,
    endTime: new Date(start.getTime() + 2 * 60 * 60 * 1000),
    location: "London",
    maxCapacity: 10,
    currentCapacity: 0,
    ...overrides,
  });
}

export async function makeConsultation(
  db: Database,
  overrides: Partial<typeof consultations.$inferInsert> = {},
) {
  const dateOfBirth = overrides.dateOfBirth ?? "1985-04-12";
  return insertOne(db, consultations, {
    title: "Mr",
    firstName: "Test",
    lastName: "Applicant",
    email: `applicant-${uniqueSuffix()}@example.com`,
    phoneNumber: "+44 20 7946 0000",
    dateOfBirth,
    age: ageInYears(dateOfBirth),
    country: "United Kingdom",
    city: "London",
    occupation: "Director",
    numberOfPeople: 1,
    ...overrides,
  });
}

export type MemberOverrides = {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
};

/** A verified member account that can sign in straight away. */
export async function makeMember(
  services: Services,
  overrides: MemberOverrides = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = (overrides.email ?? `member-${uniqueSuffix()}@example.com`).toLowerCase();
  const password = overrides.password ?? "TestMember123!";
  const { id } = await createAccount(services.auth, services.db, {
    email,
    password,
    firstName: overrides.firstName ?? "Test",
    lastName: overrides.lastName ?? "Member",
    role: "member",
    emailVerified: true,
  });
  // createAccount has no phone field: better-auth does not accept it as input (server-set only).
  if (overrides.phone) {
    await services.db.update(profiles).set({ phone: overrides.phone }).where(eq(profiles.id, id));
  }
  return { id, email, password };
}
