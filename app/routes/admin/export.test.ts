// The export route through the real app (decision 148): an admin gets a CSV download carrying the
// list's query; a member and a visitor get what any admin page gives them, never a row; an unknown list
// or event is a 404 and a hostile query string never a 500.
import { expect, it } from "vitest";
import { makeConsultation } from "#server/db/seed/factories.ts";
import { appUnderTestForSuite } from "#server/testing/app-under-test.ts";
import { TEST_ORIGIN } from "#server/testing/http.ts";
import { makeMemberActor, signedInMemberCookie } from "#server/testing/members.ts";

const suite = appUnderTestForSuite({});

const get = async (path: string, cookie?: string) => {
  const response = await suite.app.request(`${TEST_ORIGIN}${path}`, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

it("downloads the list an admin filtered, as UTF-8 CSV with a byte-order mark", async () => {
  await makeConsultation(suite.t.services.db, {
    firstName: "Exportable",
    lastName: "Lead",
    email: "exportable@example.com",
  });
  await makeConsultation(suite.t.services.db, {
    firstName: "Hidden",
    lastName: "Lead",
    email: "hidden@example.com",
  });
  const { response, bytes } = await get("/admin/export/consultations?q=exportable", suite.adminCookie);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="consultations-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  expect(response.headers.get("cache-control")).toContain("no-store");
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(text(bytes)).toContain("exportable@example.com");
  expect(text(bytes)).not.toContain("hidden@example.com");
});

it("answers a member and a visitor as every admin page does, with no rows", async () => {
  const memberCookie = await signedInMemberCookie(suite.t.services, await makeMemberActor(suite.t.services));
  for (const cookie of [memberCookie, undefined]) {
    const exported = await get("/admin/export/consultations", cookie);
    const users = await get("/admin/users", cookie);
    expect(exported.response.status).toBe(users.response.status);
    expect(exported.response.status).not.toBe(200);
    expect(exported.response.headers.get("content-disposition")).toBeNull();
    expect(text(exported.bytes)).not.toContain("@example.com");
  }
});

it("refuses unknown lists and events with a 404 and never answers 500 to a hostile query", async () => {
  for (const path of ["/admin/export/users", "/admin/export/event-roster?event=1%20OR%201=1"]) {
    const { response } = await get(path, suite.adminCookie);
    expect(response.status, path).toBe(404);
  }
  for (const list of [
    "consultations",
    "activities",
    "member-registrations",
    "training-events",
    "audit-log",
  ]) {
    const { response, bytes } = await get(
      `/admin/export/${list}?q=a%00b&sort=%01&f.status=%C2%85&tab=x`,
      suite.adminCookie,
    );
    expect(response.status, list).toBe(200);
    expect(bytes.length).toBeGreaterThan(3);
  }
});
