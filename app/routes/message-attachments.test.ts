// Attachments on messages (decision 236) through the real app, on both databases: who may open one
// (the conversation's member and any operator; another member, an unknown or malformed id: 404; the
// signed out: the sign-in page), the file's headers, an operator's opening in the audit trail, the
// resources' file rules (a wrong type refused with nothing stored, an image re-encoded to WebP), and
// the data rights (the export lists it, erasure removes the file).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attachmentMessages } from "#core/messages/message-schema.ts";
import { auditEvents, conversations, messages } from "#server/db/schema.ts";
import { erasePerson } from "#server/privacy/erase-person.ts";
import { exportPersonData } from "#server/privacy/export-person-data.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { browserRequest, TEST_ORIGIN } from "#tests/support/http.ts";
import { memberSignedIn, operatorSignedIn } from "#tests/support/members.ts";
import { testAdmin } from "#tests/support/session-users.ts";

const suite = appUnderTestForSuite();
const db = () => suite.t.services.db;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** The Messages form as the browser posts it: multipart, with or without a file. */
async function postMessage(
  path: string,
  cookie: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ intent: "send-message", key: randomUUID(), ...fields }))
    form.append(name, value);
  if (file) form.append("file", new File([new Uint8Array(file.data)], file.name));
  const response = await suite.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie },
    body: form,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}
const get = (path: string, cookie?: string) => suite.app.request(browserRequest(path, { cookie }));

const aMember = (firstName: string) => memberSignedIn(suite.t.services, { firstName, lastName: "Attacher" });
const anOperator = () => operatorSignedIn(suite.t.services);
const messagesOf = (memberId: string) =>
  db()
    .select({
      id: messages.id,
      body: messages.body,
      attachmentKey: messages.attachmentKey,
      attachmentName: messages.attachmentName,
      attachmentType: messages.attachmentType,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.memberId, memberId))
    .orderBy(messages.position);

describe("who may open a message's attachment", () => {
  it("the conversation's member and any operator; nobody else", async () => {
    const alice = await aMember("Alicefile");
    const bob = await aMember("Bobfile");
    const staff = await anOperator();
    const sent = await postMessage(
      "/members/messages",
      alice.cookie,
      { body: "The plan, attached." },
      {
        name: "route plan.pdf",
        data: PDF,
      },
    );
    expect(sent.status).toBe(200);
    const [message] = await messagesOf(alice.member.id);
    expect(message).toMatchObject({ attachmentName: "route plan.pdf", attachmentType: "application/pdf" });
    expect(message!.attachmentKey).toMatch(/^private\/messages\//);
    const memberPath = `/members/messages/attachments/${message!.id}`;
    const adminPath = `/admin/messages/attachments/${message!.id}`;

    // Both pages show it as a link to their own route.
    expect(await (await get("/members/messages", alice.cookie)).text()).toContain(memberPath);
    expect(await (await get(`/admin/messages?member=${alice.member.id}`, staff.cookie)).text()).toContain(
      adminPath,
    );

    const own = await get(memberPath, alice.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("content-disposition")).toContain('filename="route plan.pdf"');
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);

    const operator = await get(adminPath, staff.cookie);
    expect(operator.status).toBe(200);
    await operator.arrayBuffer();
    const downloads = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, message!.id), eq(auditEvents.action, "download")));
    expect(downloads).toMatchObject([{ actorId: staff.operator.id, entity: "message" }]);
    // The member's own openings are not audited.
    expect(downloads).toHaveLength(1);

    // Another member: as if it did not exist.
    expect((await get(memberPath, bob.cookie)).status).toBe(404);
    for (const id of [randomUUID(), "not-an-id"]) {
      expect((await get(`/members/messages/attachments/${id}`, alice.cookie)).status).toBe(404);
      expect((await get(`/admin/messages/attachments/${id}`, staff.cookie)).status).toBe(404);
    }
    // A member is not an operator; the signed out sign in first.
    expect((await get(adminPath, bob.cookie)).status).toBe(302);
    const signedOut = await get(memberPath);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toContain("/members/login");
  });

  it("an operator's attachment reaches the member it was sent to, and a message without one has none", async () => {
    const { member, cookie } = await aMember("Carolfile");
    const other = await aMember("Davefile");
    const staff = await anOperator();
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#333" } })
      .png()
      .toBuffer();
    expect(
      (
        await postMessage(
          "/admin/messages",
          staff.cookie,
          { id: member.id, body: "The map." },
          { name: "map.png", data: png },
        )
      ).status,
    ).toBe(200);
    expect(
      (await postMessage("/admin/messages", staff.cookie, { id: member.id, body: "No file." })).status,
    ).toBe(200);
    const [withFile, without] = await messagesOf(member.id);
    // Images are re-encoded, as a resource's are.
    expect(withFile).toMatchObject({ attachmentName: "map.webp", attachmentType: "image/webp" });
    expect(without).toMatchObject({ attachmentKey: null, attachmentName: null });
    const opened = await get(`/members/messages/attachments/${withFile!.id}`, cookie);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("image/webp");
    expect((await get(`/members/messages/attachments/${withFile!.id}`, other.cookie)).status).toBe(404);
    expect((await get(`/members/messages/attachments/${without!.id}`, cookie)).status).toBe(404);
  });
});

describe("the file rules", () => {
  it("refuses a file of a type resources do not take, keeps the words, and stores nothing", async () => {
    const { member, cookie } = await aMember("Evefile");
    const refused = await postMessage(
      "/members/messages",
      cookie,
      { body: "My words stay." },
      {
        name: "tool.exe",
        data: Buffer.from("MZ"),
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(attachmentMessages.invalidType);
    expect(refused.text).toContain("My words stay.");
    // A PDF that is not one is refused by its content.
    const renamed = await postMessage(
      "/members/messages",
      cookie,
      { body: "Again." },
      {
        name: "plan.pdf",
        data: Buffer.from("not a pdf"),
      },
    );
    expect(renamed.status).toBe(400);
    expect(await messagesOf(member.id)).toEqual([]);
  });
});

describe("data rights", () => {
  it("the export lists an attachment; erasure removes its file", async () => {
    const { member, cookie } = await aMember("Frankfile");
    const { services } = suite.t;
    await postMessage(
      "/members/messages",
      cookie,
      { body: "Scan attached." },
      { name: "scan.pdf", data: PDF },
    );
    const [message] = await messagesOf(member.id);
    expect(await services.storage.get(message!.attachmentKey!)).not.toBeNull();

    const exported = await exportPersonData(services, member, { kind: "member", id: member.id });
    expect(exported.data.messages).toMatchObject([
      { body: "Scan attached.", attachmentName: "scan.pdf", attachmentType: "application/pdf" },
    ]);

    await erasePerson(services, testAdmin, { kind: "member", id: member.id });
    expect(await messagesOf(member.id)).toEqual([]);
    expect(await services.storage.get(message!.attachmentKey!)).toBeNull();
  });
});
