import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { pgErrorCode } from "./client.ts";
import { consultations, programs } from "./schema.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const consultation = (email: string) => ({
  title: "Mr",
  firstName: "Test",
  lastName: "Applicant",
  email,
  phoneNumber: "+44 20 0000 0000",
});

describe("migrations", () => {
  it("create every table of the data model and the details view", async () => {
    const result = await t.services.db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    const names = result.rows.map((r) => r.table_name);
    for (const table of [
      "profiles",
      "user_roles",
      "sessions",
      "accounts",
      "verifications",
      "rate_limits",
      "programs",
      "program_images",
      "faqs",
      "consultations",
      "contact_activities",
      "contact_activity_counts",
      "member_program_registrations",
      "achievement_definitions",
      "member_achievements",
      "achievement_progress",
      "training_events",
      "member_event_bookings",
      "mail_messages",
      "contact_activities_with_details",
    ]) {
      expect(names).toContain(table);
    }
  });

  // ORDER BY x DESC means NULLS FIRST; an index on (x DESC NULLS LAST), what Drizzle's `.desc()` makes,
  // cannot serve it, so PostgreSQL sorted the whole table for the Audit Log's first page. An ascending
  // index read backwards serves it (decision 157): no index of ours sorts DESC NULLS LAST.
  it("create no index that newest-first lists cannot read (DESC NULLS LAST)", async () => {
    const result = await t.services.db.execute<{ indexname: string }>(
      sql`SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND indexdef ILIKE '%DESC NULLS LAST%'`,
    );
    expect(result.rows.map((r) => r.indexname)).toEqual([]);
  });

  it("are safe to apply again", async () => {
    await t.handle.migrate();
    const result = await t.services.db.execute(sql`SELECT count(*)::int AS n FROM programs`);
    expect(result.rows[0]).toEqual({ n: 0 });
  });
});

describe("constraints", () => {
  it("reject a second consultation with the same e-mail in another letter case (23505)", async () => {
    await t.services.db.insert(consultations).values(consultation("Jane.Doe@Example.com"));
    const error = await t.services.db
      .insert(consultations)
      .values(consultation("jane.doe@example.COM"))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorCode(error)).toBe("23505");
  });

  it("reject a display order below 1 (23514)", async () => {
    const error = await t.services.db
      .insert(programs)
      .values({ name: "Zero", duration: "1 day", description: "x", displayOrder: 0 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorCode(error)).toBe("23514");
  });

  it("reject a title outside the spec's list (23514)", async () => {
    const error = await t.services.db
      .insert(consultations)
      .values({ ...consultation("other@example.com"), title: "Sir" })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(pgErrorCode(error)).toBe("23514");
  });
});
