// GET /api/auth/get-session, answered by better-auth's own endpoint through its server API (decision
// 192). Its HTTP handler builds, for every request, a copy of its context, every endpoint of every
// plugin and a router over them, before running the same endpoint: about half of the CPU of a call.
// For a GET of this path the router adds nothing else: no body, its origin check passes GETs, its rate
// limit has no rule for this path (auth.ts), and no plugin of ours hooks requests or responses. The
// query is read as its router reads it. Any other method (a HEAD, the POST of deferred refresh) still
// goes through the handler.
import type { Auth } from "./auth.ts";

/** The query as better-call's router hands it to an endpoint: a repeated name becomes a list. */
function routerQuery(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  url.searchParams.forEach((value, key) => {
    const held = query[key];
    if (held === undefined) query[key] = value;
    else if (Array.isArray(held)) held.push(value);
    else query[key] = [held, value];
  });
  return query;
}

export async function getSessionAnswer(auth: Auth, request: Request): Promise<Response> {
  return auth.api.getSession({
    headers: request.headers,
    query: routerQuery(new URL(request.url)) as never,
    request,
    asResponse: true,
  });
}
