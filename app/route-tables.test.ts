// Each request is matched against the routes its path can reach (decision 190): for every path of the
// app, and the odd ones (other letter cases, trailing slashes, unknown pages in each area and deeper,
// data requests), React Router's own matching over that table finds the same routes as over the whole one.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { leadingSegments, routeTables, tableKey } from "#server/http/route-tables.ts";
import routeConfig from "./routes.ts";

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/** The build's route manifest as React Router makes it from app/routes.ts (id: the file, no extension). */
function manifestOf(entries: RouteConfigEntry[], parentId = "root", into: ManifestRoute[] = []) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    into.push({ id, parentId, path: entry.path, index: entry.index });
    manifestOf(entry.children ?? [], id, into);
  }
  return into;
}

const manifest: ManifestRoute[] = [{ id: "root", path: "" }, ...manifestOf(routeConfig)];

function tree(ids: Set<string> | null, parentId?: string): RouteObject[] {
  return manifest
    .filter((route) => route.parentId === parentId && (!ids || ids.has(route.id)))
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, children: tree(ids, route.id) },
    );
}

const tables = routeTables(Object.fromEntries(manifest.map((route) => [route.id, route])));
const matched = (routes: RouteObject[], path: string) =>
  matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;

/** Every route's own path (parameters and splats filled in), then the paths no route names. */
function paths(): string[] {
  const whole = (route: ManifestRoute): string => {
    const parent = manifest.find((r) => r.id === route.parentId);
    return [parent ? whole(parent) : "", route.path ?? ""].filter(Boolean).join("/");
  };
  const own = manifest.map((route) => `/${whole(route)}`.replace(/:[^/]+/g, "x").replace(/\*/g, "a/b"));
  const odd = [
    "/",
    "/unknown",
    "/unknown/deeper",
    "/admin/nope/deeper",
    "/members/nope",
    "/ADMIN/Settings",
    "/Members/",
    "/members/settings/",
    "/members/settings/deeper",
    "/members/settings.data",
    "/admin/settings/.data",
    "/members/",
    "/admin/nope",
    "/admin/activities/nope",
    "/admin/ACTIVITIES/Contacts",
    "/programs/x/y",
    "/images/640",
    "/programs/",
    "/images/640/a.webp",
    "/sitemap.XML",
    "/admin-x",
    "/membersx/settings",
  ];
  return [...new Set([...own, ...odd, ...own.map((path) => path.toUpperCase())])];
}

describe("the route table a request's path can reach", () => {
  const whole = tree(null);

  it.each(paths())("matches %s as the whole table does", (path) => {
    const segments = leadingSegments(`http://localhost${path}`);
    const ids = segments === null ? null : tables.get(tableKey(tables, segments))!;
    // React Router matches a data request's path without its `.data` (and a trailing slash before it).
    const matchedPath = path.replace(/\/?\.data$/, "") || "/";
    expect(matched(tree(ids), matchedPath)).toEqual(matched(whole, matchedPath));
  });

  it("holds a handful of routes for a signed-in page, and a table per place the routes name", () => {
    const tableOf = (path: string) => tables.get(tableKey(tables, leadingSegments(`http://h${path}`)!))!;
    // The root, the area's layouts, its index and not-found, and the page.
    expect([...tableOf("/members/settings")].sort()).toEqual(
      [
        "root",
        "routes/public/layout",
        "routes/public/page-boundary",
        "routes/public/static-pages",
        "routes/public/not-found",
        "routes/members/layout",
        "routes/members/page-boundary",
        "routes/members/dashboard",
        "routes/members/settings",
        "routes/members/not-found",
      ].sort(),
    );
    expect(tableOf("/admin/settings").size).toBe(10);
    // Unknown places share their area's table: requests cannot make more tables than the routes name.
    expect(tableOf("/admin/no-such-page")).toBe(tableOf("/admin/another-one"));
    expect(tableOf("/nowhere")).toBe(tableOf("/elsewhere/deeper"));
    expect(tables.size).toBeLessThan(manifest.length * 2);
  });

  it("reads the leading segments as React Router matches them", () => {
    expect(leadingSegments("http://h/members/settings?x=1")).toEqual(["members", "settings"]);
    expect(leadingSegments("http://h/Members/Settings/deeper")).toEqual(["members", "settings"]);
    expect(leadingSegments("http://h/Members.data?_routes=a")).toEqual(["members"]);
    expect(leadingSegments("http://h/members/settings.data")).toEqual(["members", "settings"]);
    expect(leadingSegments("http://h/members/.data")).toEqual(["members", ""]);
    expect(leadingSegments("http://h/members/")).toEqual(["members", ""]);
    expect(leadingSegments("http://h/")).toEqual([""]);
    expect(leadingSegments("http://h/?q=1")).toEqual([""]);
    // The whole table decides: escapes React Router decodes, its root data request, an empty segment.
    expect(leadingSegments("http://h/%61dmin")).toBeNull();
    expect(leadingSegments("http://h/admin/%73ettings")).toBeNull();
    expect(leadingSegments("http://h/_root.data")).toBeNull();
    expect(leadingSegments("http://h//admin")).toBeNull();
    expect(leadingSegments("http://h/admin//settings")).toBeNull();
  });
});
