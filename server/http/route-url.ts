// The URL a page's loaders and actions answer for. React Router passes them the request as it arrived
// (future.v8_passThroughRequests, decision 162) instead of two rebuilt copies per loader, so its
// own wire details are still in it: a client navigation asks for `/admin/users.data?_routes=…` (the
// root as `/_.data`), and a form posted to an index route carries a bare `?index`. This removes them,
// as React Router's own normalisation does, so a redirect, a log line or a query read names the page.
export function routeUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  const params = url.searchParams;
  const bareIndex = params.getAll("index").some((value) => value === "");
  // Rewritten only when there is something to remove: the query otherwise keeps its own spelling.
  if (params.has("_routes") || bareIndex) {
    const kept = params.getAll("index").filter(Boolean);
    params.delete("_routes");
    params.delete("index");
    for (const value of kept) params.append("index", value);
  }
  return url;
}
