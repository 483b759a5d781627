import { describe, expect, it } from "vitest";
import { routeUrl } from "./route-url.ts";

const of = (url: string) => {
  const normalised = routeUrl(new Request(url));
  return `${normalised.pathname}${normalised.search}`;
};

describe("routeUrl", () => {
  it("names a client navigation's page as its document request does", () => {
    expect(of("http://x/admin/users.data?_routes=routes%2Fadmin%2Fusers")).toBe("/admin/users");
    expect(of("http://x/admin/users.data?q=ann&_routes=root&page=2")).toBe("/admin/users?q=ann&page=2");
    expect(of("http://x/_.data")).toBe("/");
    expect(of("http://x/admin/_.data?tab=open")).toBe("/admin/?tab=open");
  });

  it("drops the bare index marker of a post to an index route, keeps a valued one", () => {
    expect(of("http://x/admin?index")).toBe("/admin");
    expect(of("http://x/admin?index&redirectTo=%2Fadmin%2Fusers")).toBe("/admin?redirectTo=%2Fadmin%2Fusers");
    expect(of("http://x/search?index=3")).toBe("/search?index=3");
  });

  it("leaves a document request as it is", () => {
    expect(of("http://x/members/schedule?view=abc")).toBe("/members/schedule?view=abc");
    expect(of("http://x/")).toBe("/");
    expect(of("http://x/programs/data")).toBe("/programs/data");
    expect(of("http://x/admin/users?q=a%20b")).toBe("/admin/users?q=a%20b");
  });
});
