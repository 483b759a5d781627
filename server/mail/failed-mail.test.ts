// Failed E-mails (decision 150): what an operator sees of an e-mail the worker gave up on, and Retry.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { auditEvents, jobs } from "#server/db/schema.ts";
import { isDomainError } from "#server/errors/domain-error.ts";
import { bookEvent } from "#server/events/bookings/book-event.ts";
import { runDueJobs } from "#server/jobs/run-due-jobs.ts";
import { makeTrainingEvent, uniqueSuffix } from "#server/seed/factories.ts";
import { makeAdminActor, makeMemberActor } from "#tests/support/members.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { failedMailTable, listFailedMailPage } from "./list-failed-mail-page.ts";
import { MAIL_JOB, mailJobHandlers } from "./mail-queue.ts";
import { retryFailedMail } from "./retry-failed-mail.ts";

let t: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  t = await createTestContext();
  admin = await makeAdminActor(t.services);
});
afterAll(() => t.close());

const failed = async (kind: string, payload: Record<string, unknown>) => {
  const [job] = await t.services.db
    .insert(jobs)
    .values({ kind, payload, status: "failed", attempts: 8, lastError: "mail not sent: 550 mailbox full" })
    .returning({ id: jobs.id });
  return job!.id;
};
const list = (q = "") =>
  listFailedMailPage(t.services.db, admin, parseTableQuery(new URLSearchParams(q), failedMailTable));
const codeOf = (run: Promise<unknown>) =>
  run.then(
    () => "accepted",
    (error: unknown) => (isDomainError(error) ? error.code : String(error)),
  );

describe("Failed E-mails", () => {
  it("lists failed e-mails with whom they were for and why, and nothing else", async () => {
    const to = `reader.${uniqueSuffix()}@example.com`;
    const mail = await failed(MAIL_JOB, {
      kind: "test",
      to,
      subject: "Your application",
      text: "Hello",
      html: "<p>Hello</p>",
    });
    const member = await makeMemberActor(t.services);
    const { bookingId } = await bookEvent(t.services.db, member, (await makeTrainingEvent(t.services.db)).id);
    const booking = await failed("booking-confirmed", { bookingId });
    // A job that is not an e-mail, and an e-mail that has not failed, are not listed.
    await failed("lead-retention", {});
    await t.services.db.insert(jobs).values({ kind: MAIL_JOB, payload: { to }, status: "pending" });

    const page = await list();
    const rows = Object.fromEntries(page.rows.map((r) => [r.id, r]));
    expect(rows[mail]).toMatchObject({
      to,
      subject: "Your application",
      error: "mail not sent: 550 mailbox full",
    });
    expect(rows[booking]).toMatchObject({ to: member.email, kind: "booking-confirmed", subject: null });
    expect(page.rows.every((r) => r.kind !== "lead-retention")).toBe(true);
    expect(page.total).toBe(page.rows.length);
    expect((await list(`q=${encodeURIComponent(to)}`)).rows.map((r) => r.id)).toEqual([mail]);
  });

  it("filters by a kind from the select, and a kind it does not know matches nothing", async () => {
    const id = await failed("waitlist-promoted", { to: `kind.${uniqueSuffix()}@example.com` });
    const byKind = await list("f.kind=waitlist-promoted");
    expect(byKind.rows.map((r) => r.id)).toContain(id);
    expect(byKind.rows.every((r) => r.kind === "waitlist-promoted")).toBe(true);
    // Not a kind's label, a part of one, or a job that is not an e-mail: nothing, and nothing breaks.
    for (const bad of ["Waitlist promotion", "waitlist", "lead-retention", "' OR 1=1 --"]) {
      const page = await list(`f.kind=${encodeURIComponent(bad)}`);
      expect([bad, page.rows.length, page.matching]).toEqual([bad, 0, 0]);
    }
  });

  it("retries one: back in the queue with fresh attempts, audited, and sent by the worker", async () => {
    const to = `retried.${uniqueSuffix()}@example.com`;
    const id = await failed(MAIL_JOB, { kind: "test", to, subject: "Again", text: "Hi", html: "<p>Hi</p>" });
    await retryFailedMail(t.services.db, admin, id);
    const [job] = await t.services.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({ status: "pending", attempts: 0 });
    const [row] = await t.services.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(row).toMatchObject({ action: "retry", entity: "mail", actorId: admin.id });
    expect(JSON.stringify(row)).not.toContain(to);

    await runDueJobs(t.services, mailJobHandlers);
    expect(await readOutbox(t.dataDir, to)).toHaveLength(1);
    // Sent: no longer failed, so a second Retry (a colleague's stale page) changes nothing.
    expect(await codeOf(retryFailedMail(t.services.db, admin, id))).toBe("conflict");
  });

  it("is for admins only, and an unknown id is not found", async () => {
    const member = await makeMemberActor(t.services);
    const id = await failed(MAIL_JOB, { kind: "test", to: "x@example.com", subject: "S" });
    expect(await codeOf(retryFailedMail(t.services.db, member, id))).toBe("forbidden");
    expect(
      await codeOf(
        list().then(() =>
          listFailedMailPage(t.services.db, member, parseTableQuery(new URLSearchParams(), failedMailTable)),
        ),
      ),
    ).toBe("forbidden");
    expect(await codeOf(retryFailedMail(t.services.db, admin, "00000000-0000-4000-8000-000000000000"))).toBe(
      "not_found",
    );
    const [job] = await t.services.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job!.status).toBe("failed");
  });
});
