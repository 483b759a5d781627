// React Router's request handler, given per request only the routes that could match its path (decision
// 190). React Router's work per request grows with the route table: it matches the path against every
// branch, and each document render rebuilds a route object for every route of the manifest
// (`createServerRoutes`, `createStaticRouter`). The product has 52 routes; a signed-in page can match
// only those of its area. A route whose path begins with a literal segment (`admin/...`, `programs`)
// matches only paths that begin with that segment, so for a path beginning with `members` the routes
// beginning with any other literal segment cannot match: leaving them out changes no match and no
// ranking. Routes that begin with a parameter or a splat, and the layouts above any route kept, stay
// in every table. The documents are the same: the client loads the whole manifest from its own file
// (`routeDiscovery: initial`, decision 165), and the server writes only the matched routes' modules.
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import type { ReactRouterHandler } from "#server/load-context.ts";

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/** Which requests a route can match, by the first segment of its whole path. */
type Reach =
  /** a layout without a path: as far as its children reach */
  | { kind: "layout" }
  /** a path that begins with a parameter, a splat or an optional segment: any path */
  | { kind: "any" }
  /** a path that begins with this literal segment (lower case; "" for the index at "/") */
  | { kind: "segment"; segment: string };

function reachOf(route: ManifestRoute, wholePath: string): Reach {
  if (!route.index && !route.path) return { kind: "layout" };
  const first = wholePath.split("/")[0]!;
  if (first.startsWith(":") || first.includes("*") || first.endsWith("?")) return { kind: "any" };
  return { kind: "segment", segment: first.toLowerCase() };
}

/**
 * The route ids kept for each literal first segment of the build's paths, and for every other path
 * (`null`): each route that can match such a path, with its parents.
 */
export function routeTables(routes: Record<string, ManifestRoute | undefined>): {
  bySegment: Map<string, Set<string>>;
  other: Set<string>;
} {
  const list = Object.values(routes).filter((route): route is ManifestRoute => route !== undefined);
  const byId = new Map(list.map((route) => [route.id, route]));
  const wholePaths = new Map<string, string>();
  const wholePath = (route: ManifestRoute): string => {
    let known = wholePaths.get(route.id);
    if (known === undefined) {
      const parent = route.parentId ? byId.get(route.parentId) : undefined;
      const above = parent ? wholePath(parent) : "";
      known = [above, route.path ?? ""].filter(Boolean).join("/");
      wholePaths.set(route.id, known);
    }
    return known;
  };
  const reaches = list.map((route) => ({ route, reach: reachOf(route, wholePath(route)) }));
  const segments = new Set(reaches.flatMap(({ reach }) => (reach.kind === "segment" ? [reach.segment] : [])));
  const tableFor = (segment: string | null) => {
    const kept = new Set<string>();
    for (const { route, reach } of reaches) {
      if (reach.kind === "layout") continue;
      if (reach.kind === "segment" && reach.segment !== segment) continue;
      for (let at: ManifestRoute | undefined = route; at && !kept.has(at.id); ) {
        kept.add(at.id);
        at = at.parentId ? byId.get(at.parentId) : undefined;
      }
    }
    return kept;
  };
  return {
    bySegment: new Map([...segments].map((segment) => [segment, tableFor(segment)])),
    other: tableFor(null),
  };
}

/** The build with only these routes, in the server's table and in the manifest the render reads. */
function buildWith(build: ServerBuild, ids: Set<string>): ServerBuild {
  const keep = <T>(table: Record<string, T>) =>
    Object.fromEntries(Object.entries(table).filter(([id]) => ids.has(id))) as Record<string, T>;
  return {
    ...build,
    routes: keep(build.routes),
    assets: { ...build.assets, routes: keep(build.assets.routes) },
  };
}

/**
 * The first segment of a request's path as React Router will match it (lower case, a `.data` suffix
 * dropped), or null when the path is one to match against the whole table: escapes (React Router
 * decodes them first), or its root data request.
 */
export function firstSegment(url: string): string | null {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "";
  // An empty first segment ("//admin"): React Router's own matching decides, over the whole table.
  if (url[start + 1] === "/") return null;
  let end = start + 1;
  while (end < url.length && url[end] !== "/" && url[end] !== "?" && url[end] !== "#") end++;
  let segment = url.slice(start + 1, end);
  if (segment.includes("%")) return null;
  const atEnd = end === url.length || url[end] !== "/";
  if (atEnd && segment.endsWith(".data")) {
    segment = segment.slice(0, -".data".length);
    if (segment === "_root") return null;
  }
  return segment.toLowerCase();
}

/** React Router's production handler over the route table each request's path can match. */
export function reactRouterHandler(build: ServerBuild): ReactRouterHandler {
  const whole = createRequestHandler(build, "production");
  if (build.basename && build.basename !== "/") return (request, context) => whole(request, context);
  const { bySegment, other } = routeTables(build.routes);
  // One handler per literal first segment of the build's paths, one for every other path.
  const handlers = new Map<string, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (segment: string | null) => {
    if (segment === null) return whole;
    const ids = bySegment.get(segment);
    const key = ids ? segment : "\u0000other";
    let handler = handlers.get(key);
    if (!handler) {
      handler = createRequestHandler(buildWith(build, ids ?? other), "production");
      handlers.set(key, handler);
    }
    return handler;
  };
  return (request, context) => handlerFor(firstSegment(request.url))(request, context);
}
