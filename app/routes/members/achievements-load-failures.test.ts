// The Achievements page says which of its lists could not be read (SPEC 8): "Failed to load earned
// achievements" or "Failed to load available achievements", in that list's place, while the other
// list still shows. A read is made to fail by moving its table away for one request.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { achievementMessages } from "#core/members/achievements/achievement-progress.ts";
import { achievementDefinitions, memberAchievements } from "#server/db/schema.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { makeMemberActor, signedInMemberCookie, type TestMember } from "#tests/support/members.ts";

let member: TestMember;
let cookie: string;
const suite = appUnderTestForSuite({
  prepare: async ({ t }) => {
    member = await makeMemberActor(t.services, { firstName: "Listfail" });
    cookie = await signedInMemberCookie(t.services, member);
    const definition = (name: string) => ({
      name,
      description: `${name} description`,
      icon: "award",
      points: 10,
      rarity: "common" as const,
      category: "test",
      badgeColor: "#b08d57",
      isActive: true,
      rule: "programs_completed" as const,
      target: 1,
    });
    const [earned] = await t.services.db
      .insert(achievementDefinitions)
      .values([definition("Earned Badge Kept"), definition("Open Badge Kept")])
      .returning({ id: achievementDefinitions.id });
    await t.services.db.insert(memberAchievements).values({ memberId: member.id, achievementId: earned!.id });
  },
});

/** Runs `work` while `table` is renamed away (its reads fail), then puts it back. */
async function without<T>(table: string, work: () => Promise<T>): Promise<T> {
  const { db } = suite.t.services;
  await db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`));
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`));
  }
}

const achievementsPage = async () => {
  const response = await suite.app.request(`${TEST_ORIGIN}/members/achievements`, { headers: { cookie } });
  return { status: response.status, html: await response.text() };
};

describe("the Achievements page", () => {
  it("shows both lists when both are read", async () => {
    const { status, html } = await achievementsPage();
    expect(status).toBe(200);
    expect(html).toContain("Earned Badge Kept");
    expect(html).toContain("Open Badge Kept");
    expect(html).not.toContain("Failed to load");
  });

  it("says Failed to load earned achievements in the earned list's place and still shows the available ones", async () => {
    const { status, html } = await without("member_achievements", achievementsPage);
    expect(status).toBe(200);
    expect(html).toContain(achievementMessages.loadEarnedFailed);
    expect(html).not.toContain(achievementMessages.loadAvailableFailed);
    expect(html).toContain("Open Badge Kept");
    expect(html).not.toMatch(/relation|does not exist|Failed query|_away/i);
  });

  it("says Failed to load available achievements in the available list's place and still shows the earned ones", async () => {
    const { status, html } = await without("achievement_progress", achievementsPage);
    expect(status).toBe(200);
    expect(html).toContain(achievementMessages.loadAvailableFailed);
    expect(html).not.toContain(achievementMessages.loadEarnedFailed);
    expect(html).toContain("Earned Badge Kept");
    expect(html).not.toMatch(/relation|does not exist|Failed query|_away/i);
  });
});
