// Program registrations: the member's Register (pending, progress 0, one live registration per program
// enforced by the database), and the operators' transitions, each checked on the server; the member's
// decision e-mails are durable jobs written with the decision.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTableQuery } from "#core/admin/table-query.ts";
import { registrationMessages } from "#core/members/registrations/registration-messages.ts";
import { PROGRESS_MESSAGE } from "#core/members/registrations/registration-schema.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { jobs, memberEventBookings, memberProgramRegistrations as registrations } from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { runDueJobs } from "#server/jobs/run-due-jobs.ts";
import { createLogger } from "#server/logger.ts";
import { makeProgram, makeTrainingEvent } from "#server/seed/factories.ts";
import { createServices } from "#server/services-factory.ts";
import { makeAdminActor, makeMemberActor, type TestMember } from "#tests/support/members.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { getMemberOverview } from "./get-member-overview.ts";
import { listMemberRegistrations } from "./list-member-registrations.ts";
import { listProgramsToRegister } from "./list-programs-to-register.ts";
import {
  getRegistrationCounters,
  listRegistrationsPage,
  registrationTable,
} from "./list-registrations-page.ts";
import { registerForProgram } from "./register-for-program.ts";
import { approveRegistration, rejectRegistration } from "./registration-decision.ts";
import { registrationGroup, registrationJobHandlers } from "./registration-jobs.ts";
import { completeRegistration, setRegistrationProgress } from "./registration-progress.ts";

let t: TestContext;
let admin: SessionUser;
let member: TestMember;
beforeAll(async () => {
  t = await createTestContext();
  admin = await makeAdminActor(t.services);
  member = await makeMemberActor(t.services, { firstName: "Imogen", lastName: "Hale" });
});
afterAll(() => t.close());

const forbidden = { code: "forbidden", status: 403 };
const registration = async (id: string) =>
  (await t.services.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const jobsOf = (registrationId: string) =>
  t.services.db
    .select()
    .from(jobs)
    .where(eq(jobs.groupKey, registrationGroup(registrationId)));
/** The member's decision e-mails about one program (each test has its own program). */
const decisionMails = async (programName: string) =>
  (await readOutbox(t.dataDir, member.email)).filter(
    (m) => m.kind.startsWith("registration-") && m.text.includes(programName),
  );

/**
 * The database, except that a transaction fails at its very end once it holds the registration's job:
 * proof that the job is written inside the decision's transaction and rolls back with it.
 */
function failAfterJobInsert(db: Database, registrationId: string): Database {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver);
      return (run: (tx: Transaction) => Promise<unknown>) =>
        target.transaction(async (tx) => {
          const result = await run(tx);
          const group = registrationGroup(registrationId);
          if ((await tx.$count(jobs, eq(jobs.groupKey, group))) > 0) throw new Error("after the job (test)");
          return result;
        });
    },
  }) as Database;
}

