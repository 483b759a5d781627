// Messages through the real routes (decision 230), on both databases: a member's one conversation with
// the firm, its order, each side's read state and the sidebars' counts, a repeated post stored once,
// who may read and write it, the audit trail (staff reads, every message, never the words), bad input,
// and the data rights (export and erasure).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH } from "#core/messages/message-schema.ts";
import { auditEvents, conversations, messages } from "#server/db/schema.ts";
import { makeConsultation } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { formPost, TEST_ORIGIN } from "#tests/support/http.ts";
import { memberSignedIn, operatorSignedIn } from "#tests/support/members.ts";

const suite = appUnderTestForSuite();
const db = () => suite.t.services.db;

const get = async (path: string, cookie?: string) => {
  const response = await suite.app.request(`${TEST_ORIGIN}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, text: await response.text(), location: response.headers.get("location") };
};
const post = async (path: string, fields: Record<string, string>, cookie?: string) => {
  const response = await suite.app.request(formPost(path, fields, cookie));
  return { status: response.status, text: await response.text(), location: response.headers.get("location") };
};
const send = (body: string, cookie: string, key = randomUUID()) =>
  post("/members/messages", { intent: "send-message", body, key }, cookie);
const reply = (memberId: string, body: string, cookie: string, key = randomUUID()) =>
  post("/admin/messages", { intent: "send-message", id: memberId, body, key }, cookie);

const aMember = (firstName: string) => memberSignedIn(suite.t.services, { firstName, lastName: "Messenger" });
const anOperator = () => operatorSignedIn(suite.t.services);
const bodiesOf = async (memberId: string) =>
  (
    await db()
      .select({ body: messages.body, position: messages.position, side: messages.side })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.memberId, memberId))
      .orderBy(messages.position)
  ).map((m) => `${m.position}:${m.side}:${m.body}`);
/** The sidebar link's accessible name says the count ("Messages, 2 unread"). */
const sidebarCount = (html: string) => /aria-label="Messages, (\d+) unread"/.exec(html)?.[1] ?? "0";

describe("a conversation between a member and the firm", () => {
  it("keeps the order, each side's read state and both sidebars' counts", async () => {
    const { member, cookie } = await aMember("Orderly");
    const { operator, cookie: staff } = await anOperator();
    const before = Number(sidebarCount((await get("/admin", staff)).text));

    expect((await send("First, the route.", cookie)).status).toBe(200);
    expect((await send("Second:\nthe <b>gate</b> code.", cookie)).status).toBe(200);
    expect(await bodiesOf(member.id)).toEqual([
      "1:member:First, the route.",
      "2:member:Second:\nthe <b>gate</b> code.",
    ]);
    // The operators' count is of conversations: two messages make one more.
    expect(Number(sidebarCount((await get("/admin", staff)).text))).toBe(before + 1);
    const list = await get("/admin/messages?tab=unread", staff);
    expect(list.text).toContain("Orderly Messenger");
    expect(list.text).toContain("2 unread");

    // The operator opens it: the words escaped, in order; the firm's unread count clears.
    const opened = await get(`/admin/messages?member=${member.id}`, staff);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("the &lt;b&gt;gate&lt;/b&gt; code.");
    expect(opened.text.indexOf("First, the route.")).toBeLessThan(opened.text.indexOf("Second:"));
    expect(Number(sidebarCount((await get("/admin", staff)).text))).toBe(before);

    // The answer: the member's count shows it until they open Messages.
    expect((await reply(member.id, "Gate code is with reception.", staff)).status).toBe(200);
    expect(sidebarCount((await get("/members", cookie)).text)).toBe("1");
    const seen = await get("/members/messages", cookie);
    expect(seen.text).toContain("Gate code is with reception.");
    expect(seen.text).toContain("Your instructor");
    expect(sidebarCount((await get("/members", cookie)).text)).toBe("0");
    expect(await bodiesOf(member.id)).toHaveLength(3);
    // One conversation per member, however many messages.
    const rows = await db().select().from(conversations).where(eq(conversations.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ messageCount: 3, memberUnread: 0, staffUnread: 0 });
    // The operator's reply is signed by them in the audit trail.
    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, operator.id), eq(auditEvents.entity, "message")));
    expect(audited).toHaveLength(1);
  });

  it("stores a form sent twice once", async () => {
    const { member, cookie } = await aMember("Twice");
    const key = randomUUID();
    expect((await send("Only once, please.", cookie, key)).status).toBe(200);
    expect((await send("Only once, please.", cookie, key)).status).toBe(200);
    expect(await bodiesOf(member.id)).toEqual(["1:member:Only once, please."]);
    const { cookie: staff } = await anOperator();
    const replyKey = randomUUID();
    await reply(member.id, "Noted.", staff, replyKey);
    await reply(member.id, "Noted.", staff, replyKey);
    expect(await bodiesOf(member.id)).toEqual(["1:member:Only once, please.", "2:staff:Noted."]);
  });

  it("refuses empty and over-long messages with clear words and stores nothing", async () => {
    const { member, cookie } = await aMember("Careful");
    const empty = await send("  \n ", cookie);
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Please write a message");
    const long = await send("x".repeat(MESSAGE_MAX_LENGTH + 1), cookie);
    expect(long.status).toBe(400);
    expect(long.text).toContain("A message can be at most 4,000 characters");
    const noKey = await post("/members/messages", { intent: "send-message", body: "Hello" }, cookie);
    expect(noKey.status).toBe(400);
    expect(noKey.text).toContain("Please reload the page and send again.");
    const { cookie: staff } = await anOperator();
    expect((await reply(member.id, "", staff)).status).toBe(400);
    expect(await bodiesOf(member.id)).toEqual([]);
  });
});

describe("the operators' list by owner", () => {
  /** A lead for the member (their consultation), owned by `ownerId` or nobody. */
  const leadFor = (member: { id: string; email: string }, ownerId: string | null) =>
    makeConsultation(db(), { email: member.email, memberId: member.id, ownerId });
  const names = (html: string) =>
    ["Mineowned", "Otherowned", "Noowner", "Nolead"].filter((n) => html.includes(n));

  it("filters by the member's lead's owner: me, unassigned, one operator; the tabs and pages keep it", async () => {
    const me = await anOperator();
    const other = await anOperator();
    const mine = await aMember("Mineowned");
    const others = await aMember("Otherowned");
    const unowned = await aMember("Noowner");
    const leadless = await aMember("Nolead");
    await leadFor(mine.member, me.operator.id);
    await leadFor(others.member, other.operator.id);
    await leadFor(unowned.member, null);
    for (const m of [mine, others, unowned, leadless]) await send("About my schedule.", m.cookie);

    expect(names((await get("/admin/messages", me.cookie)).text)).toEqual(
      expect.arrayContaining(["Mineowned", "Otherowned", "Noowner", "Nolead"]),
    );
    expect(names((await get("/admin/messages?f.owner=me", me.cookie)).text)).toEqual(["Mineowned"]);
    expect(names((await get("/admin/messages?f.owner=me", other.cookie)).text)).toEqual(["Otherowned"]);
    expect(names((await get(`/admin/messages?f.owner=${other.operator.id}`, me.cookie)).text)).toEqual([
      "Otherowned",
    ]);
    const unassigned = await get("/admin/messages?f.owner=unassigned&tab=unread", me.cookie);
    expect(names(unassigned.text)).toEqual(["Noowner", "Nolead"]);
    // The tabs keep the filter; the select shows it.
    expect(unassigned.text).toContain('href="/admin/messages?tab=all&amp;f.owner=unassigned"');
    // A value that names no one shows nothing, never everything.
    const nobody = await get("/admin/messages?f.owner=someone", me.cookie);
    expect(nobody.status).toBe(200);
    expect(names(nobody.text)).toEqual([]);
  });
});

describe("who may read and write a conversation", () => {
  it("gives each member their own conversation only, and refuses the signed out", async () => {
    const alice = await aMember("Alicequiet");
    const bob = await aMember("Bobnosy");
    await send("Alice's private note.", alice.cookie);
    // Bob's page holds nothing of Alice's, whatever he adds to the URL or the form.
    const bobs = await get(`/members/messages?member=${alice.member.id}`, bob.cookie);
    expect(bobs.status).toBe(200);
    expect(bobs.text).not.toContain("Alice's private note.");
    await post(
      "/members/messages",
      { intent: "send-message", body: "Bob writing.", key: randomUUID(), id: alice.member.id },
      bob.cookie,
    );
    expect(await bodiesOf(alice.member.id)).toEqual(["1:member:Alice's private note."]);
    expect(await bodiesOf(bob.member.id)).toEqual(["1:member:Bob writing."]);
    // A member is not an operator: the back office's page and action send them away.
    const asMember = await get(`/admin/messages?member=${alice.member.id}`, bob.cookie);
    expect(asMember.status).toBe(302);
    expect(asMember.text).not.toContain("Alice's private note.");
    expect((await reply(alice.member.id, "Bob as operator.", bob.cookie)).status).toBe(302);
    // Signed out: the sign-in page, nothing stored.
    const signedOut = await get("/members/messages");
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toContain("/members/login");
    expect((await send("From nobody.", "")).status).toBe(302);
    expect(await bodiesOf(alice.member.id)).toHaveLength(1);
  });

  it("answers 404 for a conversation with an operator, an unknown account or a malformed id", async () => {
    const { operator, cookie: staff } = await anOperator();
    for (const id of [operator.id, randomUUID(), "not-an-id"]) {
      expect((await get(`/admin/messages?member=${id}`, staff)).status, id).toBe(404);
      const answered = await reply(id, "Hello?", staff);
      expect(answered.status, id).toBe(404);
      expect(answered.text).toContain("Member not found");
    }
    expect(await db().select().from(conversations).where(eq(conversations.memberId, operator.id))).toEqual(
      [],
    );
  });
});

describe("the audit trail", () => {
  it("records each operator's read and every message, never the words", async () => {
    const { member, cookie } = await aMember("Audited");
    const { operator, cookie: staff } = await anOperator();
    await send("A secret about the villa.", cookie);
    await get(`/admin/messages?member=${member.id}`, staff);
    // The page refreshing itself shows nothing new: the same read, not another row.
    await get(`/admin/messages?member=${member.id}`, staff);
    const [conversation] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.memberId, member.id));
    const reads = () =>
      db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, conversation!.id), eq(auditEvents.action, "read")));
    expect(await reads()).toHaveLength(1);
    expect((await reads())[0]).toMatchObject({
      actorId: operator.id,
      entity: "conversation",
      after: { through: 1 },
    });
    // A newer message shown is a new read.
    await send("And another.", cookie);
    await get(`/admin/messages?member=${member.id}`, staff);
    expect(await reads()).toHaveLength(2);
    // The member's own reads are not staff reads.
    await get("/members/messages", cookie);
    expect(await reads()).toHaveLength(2);

    const rows = await db().select().from(auditEvents).where(eq(auditEvents.actorId, member.id));
    const written = rows.filter((r) => r.entity === "message");
    expect(written).toHaveLength(2);
    expect(JSON.stringify(await db().select().from(auditEvents))).not.toContain("secret about the villa");
  });
});

describe("data rights", () => {
  it("exports a member's messages and erases them with the member", async () => {
    const { member, cookie } = await aMember("Erasable");
    const { cookie: staff } = await anOperator();
    await send("Please keep this between us.", cookie);
    await reply(member.id, "Of course.", staff);

    const own = await get("/members/profile/data-export", cookie);
    expect(own.status).toBe(200);
    expect(own.text).toContain("Please keep this between us.");
    expect(own.text).toContain("Of course.");
    const operators = await get(`/admin/data-export/member/${member.id}`, staff);
    expect(operators.text).toContain("Please keep this between us.");

    const erased = await post("/admin/users", { intent: "erase-person", id: member.id }, staff);
    expect(erased.status).toBe(200);
    expect(await db().select().from(conversations).where(eq(conversations.memberId, member.id))).toEqual([]);
    expect(await bodiesOf(member.id)).toEqual([]);
    expect((await get(`/admin/messages?member=${member.id}`, staff)).status).toBe(404);
  });
});
