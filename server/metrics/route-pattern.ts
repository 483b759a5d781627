// The `route` label of the request metrics (decision 152): the pattern that answered a path, never the
// path itself, so no id, slug, e-mail or query string reaches the metrics and the label set stays as
// small as the route table. Our own mounts are a fixed list; everything else is matched against React
// Router's route manifest (the build's `routes`). A path nothing matches is one label, UNMATCHED.
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

export type RouteManifest = ServerBuild["routes"];

export const UNMATCHED = "unmatched";

/** Hono's own mounts (server/app.ts): exact paths, then folders whose files are one label each. */
const EXACT = new Set(["/api/health", "/api/ready", "/metrics", "/favicon.ico", "/favicon.svg"]);
const FOLDERS = ["/api/auth/", "/files/public-files/", "/assets/"];

/** React Router's data requests (`/programs/x.data`, `/_root.data` for `/`) name the page they load for. */
const DATA_SUFFIX = ".data";

type PatternRoute = RouteObject & { pattern: string };

/** The manifest as nested routes, each with its full pattern ("/programs/:slug", "/admin/*"). */
function routeTree(manifest: RouteManifest): PatternRoute[] {
  type ManifestRoute = NonNullable<RouteManifest[string]>;
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined, parentPattern: string): PatternRoute[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const pattern = route.path
        ? `${parentPattern.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}`
        : parentPattern;
      const children = build(route.id, pattern);
      // matchRoutes wants an index route childless and a layout with children; the rest is ours.
      return route.index
        ? { index: true, path: route.path, caseSensitive: route.caseSensitive, pattern }
        : { path: route.path, caseSensitive: route.caseSensitive, children, pattern };
    });
  return build(undefined, "/");
}

/** A function from a request's path to its route label; without a manifest, React Router's pages are UNMATCHED. */
export function routePatternMatcher(manifest?: RouteManifest): (path: string) => string {
  const tree = manifest ? routeTree(manifest) : [];
  const pageOf = (path: string): string => {
    if (tree.length === 0) return UNMATCHED;
    const matches = matchRoutes(tree, path);
    const last = matches?.at(-1)?.route as PatternRoute | undefined;
    return last ? last.pattern : UNMATCHED;
  };
  return (path) => {
    if (EXACT.has(path)) return path;
    const folder = FOLDERS.find((prefix) => path.startsWith(prefix));
    if (folder) return `${folder}*`;
    if (path.endsWith(DATA_SUFFIX)) {
      const page = path.slice(0, -DATA_SUFFIX.length);
      const pattern = pageOf(page === "/_root" ? "/" : page);
      if (pattern === UNMATCHED) return UNMATCHED;
      return `${pattern === "/" ? "/_root" : pattern}${DATA_SUFFIX}`;
    }
    return pageOf(path);
  };
}
