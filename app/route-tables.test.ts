// Each request is matched against the routes its path can reach (decision 190): for every path of the
// app, and the odd ones (other letter cases, trailing slashes, unknown pages in each area, data
// requests), React Router's own matching over that table finds the same routes as over the whole one.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { firstSegment, routeTables } from "#server/http/route-tables.ts";
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
    const segment = firstSegment(`http://localhost${path}`);
    const ids = segment === null ? null : (tables.bySegment.get(segment) ?? tables.other);
    expect(matched(tree(ids), path)).toEqual(matched(whole, path));
  });

  it("holds far fewer routes than the whole table for a signed-in area", () => {
    expect(tables.bySegment.get("members")!.size).toBeLessThan(manifest.length / 2);
    expect(tables.bySegment.get("admin")!.size).toBeLessThan(manifest.length / 2);
  });

  it("reads the first segment as React Router matches it", () => {
    expect(firstSegment("http://h/members/settings?x=1")).toBe("members");
    expect(firstSegment("http://h/Members.data?_routes=a")).toBe("members");
    expect(firstSegment("http://h/members/.data")).toBe("members");
    expect(firstSegment("http://h/")).toBe("");
    expect(firstSegment("http://h/?q=1")).toBe("");
    // The whole table decides: escapes React Router decodes, its root data request, an empty segment.
    expect(firstSegment("http://h/%61dmin")).toBeNull();
    expect(firstSegment("http://h/_root.data")).toBeNull();
    expect(firstSegment("http://h//admin")).toBeNull();
  });
});
