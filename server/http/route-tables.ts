// React Router's request handler, given per request only the routes that could match its path (decision
// 190). React Router's work per request grows with the route table: it matches the path against every
// branch, and each document render rebuilds a route object for every route of the manifest
// (`createServerRoutes`, `createStaticRouter`). The product has 52 routes; a signed-in page can match
// a handful. A route whose path begins with literal segments (`admin/settings`, `programs`) matches
// only paths holding those segments in those places, so for `/members/settings` the routes naming any
// other segment there cannot match: leaving them out changes no match and no ranking. Routes whose
// literal part is shorter (an area's index and not-found, the public `*`), and the layouts above any
// route kept, stay. The documents are the same: the client loads the whole manifest from its own file
// (`routeDiscovery: initial`, decision 165), and the server writes only the matched routes' modules.
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import type { ReactRouterHandler } from "#server/load-context.ts";

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/**
 * How many leading segments of a path choose its table: `members/settings` is matched against the
 * routes that can reach it (the area's layouts, its index and not-found, the page), not the whole area.
 */
const DEPTH = 2;

/** A segment of a request's path that no route names at its place (an unknown page, an id). */
const OTHER = "\u0000";

/**
 * The literal segments a route's whole path begins with (lower case), up to DEPTH: a path it matches
 * has exactly these in these places. Null for a layout without a path, which reaches as far as its
 * children. The first parameter, splat or optional segment ends the literal part: it may match any
 * segment there, or none (an optional one), so the places after it are not fixed.
 */
function literalPrefix(route: ManifestRoute, wholePath: string): string[] | null {
  if (!route.index && !route.path) return null;
  const literal: string[] = [];
  for (const segment of wholePath.split("/").slice(0, DEPTH)) {
    if (segment.startsWith(":") || segment.includes("*") || segment.endsWith("?")) break;
    literal.push(segment.toLowerCase());
  }
  return literal;
}

/**
 * The route ids kept for each key (a request's leading segments, as `tableKey` names them): each
 * route that can match such a path, with its parents. Keys are made from the build's own literal
 * segments, so there are as many tables as places the routes name, whatever the requests.
 */
export function routeTables(routes: Record<string, ManifestRoute | undefined>): Map<string, Set<string>> {
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
  const prefixes = list.flatMap((route) => {
    const literal = literalPrefix(route, wholePath(route));
    return literal ? [{ route, literal }] : [];
  });
  // Every key a request can have: each literal prefix's own leading parts, and OTHER after each of them.
  const keys = new Set<string>([OTHER]);
  for (const { literal } of prefixes)
    for (let n = 1; n <= literal.length; n++) {
      keys.add(literal.slice(0, n).join("/"));
      if (n < DEPTH) keys.add([...literal.slice(0, n), OTHER].join("/"));
    }
  const tableFor = (key: string) => {
    const segments = key.split("/");
    const kept = new Set<string>();
    for (const { route, literal } of prefixes) {
      // A route matches only paths holding each of its literal segments in its place.
      if (literal.some((segment, i) => segments[i] !== segment)) continue;
      for (let at: ManifestRoute | undefined = route; at && !kept.has(at.id); ) {
        kept.add(at.id);
        at = at.parentId ? byId.get(at.parentId) : undefined;
      }
    }
    return kept;
  };
  return new Map([...keys].map((key) => [key, tableFor(key)]));
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
 * The leading segments of a request's path as React Router will match them (lower case, a `.data`
 * suffix dropped), up to DEPTH, or null when the path is one to match against the whole table:
 * escapes (React Router decodes them first), an empty segment inside the path, or its root data request.
 */
export function leadingSegments(url: string): string[] | null {
  let at = url.indexOf("/", url.indexOf("//") + 2);
  if (at < 0) return [""];
  const segments: string[] = [];
  while (segments.length < DEPTH) {
    let end = at + 1;
    while (end < url.length && url[end] !== "/" && url[end] !== "?" && url[end] !== "#") end++;
    let segment = url.slice(at + 1, end);
    const last = end === url.length || url[end] !== "/";
    if (segment.includes("%")) return null;
    if (last && segment.endsWith(".data")) {
      segment = segment.slice(0, -".data".length);
      if (segment === "_root" && segments.length === 0) return null;
    }
    // An empty segment with more path after it ("//admin", "/admin//x"): React Router's own matching
    // decides, over the whole table.
    if (segment === "" && !last) return null;
    segments.push(segment.toLowerCase());
    if (last) break;
    at = end;
  }
  return segments;
}

/** The key of the table for a path's leading segments: the segments the routes name, OTHER for the rest. */
export function tableKey(tables: Map<string, Set<string>>, segments: string[]): string {
  const known: string[] = [];
  for (const segment of segments) {
    if (!tables.has([...known, segment].join("/"))) return [...known, OTHER].join("/");
    known.push(segment);
  }
  return known.join("/");
}

/** React Router's production handler over the route table each request's path can match. */
export function reactRouterHandler(build: ServerBuild): ReactRouterHandler {
  const whole = createRequestHandler(build, "production");
  if (build.basename && build.basename !== "/") return (request, context) => whole(request, context);
  const tables = routeTables(build.routes);
  // One handler per table, made on first use.
  const handlers = new Map<string, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (segments: string[] | null) => {
    if (segments === null) return whole;
    const key = tableKey(tables, segments);
    let handler = handlers.get(key);
    if (!handler) {
      handler = createRequestHandler(buildWith(build, tables.get(key)!), "production");
      handlers.set(key, handler);
    }
    return handler;
  };
  return (request, context) => handlerFor(leadingSegments(request.url))(request, context);
}
