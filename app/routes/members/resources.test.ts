// Private resources through the real app: who may see and open which resource (a program's active
// members, the one member it was given to; nobody else, and never before "available from" or while
// unpublished), the file's headers, opening counts and staff downloads in the audit trail, the
// operators' form refusing bad input without changing anything, erasure and the member's export.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { resourceMessages } from "#core/resources/resource-messages.ts";
import { fileMessages, openedByText } from "#core/resources/resource-rules.ts";
import { auditEvents, memberProgramRegistrations, resourceOpens, resources } from "#server/db/schema.ts";
import { erasePerson } from "#server/privacy/erase-person.ts";
import { exportPersonData } from "#server/privacy/export-person-data.ts";
import { makeProgram } from "#server/seed/factories.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { browserRequest, TEST_ORIGIN } from "#tests/support/http.ts";
import { makeMemberActor, signedInMemberCookie, type TestMember } from "#tests/support/members.ts";
import { testAdmin } from "#tests/support/session-users.ts";
import { rowIntents } from "~/kit/intents";

const suite = appUnderTestForSuite();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

type Person = TestMember & { cookie: string };
let program: { id: string };
let otherProgram: { id: string };
let active: Person;
let cancelled: Person;
let completed: Person;
let outsider: Person;

async function person(programId: string | null, status = "active"): Promise<Person> {
  const { services } = suite.t;
  const member = await makeMemberActor(services);
  if (programId)
    await services.db.insert(memberProgramRegistrations).values({ memberId: member.id, programId, status });
  return { ...member, cookie: await signedInMemberCookie(services, member) };
}

/** Posts the operators' Resources form as the browser does (multipart), answering status and text. */
async function postResource(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new File([new Uint8Array(file.data)], file.name));
  const response = await suite.app.request(`${TEST_ORIGIN}/admin/resources`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, cookie: suite.adminCookie },
    body: form,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

async function publish(
  title: string,
  fields: Record<string, string>,
  file = { name: "plan.pdf", data: PDF },
) {
  const answer = await postResource(
    { intent: rowIntents.create, title, category: "plan", kind: "document", ...fields },
    fields.kind === "link" ? undefined : file,
  );
  expect(answer.text).toContain(resourceMessages.published);
  const [row] = await suite.t.services.db.select().from(resources).where(eq(resources.title, title));
  return row!;
}

const get = (path: string, cookie?: string) => suite.app.request(browserRequest(path, { cookie }));
const fileOf = (id: string, who: Person) => get(`/members/resources/${id}/file`, who.cookie);
const listed = async (who: Person, query = "") =>
  (await get(`/members/resources${query}`, who.cookie)).text();

beforeAll(async () => {
  const { db } = suite.t.services;
  program = await makeProgram(db);
  otherProgram = await makeProgram(db);
  active = await person(program.id);
  cancelled = await person(program.id, "cancelled");
  completed = await person(program.id, "completed");
  outsider = await person(otherProgram.id);
});

