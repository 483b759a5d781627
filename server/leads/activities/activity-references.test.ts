// The people an activity names are checked before the write, on both databases: a lead and a member
// that exist pass, an assignee must be an admin, and each wrong choice is named beside its field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "#server/errors/domain-error.ts";
import { makeConsultation, makeMember } from "#server/seed/factories.ts";
import { makeAdminActor } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { assertReferencesExist, referenceMessages } from "./activity-references.ts";

let t: TestContext;
let consultation: string;
let member: string;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  consultation = (await makeConsultation(t.services.db)).id;
  member = (await makeMember(t.services)).id;
  admin = (await makeAdminActor(t.services)).id;
}, 60_000);
afterAll(() => t.close());

const nobody = "00000000-0000-4000-8000-00000000dead";
const check = (refs: Parameters<typeof assertReferencesExist>[1]) =>
  t.services.db.transaction((tx) => assertReferencesExist(tx, refs));
const failure = async (refs: Parameters<typeof assertReferencesExist>[1]) => {
  const error = await check(refs).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
};

describe("assertReferencesExist", () => {
  it("passes for a lead, a member and an admin that exist, and for no references at all", async () => {
    await expect(check({ consultationId: consultation, assignedToUserId: admin })).resolves.toBeUndefined();
    await expect(check({ profileId: member, assignedToUserId: admin })).resolves.toBeUndefined();
    await expect(
      check({ consultationId: null, profileId: null, assignedToUserId: null }),
    ).resolves.toBeUndefined();
  });

  it("names each missing person beside its field, the first as the message", async () => {
    const error = await failure({ consultationId: nobody, profileId: nobody, assignedToUserId: nobody });
    expect(error.code).toBe("invalid");
    expect(error.message).toBe(referenceMessages.consultation);
    expect(error.fields).toEqual({
      consultationId: referenceMessages.consultation,
      profileId: referenceMessages.member,
      assignedToUserId: referenceMessages.assignee,
    });
  });

  it("refuses a member as the assignee", async () => {
    const error = await failure({ consultationId: consultation, assignedToUserId: member });
    expect(error.message).toBe(referenceMessages.assignee);
    expect(error.fields).toEqual({ assignedToUserId: referenceMessages.assignee });
  });
});
