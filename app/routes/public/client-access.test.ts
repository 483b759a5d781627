// /client-access: what clients have, the way in for them and the waitlist for everyone else; a signed-in
// member is sent straight to the portal, while the anonymous page stays one cached static document.
import { expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "#server/page-cache/page-cache.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { browserRequest } from "#tests/support/http.ts";
import { makeMemberActor, signedInMemberCookie } from "#tests/support/members.ts";

const suite = appUnderTestForSuite();

it("describes the three things clients have, leads to the members' sign-in and keeps the waitlist", async () => {
  const response = await suite.app.request(browserRequest("/client-access"));
  expect(response.status).toBe(200);
  const html = await response.text();
  for (const heading of ["Private Resources", "Progress Tracking", "Direct Communication"])
    expect(html).toContain(`>${heading}</h2>`);
  expect(html).not.toContain("Coming Soon");
  expect(html).toMatch(/href="\/members\/login"[^>]*>Sign in to the members portal</);
  expect(html).toMatch(/href="\/apply"[^>]*>Join the Waitlist</);
});

it("is served from the page cache to anonymous visitors", async () => {
  await suite.app.request(browserRequest("/client-access"));
  const again = await suite.app.request(browserRequest("/client-access"));
  expect(again.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
});

it("sends a signed-in member straight to the portal, and shows an operator the page", async () => {
  const member = await makeMemberActor(suite.t.services);
  const cookie = await signedInMemberCookie(suite.t.services, member);
  const member_ = await suite.app.request(browserRequest("/client-access", { cookie }));
  expect(member_.status).toBe(302);
  expect(member_.headers.get("location")).toBe("/members");
  expect(member_.headers.get(PAGE_CACHE_HEADER)).toBeNull();

  const operator = await suite.app.request(browserRequest("/client-access", { cookie: suite.adminCookie }));
  expect(operator.status).toBe(200);
  // The member's redirect never reached the cache: an anonymous visitor still gets the page.
  const anonymous = await suite.app.request(browserRequest("/client-access"));
  expect(anonymous.status).toBe(200);
});