describe("a member registering for a program", () => {
  it("creates a pending registration with progress 0, registered by the member", async () => {
    const program = await makeProgram(t.services.db);
    const { id, programName } = await registerForProgram(t.services.db, member, program.id);
    expect(programName).toBe(program.name);
    expect(await registration(id)).toMatchObject({
      memberId: member.id,
      programId: program.id,
      status: "pending",
      progressPercentage: 0,
      registeredBy: member.id,
      startDate: null,
    });
    expect(registrationMessages.registered(programName)).toBe(
      `Successfully registered for ${program.name}! Your registration is pending approval.`,
    );
  });

  it("is refused a second live registration by the database's unique rule (23505)", async () => {
    const program = await makeProgram(t.services.db);
    await registerForProgram(t.services.db, member, program.id);
    await expect(registerForProgram(t.services.db, member, program.id)).rejects.toMatchObject({
      code: "conflict",
      message: "You are already registered for this program",
    });
    // Two clicks at the same instant still make one registration.
    const other = await makeProgram(t.services.db);
    const outcomes = await Promise.allSettled([
      registerForProgram(t.services.db, member, other.id),
      registerForProgram(t.services.db, member, other.id),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await t.services.db.$count(registrations, eq(registrations.programId, other.id))).toBe(1);
  });

  it("may register again once the registration was rejected (cancelled does not count)", async () => {
    const program = await makeProgram(t.services.db);
    const first = await registerForProgram(t.services.db, member, program.id);
    await rejectRegistration(t.services, admin, first.id);
    const browse = await listProgramsToRegister(t.services.db, member);
    expect(browse.find((p) => p.id === program.id)?.registrationStatus).toBeNull();
    const second = await registerForProgram(t.services.db, member, program.id);
    expect((await registration(second.id)).status).toBe("pending");
    expect(
      (await listProgramsToRegister(t.services.db, member)).find((p) => p.id === program.id)
        ?.registrationStatus,
    ).toBe("pending");
  });

  it("is told a missing program is not found, and only members register", async () => {
    await expect(
      registerForProgram(t.services.db, member, "00000000-0000-4000-8000-000000000000"),
    ).rejects.toMatchObject({ code: "not_found", message: "Program not found" });
    const program = await makeProgram(t.services.db);
    await expect(registerForProgram(t.services.db, admin, program.id)).rejects.toMatchObject(forbidden);
  });
});

describe("an operator deciding a registration", () => {
  it("approves a pending one: active, start date now, its e-mail a job the worker sends", async () => {
    const program = await makeProgram(t.services.db);
    const { id } = await registerForProgram(t.services.db, member, program.id);
    const before = Date.now();
    await approveRegistration(t.services, admin, id);
    const row = await registration(id);
    expect(row.status).toBe("active");
    expect(row.startDate!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    // Committed with the transition; nothing is sent until the job runs.
    expect(await jobsOf(id)).toMatchObject([
      { kind: "registration-approved", status: "pending", payload: { registrationId: id } },
    ]);
    expect(await decisionMails(program.name)).toEqual([]);

    await runDueJobs(t.services, registrationJobHandlers);
    const [mail, ...more] = await decisionMails(program.name);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "registration-approved" });
    expect(mail?.link).toBe("http://localhost:3000/members/programs");
    expect(await jobsOf(id)).toMatchObject([{ status: "done", attempts: 1 }]);
  });

  it("rejects a pending one: cancelled, its e-mail a job the worker sends", async () => {
    const program = await makeProgram(t.services.db);
    const { id } = await registerForProgram(t.services.db, member, program.id);
    await rejectRegistration(t.services, admin, id);
    expect((await registration(id)).status).toBe("cancelled");
    expect(await jobsOf(id)).toMatchObject([{ kind: "registration-rejected", status: "pending" }]);
    await runDueJobs(t.services, registrationJobHandlers);
    expect(await decisionMails(program.name)).toMatchObject([
      { kind: "registration-rejected", link: "http://localhost:3000/members/available-programs" },
    ]);
  });

  it("writes the e-mail's job in the decision's transaction: a refused or failed decision has none", async () => {
    const program = await makeProgram(t.services.db);
    const { id } = await registerForProgram(t.services.db, member, program.id);
    await approveRegistration(t.services, admin, id);
    await expect(rejectRegistration(t.services, admin, id)).rejects.toMatchObject({ code: "conflict" });
    expect((await jobsOf(id)).map((j) => j.kind)).toEqual(["registration-approved"]);

    // A failure after the job was written, before the commit, rolls the job back with the decision.
    const other = await makeProgram(t.services.db);
    const next = await registerForProgram(t.services.db, member, other.id);
    const failing = { ...t.services, db: failAfterJobInsert(t.services.db, next.id) };
    await expect(approveRegistration(failing, admin, next.id)).rejects.toThrow("after the job (test)");
    expect((await registration(next.id)).status).toBe("pending");
    expect(await jobsOf(next.id)).toEqual([]);
  });

  it("retries an e-mail SMTP refused, and sends nothing once the decision no longer stands", async () => {
    const program = await makeProgram(t.services.db);
    const { id } = await registerForProgram(t.services.db, member, program.id);
    await approveRegistration(t.services, admin, id);
    const down = createServices(
      { ...t.services.config, smtpUrl: "smtp://127.0.0.1:1" },
      t.services.db,
      createLogger("silent"),
    );
    expect((await runDueJobs(down, registrationJobHandlers)).retried).toBeGreaterThanOrEqual(1);
    expect(await jobsOf(id)).toMatchObject([{ status: "pending", attempts: 1 }]);
    await runDueJobs(t.services, registrationJobHandlers, { now: new Date(Date.now() + 31_000) });
    expect(await jobsOf(id)).toMatchObject([{ status: "done", attempts: 2 }]);
    expect(await decisionMails(program.name)).toHaveLength(1);

    // A rejection's job that runs after the row changed state (by hand, here) sends nothing.
    const other = await makeProgram(t.services.db);
    const next = await registerForProgram(t.services.db, member, other.id);
    await rejectRegistration(t.services, admin, next.id);
    await t.services.db.update(registrations).set({ status: "pending" }).where(eq(registrations.id, next.id));
    await runDueJobs(t.services, registrationJobHandlers);
    expect(await jobsOf(next.id)).toMatchObject([{ status: "done" }]);
    expect(await decisionMails(other.name)).toEqual([]);
  });

  it("refuses every transition from the wrong state, and changes nothing", async () => {
    const program = await makeProgram(t.services.db);
    const { id } = await registerForProgram(t.services.db, member, program.id);
    const notActive = { code: "conflict", message: registrationMessages.notActive };
    const notPending = { code: "conflict", message: registrationMessages.notPending };
    await expect(completeRegistration(t.services, admin, id)).rejects.toMatchObject(notActive);
    await expect(setRegistrationProgress(t.services, admin, id, 50)).rejects.toMatchObject(notActive);
    await approveRegistration(t.services, admin, id);
    await expect(approveRegistration(t.services, admin, id)).rejects.toMatchObject(notPending);
    await expect(rejectRegistration(t.services, admin, id)).rejects.toMatchObject(notPending);
    await completeRegistration(t.services, admin, id);
    await expect(completeRegistration(t.services, admin, id)).rejects.toMatchObject(notActive);
    await expect(setRegistrationProgress(t.services, admin, id, 10)).rejects.toMatchObject(notActive);
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(approveRegistration(t.services, admin, missing)).rejects.toMatchObject({
      code: "not_found",
      message: "Registration not found",
    });
  });

  it("sets progress on an active one and completes it: end date now, progress 100", async () => {
    const program = await makeProgram(t.services.db);
    const { id } = await registerForProgram(t.services.db, member, program.id);
    await approveRegistration(t.services, admin, id);
    await setRegistrationProgress(t.services, admin, id, 45);
    expect((await registration(id)).progressPercentage).toBe(45);
    await completeRegistration(t.services, admin, id);
    const row = await registration(id);
    expect(row).toMatchObject({ status: "completed", progressPercentage: 100 });
    expect(row.endDate).toBeInstanceOf(Date);
  });

  it("refuses progress outside 0-100 or not whole, as the form does, and keeps what it was", async () => {
    const program = await makeProgram(t.services.db);
    const { id } = await registerForProgram(t.services.db, member, program.id);
    await approveRegistration(t.services, admin, id);
    await setRegistrationProgress(t.services, admin, id, 30);
    for (const value of [-1, 101, 12.5])
      await expect(setRegistrationProgress(t.services, admin, id, value)).rejects.toMatchObject({
        code: "invalid",
        message: PROGRESS_MESSAGE,
        fields: { progressPercentage: PROGRESS_MESSAGE },
      });
    expect((await registration(id)).progressPercentage).toBe(30);
  });

  it("leaves one clear outcome when two operators act at once", async () => {
    const program = await makeProgram(t.services.db);
    const { id } = await registerForProgram(t.services.db, member, program.id);
    const approvals = await Promise.allSettled([
      approveRegistration(t.services, admin, id),
      approveRegistration(t.services, admin, id),
    ]);
    expect(approvals.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect((approvals.find((o) => o.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({
      code: "conflict",
      message: registrationMessages.notPending,
    });
    // The member hears of it once, from the operator who won.
    expect(await jobsOf(id)).toHaveLength(1);
    await runDueJobs(t.services, registrationJobHandlers);
    expect(await decisionMails(program.name)).toHaveLength(1);

    // Approve and Reject at the same instant: one of them, never both.
    const other = await makeProgram(t.services.db);
    const next = await registerForProgram(t.services.db, member, other.id);
    const decisions = await Promise.allSettled([
      approveRegistration(t.services, admin, next.id),
      rejectRegistration(t.services, admin, next.id),
    ]);
    expect(decisions.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    const status = (await registration(next.id)).status;
    expect(status).toBe(decisions[0].status === "fulfilled" ? "active" : "cancelled");
  });

  it("is for operators only", async () => {
    const program = await makeProgram(t.services.db);
    const { id } = await registerForProgram(t.services.db, member, program.id);
    await expect(approveRegistration(t.services, member, id)).rejects.toMatchObject(forbidden);
    await expect(rejectRegistration(t.services, member, id)).rejects.toMatchObject(forbidden);
    await expect(completeRegistration(t.services, member, id)).rejects.toMatchObject(forbidden);
    await expect(setRegistrationProgress(t.services, member, id, 5)).rejects.toMatchObject(forbidden);
    const query = parseTableQuery(new URLSearchParams(), registrationTable);
    await expect(listRegistrationsPage(t.services.db, member, query)).rejects.toMatchObject(forbidden);
    await expect(getRegistrationCounters(t.services.db, member)).rejects.toMatchObject(forbidden);
    expect((await registration(id)).status).toBe("pending");
  });
});

describe("Member Registrations list", () => {
  it("counts, searches, filters by tab and lists newest first, in the database", async () => {
    const other = await makeMemberActor(t.services, { firstName: "Quentin", lastName: "Zeller" });
    const program = await makeProgram(t.services.db, { name: `Searchable ${Date.now()}` });
    const a = await registerForProgram(t.services.db, other, program.id);
    const b = await registerForProgram(t.services.db, member, program.id);
    // A minute before b, so the two cannot tie on the millisecond.
    await t.services.db
      .update(registrations)
      .set({ registrationDate: new Date(Date.now() - 60_000) })
      .where(eq(registrations.id, a.id));
    await approveRegistration(t.services, admin, a.id);
    const query = (s: string) => parseTableQuery(new URLSearchParams(s), registrationTable);

    const counters = await getRegistrationCounters(t.services.db, admin);
    const all = await t.services.db.select().from(registrations);
    expect(counters).toEqual({
      total: all.length,
      pending: all.filter((r) => r.status === "pending").length,
      active: all.filter((r) => r.status === "active").length,
      completed: all.filter((r) => r.status === "completed").length,
    });

    const first = await listRegistrationsPage(t.services.db, admin, query(""));
    const dates = first.rows.map((r) => r.registrationDate.getTime());
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    expect(first.rows[0]?.id).toBe(b.id);

    const searched = await listRegistrationsPage(t.services.db, admin, query("q=zeller"));
    expect(searched.rows.map((r) => r.id)).toEqual([a.id]);
    expect(searched.rows[0]).toMatchObject({
      memberFirstName: "Quentin",
      memberEmail: other.email,
      programName: program.name,
      programDuration: program.duration,
      status: "active",
    });
    const byProgram = await listRegistrationsPage(t.services.db, admin, query(`f.program=${program.name}`));
    expect(byProgram.rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    const pendingOfProgram = await listRegistrationsPage(
      t.services.db,
      admin,
      query(`tab=pending&f.program=${program.name}`),
    );
    expect(pendingOfProgram.rows.map((r) => r.id)).toEqual([b.id]);
    expect(pendingOfProgram.tabCounts).toMatchObject({ all: 2, pending: 1, active: 1, completed: 0 });
    const byMemberEmail = await listRegistrationsPage(t.services.db, admin, query(`f.member=${other.email}`));
    expect(byMemberEmail.rows.map((r) => r.id)).toEqual([a.id]);
    const byFullName = await listRegistrationsPage(t.services.db, admin, query("f.member=quentin zeller"));
    expect(byFullName.rows.map((r) => r.id)).toEqual([a.id]);
    // The search box finds the program by name too, and counts what it finds per tab.
    const byProgramSearch = await listRegistrationsPage(
      t.services.db,
      admin,
      query(`q=${encodeURIComponent(program.name)}`),
    );
    expect(byProgramSearch.matching).toBe(2);
    expect(byProgramSearch.tabCounts).toMatchObject({ all: 2, pending: 1, active: 1 });
    // Wildcards are text: "%" matches no one here.
    const wildcard = await listRegistrationsPage(t.services.db, admin, query("q=%25"));
    expect(wildcard.matching).toBe(0);
  });
});

describe("the member's own views", () => {
  it("list only the member's registrations, with the dashboard's counts", async () => {
    const own = await makeMemberActor(t.services);
    const someoneElse = await makeMemberActor(t.services);
    const [p1, p2, p3, p4] = await Promise.all([1, 2, 3, 4].map(() => makeProgram(t.services.db)));
    const r1 = await registerForProgram(t.services.db, own, p1!.id);
    const r2 = await registerForProgram(t.services.db, own, p2!.id);
    const r3 = await registerForProgram(t.services.db, own, p3!.id);
    const r4 = await registerForProgram(t.services.db, own, p4!.id);
    // One minute apart, r4 the newest: registrations made within the same millisecond would tie.
    for (const [index, { id }] of [r1, r2, r3, r4].entries()) {
      await t.services.db
        .update(registrations)
        .set({ registrationDate: new Date(Date.now() - (4 - index) * 60_000) })
        .where(eq(registrations.id, id));
    }
    await registerForProgram(t.services.db, someoneElse, p1!.id);
    await approveRegistration(t.services, admin, r1.id);
    await setRegistrationProgress(t.services, admin, r1.id, 45);
    await approveRegistration(t.services, admin, r2.id);
    await completeRegistration(t.services, admin, r2.id);
    await rejectRegistration(t.services, admin, r4.id);
    // Upcoming events: confirmed bookings of scheduled events still to come, nothing else.
    const soon = await makeTrainingEvent(t.services.db);
    const past = await makeTrainingEvent(t.services.db, {
      startTime: new Date(Date.now() - 48 * 3600_000),
      endTime: new Date(Date.now() - 47 * 3600_000),
    });
    const later = await makeTrainingEvent(t.services.db);
    await t.services.db.insert(memberEventBookings).values([
      { memberId: own.id, eventId: soon.id },
      { memberId: own.id, eventId: past.id },
      { memberId: own.id, eventId: later.id, bookingStatus: "cancelled" },
      { memberId: someoneElse.id, eventId: later.id },
    ]);

    const mine = await listMemberRegistrations(t.services.db, own);
    expect(mine).toHaveLength(4);
    expect(mine.every((r) => [p1, p2, p3, p4].some((p) => p!.id === r.programId))).toBe(true);
    const overview = await getMemberOverview(t.services.db, own);
    expect(overview.recent).toHaveLength(3);
    expect(overview.recent[0]?.id).toBe(r4.id);
    // 45, 100 and 0; the rejected one counts in neither the total nor the average.
    expect(overview).toMatchObject({ total: 3, averageProgress: 48, upcomingEvents: 1 });
    expect(overview.achievementsEarned).toBe(0); // no definitions in this database
  });
});