describe("who may see a program's resource", () => {
  let resource: typeof resources.$inferSelect;
  beforeAll(async () => {
    resource = await publish("Household evacuation plan", { programId: program.id });
  });

  it("an active member of the program sees it listed, with its program, and opens the file", async () => {
    expect(await listed(active)).toContain("Household evacuation plan");
    const response = await fileOf(resource.id, active);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PDF);
  });

  it("a member who left the program (cancelled, completed) or is in another program: not listed, 404", async () => {
    for (const who of [cancelled, completed, outsider]) {
      expect(await listed(who)).not.toContain("Household evacuation plan");
      expect((await fileOf(resource.id, who)).status).toBe(404);
    }
    // A registration that ends takes the access with it, on the very next request.
    await suite.t.services.db
      .update(memberProgramRegistrations)
      .set({ status: "inactive" })
      .where(eq(memberProgramRegistrations.memberId, active.id));
    expect((await fileOf(resource.id, active)).status).toBe(404);
    await suite.t.services.db
      .update(memberProgramRegistrations)
      .set({ status: "active" })
      .where(eq(memberProgramRegistrations.memberId, active.id));
  });

  it("signed out: the page and the file send to the members' sign-in; the public /files/ URL never serves it", async () => {
    for (const path of ["/members/resources", `/members/resources/${resource.id}/file`]) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/members\/login/);
    }
    expect((await get(`/files/public-files/${resource.storageKey}`)).status).toBe(404);
  });

  it("counts each member's openings for the operators, and audits every opening by staff", async () => {
    const { db } = suite.t.services;
    await fileOf(resource.id, active);
    const [opens] = await db.select().from(resourceOpens).where(eq(resourceOpens.resourceId, resource.id));
    expect(opens).toMatchObject({ memberId: active.id, count: 2 });
    const page = await (await get("/admin/resources?q=evacuation", suite.adminCookie)).text();
    expect(page).toContain(openedByText(1, 1));

    const staff = await get(`/admin/resources/${resource.id}/file`, suite.adminCookie);
    expect(staff.status).toBe(200);
    expect(staff.headers.get("cache-control")).toBe("private, no-store");
    await staff.arrayBuffer();
    const audited = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, resource.id), eq(auditEvents.action, "download")));
    expect(audited).toHaveLength(1);
    expect(await db.$count(resourceOpens, eq(resourceOpens.resourceId, resource.id))).toBe(1);
  });

  it("unpublished: gone for members, audited, and back when published again", async () => {
    const { db } = suite.t.services;
    const post = (intent: string) =>
      suite.app.request(`${TEST_ORIGIN}/admin/resources`, {
        method: "POST",
        headers: { origin: TEST_ORIGIN, cookie: suite.adminCookie },
        body: new URLSearchParams({ intent, id: resource.id }),
      });
    expect(await (await post("resource-unpublish")).text()).toContain(resourceMessages.unpublished);
    expect(await listed(active)).not.toContain("Household evacuation plan");
    expect((await fileOf(resource.id, active)).status).toBe(404);
    await post("resource-publish");
    expect((await fileOf(resource.id, active)).status).toBe(200);
    const actions = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, resource.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["download", "publish", "publish", "unpublish"]);
  });
});

describe("a resource for one member", () => {
  it("that member sees it, another member gets 404 for its file, nobody before its day", async () => {
    const mine = await publish("Your personal drill", { memberEmail: outsider.email.toUpperCase() });
    expect(mine.programId).toBeNull();
    expect(await listed(outsider)).toContain("Your personal drill");
    expect((await fileOf(mine.id, outsider)).status).toBe(200);
    expect(await listed(active)).not.toContain("Your personal drill");
    expect((await fileOf(mine.id, active)).status).toBe(404);
    // The same 404 as for an id that names nothing, or no id at all.
    expect((await fileOf("00000000-0000-4000-8000-00000000abcd", active)).status).toBe(404);
    expect((await fileOf("not-an-id", active)).status).toBe(404);

    await publish("Next season's plan", { memberEmail: outsider.email, availableFrom: "2999-01-01" });
    expect(await listed(outsider)).not.toContain("Next season&#x27;s plan");
    expect(await listed(outsider)).not.toContain("Next season");
  });

  it("is found by the member's search, and a search that matches nothing says so", async () => {
    expect(await listed(outsider, "?q=personal")).toContain("Your personal drill");
    const none = await listed(outsider, "?q=nothing-like-this");
    expect(none).toContain(resourceMessages.noMatch);
  });
});

