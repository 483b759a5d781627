import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, NavLink } from "react-router";
import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./current-path.ts";

/** Whether React Router's own NavLink marks a link to `to` current at `location`. */
function navLinkSaysCurrent(location: string, to: string, end: boolean): boolean {
  const html = renderToString(
    createElement(MemoryRouter, { initialEntries: [location] }, createElement(NavLink, { to, end }, "link")),
  );
  return html.includes('aria-current="page"');
}

describe("isCurrentPath (a sidebar link's current page, as NavLink decides it)", () => {
  it("is the same path, or a path under it", () => {
    expect(isCurrentPath("/admin/consultations", "/admin/consultations")).toBe(true);
    expect(isCurrentPath("/admin/consultations/42", "/admin/consultations")).toBe(true);
    expect(isCurrentPath("/members/schedule/", "/members/schedule")).toBe(true);
  });

  it("is not a path that only starts with the same letters, nor another page", () => {
    expect(isCurrentPath("/admin/consultations-archive", "/admin/consultations")).toBe(false);
    expect(isCurrentPath("/admin/activities", "/admin/consultations")).toBe(false);
    expect(isCurrentPath("/admin", "/admin/consultations")).toBe(false);
  });

  it("with end, is the same path only (the area's home among its own pages)", () => {
    expect(isCurrentPath("/admin", "/admin", true)).toBe(true);
    expect(isCurrentPath("/admin/settings", "/admin", true)).toBe(false);
    expect(isCurrentPath("/admin/settings", "/admin")).toBe(true);
  });

  it("ignores letter case, as route matching does", () => {
    expect(isCurrentPath("/Admin/Settings", "/admin/settings")).toBe(true);
    expect(isCurrentPath("/members/SCHEDULE/3", "/members/schedule")).toBe(true);
  });

  it("counts a target's own trailing slash, and the root is current at the root only", () => {
    expect(isCurrentPath("/admin/settings", "/admin/")).toBe(true);
    expect(isCurrentPath("/admin", "/admin/")).toBe(false);
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/programs", "/")).toBe(false);
  });

  it("agrees with NavLink on any path and target", () => {
    const segment = fc.constantFrom("admin", "Admin", "members", "settings", "set", "tings", "a", "42");
    const path = fc
      .tuple(fc.array(segment, { maxLength: 4 }), fc.boolean())
      .map(([segments, slash]) => `/${segments.join("/")}${slash && segments.length > 0 ? "/" : ""}`);
    fc.assert(
      fc.property(path, path, fc.boolean(), (location, to, end) => {
        expect(isCurrentPath(location, to, end)).toBe(navLinkSaysCurrent(location, to, end));
      }),
      { numRuns: 500 },
    );
  });
});
