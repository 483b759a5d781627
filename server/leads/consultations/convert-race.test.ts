// Two operators pressing Convert to member on the same lead at the same instant: one converts, the other
// is told the lead is already a member, and there is one member, one registration, one link and one
// invitation. On PostgreSQL the two run on separate connections (the lead row's lock orders them); on
// PGlite they queue on its one connection.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import {
  consultations,
  contactActivities,
  memberProgramRegistrations,
  profiles,
  userRolesTable,
} from "#server/db/schema.ts";
import { makeConsultation, makeProgram } from "#server/seed/factories.ts";
import { makeAdminActor } from "#tests/support/members.ts";
import { createTestContext, readOutbox, type TestContext } from "#tests/support/test-services.ts";
import { convertConsultationToMember } from "./convert-consultation-to-member.ts";

let t: TestContext;
let one: SessionUser;
let other: SessionUser;
beforeAll(async () => {
  t = await createTestContext();
  [one, other] = [await makeAdminActor(t.services), await makeAdminActor(t.services)];
}, 60_000);
afterAll(() => t.close());

it("converting one lead twice at once leaves one member, one registration and one link", async () => {
  const email = `race-${Date.now()}@example.com`;
  const programId = (await makeProgram(t.services.db, { name: "Race Program" })).id;
  const consultation = await makeConsultation(t.services.db, { email, programId });
  await t.services.db.insert(contactActivities).values({
    consultationId: consultation.id,
    activityType: "completed",
    contactMethod: "phone",
    status: "completed",
    completedAt: new Date(),
    outcome: "converted",
  });

  const results = await Promise.all([
    convertConsultationToMember(t.services, one, consultation.id),
    convertConsultationToMember(t.services, other, consultation.id),
  ]);
  expect(results.map((r) => r.alreadyConverted).sort()).toEqual([false, true]);
  const memberId = results[0]!.memberId;
  expect(results[1]!.memberId).toBe(memberId);

  const members = await t.services.db
    .select({ id: profiles.id, role: userRolesTable.role })
    .from(profiles)
    .innerJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
    .where(sql`lower(${profiles.email}) = ${email}`);
  expect(members).toEqual([{ id: memberId, role: "member" }]);
  const registrations = await t.services.db
    .select({ status: memberProgramRegistrations.status, programId: memberProgramRegistrations.programId })
    .from(memberProgramRegistrations)
    .where(eq(memberProgramRegistrations.memberId, memberId));
  expect(registrations).toEqual([{ status: "active", programId }]);
  const linked = await t.services.db
    .select({ id: consultations.id })
    .from(consultations)
    .where(eq(consultations.memberId, memberId));
  expect(linked).toEqual([{ id: consultation.id }]);
  const invitations = (await readOutbox(t.dataDir, email)).filter((m) => m.kind === "member-invitation");
  expect(invitations).toHaveLength(1);
});