describe("the operators' form refuses bad input and changes nothing", () => {
  it("wrong type, renamed file, too big, no file, bad link, no audience, unknown member", async () => {
    const { db } = suite.t.services;
    const before = await db.$count(resources);
    const base = { intent: rowIntents.create, title: "Refused", category: "drill", programId: program.id };
    const cases: [string, Record<string, string>, { name: string; data: Buffer } | undefined, string][] = [
      [
        "wrong type",
        { kind: "document" },
        { name: "run.exe", data: PDF },
        fileMessages.invalidType("document"),
      ],
      [
        "renamed",
        { kind: "document" },
        { name: "fake.pdf", data: Buffer.from("hello") },
        fileMessages.invalidType("document"),
      ],
      [
        "not an image",
        { kind: "image" },
        { name: "photo.png", data: PDF },
        fileMessages.invalidType("image"),
      ],
      [
        "too big",
        { kind: "image" },
        { name: "big.png", data: Buffer.alloc(5 * 1024 * 1024 + 1) },
        fileMessages.tooLarge("image"),
      ],
      ["no file", { kind: "document" }, undefined, resourceMessages.fileRequired],
      ["bad link", { kind: "link", linkUrl: "javascript:alert(1)" }, undefined, resourceMessages.badLink],
      ["no link", { kind: "link" }, undefined, resourceMessages.linkRequired],
      [
        "no audience",
        { kind: "link", linkUrl: "https://example.com", programId: "" },
        undefined,
        resourceMessages.audienceRequired,
      ],
      [
        "unknown member",
        { kind: "link", linkUrl: "https://example.com", programId: "", memberEmail: "nobody@example.com" },
        undefined,
        resourceMessages.memberNotFound,
      ],
      [
        "staff as member",
        { kind: "link", linkUrl: "https://example.com", programId: "", memberEmail: "operator@example.com" },
        undefined,
        resourceMessages.memberNotFound,
      ],
    ];
    for (const [what, fields, file, message] of cases) {
      const answer = await postResource({ ...base, ...fields }, file);
      expect([what, answer.status]).toEqual([what, 400]);
      expect(answer.text, what).toContain(message.replace(/'/g, "&#x27;"));
    }
    expect(await db.$count(resources)).toBe(before);
  });

  it("an image is re-encoded to WebP; a link keeps its notes", async () => {
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#333" } })
      .png()
      .toBuffer();
    const image = await publish(
      "Route map",
      { kind: "image", programId: program.id },
      { name: "map.png", data: png },
    );
    expect(image).toMatchObject({ contentType: "image/webp", fileName: "map.webp" });
    const response = await fileOf(image.id, active);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const link = await publish("Briefing video call", {
      kind: "link",
      programId: program.id,
      linkUrl: "https://example.com/call",
      notes: "Bring your notes.",
    });
    expect(link).toMatchObject({
      linkUrl: "https://example.com/call",
      notes: "Bring your notes.",
      storageKey: null,
    });
    const page = await listed(active);
    expect(page).toContain("Bring your notes.");
    expect((await fileOf(link.id, active)).status).toBe(404);
  });
});

describe("data rights", () => {
  it("the member's export lists what was shared with them; erasure removes their own resources, files and counts", async () => {
    const { services } = suite.t;
    const { db, storage } = services;
    const member = await person(program.id);
    const own = await publish("Only for the erased", { memberEmail: member.email });
    const both = await publish("Program and member", { programId: program.id, memberEmail: member.email });
    await fileOf(own.id, member);

    const exported = await exportPersonData(services, member, { kind: "member", id: member.id });
    const titles = exported.data.sharedResources.map((r) => r.title);
    expect(titles).toEqual(
      expect.arrayContaining(["Only for the erased", "Program and member", "Household evacuation plan"]),
    );
    expect(exported.data.sharedResources.find((r) => r.title === "Only for the erased")).toMatchObject({
      sharedWithYou: true,
      timesOpened: 1,
    });

    await erasePerson(services, testAdmin, { kind: "member", id: member.id });
    expect(await db.select().from(resources).where(eq(resources.id, own.id))).toEqual([]);
    expect(await storage.get(own.storageKey!)).toBeNull();
    expect(await db.$count(resourceOpens, eq(resourceOpens.memberId, member.id))).toBe(0);
    const [kept] = await db.select().from(resources).where(eq(resources.id, both.id));
    expect(kept).toMatchObject({ programId: program.id, memberId: null });
    expect(await storage.get(kept!.storageKey!)).not.toBeNull();
  });
});
