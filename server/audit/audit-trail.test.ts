// The trail is append-only on both databases, and what it stores is redacted and reduced to changes.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactedMarker } from "#core/audit/audit-redaction.ts";
import { faqFormSchema } from "#core/content/faqs/faq-schema.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { createFaq } from "#server/content/faqs/create-faq.ts";
import { deleteFaq } from "#server/content/faqs/delete-faq.ts";
import { updateFaq } from "#server/content/faqs/update-faq.ts";
import { auditEvents, faqs } from "#server/db/schema.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { recordAudit } from "./record-audit.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** The database's message for a refused statement (drizzle wraps it as the error's cause). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return `${String(error)} ${cause instanceof Error ? cause.message : ""}`;
  }
  return "not refused";
}

const actor = { id: "00000000-0000-4000-8000-000000000001", email: "admin@example.com" };

describe("the audit trail", () => {
  it("keeps only the changed fields, redacted", async () => {
    await recordAudit(t.services.db, {
      actor,
      action: "update",
      entity: "user",
      entityId: "u1",
      before: { email: "a@example.com", role: "member", password: "old" },
      after: { email: "a@example.com", role: "admin", password: "new" },
    });
    const [row] = await t.services.db.select().from(auditEvents).where(sql`${auditEvents.entityId} = 'u1'`);
    expect(row).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "update",
      entity: "user",
      before: { role: "member", password: redactedMarker },
      after: { role: "admin", password: redactedMarker },
    });
    expect(JSON.stringify(row)).not.toMatch(/"old"|"new"/);
  });

  it("refuses UPDATE, DELETE and TRUNCATE", async () => {
    await recordAudit(t.services.db, { actor, action: "create", entity: "faq", entityId: "f1" });
    const db = t.services.db;
    for (const op of ["UPDATE", "DELETE", "TRUNCATE"] as const) {
      const attempt =
        op === "UPDATE"
          ? db.update(auditEvents).set({ action: "delete" })
          : op === "DELETE"
            ? db.delete(auditEvents)
            : db.execute(sql`TRUNCATE audit_events`);
      expect(await refusal(attempt)).toContain(`audit_events is append-only: ${op} refused`);
    }
    const rows = await db.select().from(auditEvents);
    expect(rows.map((r) => r.action).sort()).toEqual(["create", "update"]);
  });

  it("rolls back with the transaction that wrote it", async () => {
    const before = (await t.services.db.select().from(auditEvents)).length;
    await expect(
      t.services.db.transaction(async (tx) => {
        await recordAudit(tx, { actor, action: "create", entity: "faq", entityId: "f2" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await t.services.db.select().from(auditEvents)).toHaveLength(before);
  });

  it("takes the change down with it when its row cannot be written", async () => {
    const admin: SessionUser = {
      ...actor,
      name: "a",
      firstName: null,
      lastName: null,
      emailVerified: true,
      role: "admin",
    };
    const input = (question: string) =>
      faqFormSchema.parse({ question, answer: "A", displayOrder: 1, isActive: true });
    const db = t.services.db;
    const kept = await createFaq(db, admin, input("Kept"));
    // For this test only: the trail refuses every insert, as a full disk or a broken column would.
    await db.execute(sql`CREATE FUNCTION audit_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit insert refused'; END $$`);
    await db.execute(sql`CREATE TRIGGER audit_test_refuse BEFORE INSERT ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()`);
    try {
      await expect(createFaq(db, admin, input("Lost"))).rejects.toThrow();
      await expect(updateFaq(db, admin, kept.id, input("Changed"))).rejects.toThrow();
      await expect(deleteFaq(db, admin, kept.id)).rejects.toThrow();
    } finally {
      await db.execute(sql`DROP TRIGGER audit_test_refuse ON audit_events`);
    }
    expect((await db.select().from(faqs)).map((f) => f.question)).toEqual(["Kept"]);
  });
});
