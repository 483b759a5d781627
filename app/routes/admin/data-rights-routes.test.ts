// Data rights through the real app (decision 145): Export Data downloads a JSON attachment for admins
// only, a member downloads only their own from My Profile, Erase Person answers with its toast and
// erases, and the dashboard shows the leads due when retention is on. Both databases.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultations, mailMessages, profiles } from "#server/db/schema.ts";
import { makeConsultation, uniqueSuffix } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { makeMemberActor, signedInMemberCookie } from "#tests/support/members.ts";
import { privacyIntents } from "~/kit/intents";

const suite = appUnderTestForSuite({ env: { LEAD_RETENTION_MONTHS: "12" } });

const get = (path: string, cookie?: string) =>
  suite.app.request(`${TEST_ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });

const post = (path: string, fields: Record<string, string>, cookie: string) =>
  suite.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

describe("Export Data", () => {
  it("downloads a lead's and a member's data as a JSON attachment for an admin", async () => {
    const lead = await makeConsultation(suite.t.services.db, { lastName: `Ashdown${uniqueSuffix()}` });
    const leadAnswer = await get(`/admin/data-export/lead/${lead.id}`, suite.adminCookie);
    expect(leadAnswer.status).toBe(200);
    expect(leadAnswer.headers.get("content-type")).toContain("application/json");
    expect(leadAnswer.headers.get("content-disposition")).toBe(
      `attachment; filename="personal-data-lead-${lead.id}.json"`,
    );
    expect(leadAnswer.headers.get("cache-control")).toContain("no-store");
    const leadData = await leadAnswer.json();
    expect(leadData.applications[0]).toMatchObject({ id: lead.id, lastName: lead.lastName });

    const member = await makeMemberActor(suite.t.services, { firstName: "Perpetua" });
    const memberAnswer = await get(`/admin/data-export/member/${member.id}`, suite.adminCookie);
    expect(memberAnswer.status).toBe(200);
    expect((await memberAnswer.json()).profile).toMatchObject({ email: member.email, firstName: "Perpetua" });
  });

  it("refuses the signed-out and members (to sign in), and names nobody for an unknown kind or id", async () => {
    const member = await makeMemberActor(suite.t.services);
    const cookie = await signedInMemberCookie(suite.t.services, member);
    for (const who of [undefined, cookie]) {
      const answer = await get(`/admin/data-export/member/${member.id}`, who);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toMatch(/^\/admin\/login/);
    }
    for (const path of [
      `/admin/data-export/someone/${member.id}`,
      "/admin/data-export/member/not-an-id",
      "/admin/data-export/lead/00000000-0000-4000-8000-000000000000",
    ]) {
      const answer = await get(path, suite.adminCookie);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(await answer.text()).toContain("Person not found");
    }
  });
});

describe("Download My Data", () => {
  it("gives the signed-in member their own data only, and sends the signed-out to sign in", async () => {
    const member = await makeMemberActor(suite.t.services, { firstName: "Cosima" });
    const other = await makeMemberActor(suite.t.services, { firstName: "Leopold" });
    const cookie = await signedInMemberCookie(suite.t.services, member);
    const answer = await get("/members/profile/data-export", cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toContain(`personal-data-member-${member.id}.json`);
    const text = await answer.text();
    expect(JSON.parse(text).profile).toMatchObject({ id: member.id, email: member.email });
    expect(text).not.toContain(other.email);
    // Another member's export is an admin's route: a member is sent to sign in there.
    expect((await get(`/admin/data-export/member/${other.id}`, cookie)).status).toBe(302);
    const signedOut = await get("/members/profile/data-export");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/members\/login/);
  });

  it("is offered on My Profile", async () => {
    const member = await makeMemberActor(suite.t.services);
    const page = await get("/members/profile", await signedInMemberCookie(suite.t.services, member));
    const html = await page.text();
    expect(html).toContain('href="/members/profile/data-export"');
    expect(html).toContain("Download My Data");
  });
});

describe("Erase Person", () => {
  it("erases a member from User Management and a lead from Consultation Management", async () => {
    const member = await makeMemberActor(suite.t.services);
    const erased = await post(
      "/admin/users",
      { intent: privacyIntents.erase, id: member.id },
      suite.adminCookie,
    );
    expect(erased.status).toBe(200);
    expect(await erased.text()).toContain("Person erased");
    const [row] = await suite.t.services.db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(row).toMatchObject({ firstName: null, erasedAt: expect.any(Date) });
    // The erased account is no user any more: User Management leaves it out.
    expect(await (await get("/admin/users", suite.adminCookie)).text()).not.toContain(row!.email);

    const lead = await makeConsultation(suite.t.services.db);
    const answer = await post(
      "/admin/consultations",
      { intent: privacyIntents.erase, id: lead.id },
      suite.adminCookie,
    );
    expect(answer.status).toBe(200);
    expect(await suite.t.services.db.$count(consultations, eq(consultations.id, lead.id))).toBe(0);
  });

  it("refuses to erase the signed-in admin's own account, and changes nothing", async () => {
    const [me] = await suite.t.services.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, "operator@example.com"));
    const answer = await post(
      "/admin/users",
      { intent: privacyIntents.erase, id: me!.id },
      suite.adminCookie,
    );
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain("Failed to erase person: You cannot erase your own account");
  });
});

describe("Erase by E-mail", () => {
  it("finds what a deleted person's address still has, then erases it, from User Management", async () => {
    const db = suite.t.services.db;
    const email = `gone-${uniqueSuffix()}@example.com`;
    await db.insert(mailMessages).values({
      toAddress: email,
      subject: "Your booking",
      kind: "test",
      status: "written",
      transport: "outbox",
    });
    expect(await (await get("/admin/users", suite.adminCookie)).text()).toContain("Erase by E-mail");

    const found = await post(
      "/admin/users",
      { intent: privacyIntents.findAddress, email },
      suite.adminCookie,
    );
    expect(found.status).toBe(200);
    const answer = await found.text();
    expect(answer).toContain("emailsSent");
    expect(answer).not.toContain("Your booking");

    const erased = await post(
      "/admin/users",
      { intent: privacyIntents.eraseAddress, email },
      suite.adminCookie,
    );
    expect(erased.status).toBe(200);
    expect(await erased.text()).toContain("Everything held under the address was erased");
    expect(await db.$count(mailMessages, eq(mailMessages.toAddress, email))).toBe(0);

    const again = await post(
      "/admin/users",
      { intent: privacyIntents.findAddress, email },
      suite.adminCookie,
    );
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("Nothing is held under this address");
  });

  it("asks for a valid address, and is for admins only", async () => {
    const wrong = await post(
      "/admin/users",
      { intent: privacyIntents.findAddress, email: "nope" },
      suite.adminCookie,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Invalid email address");
    const member = await makeMemberActor(suite.t.services);
    const cookie = await signedInMemberCookie(suite.t.services, member);
    const refused = await post(
      "/admin/users",
      { intent: privacyIntents.eraseAddress, email: member.email },
      cookie,
    );
    expect(refused.status).toBe(302);
    const [kept] = await suite.t.services.db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(kept).toMatchObject({ email: member.email, erasedAt: null });
  });
});

describe("the dashboard", () => {
  it("says how many leads are due for erasure when retention is on", async () => {
    const old = new Date(Date.now() - 400 * 24 * 3600_000);
    await makeConsultation(suite.t.services.db, { createdAt: old });
    const html = await (await get("/admin", suite.adminCookie)).text();
    expect(html).toContain("Leads due for erasure");
    expect(html).toContain("Leads that never converted are erased 12 months after their last contact.");
  });
});
