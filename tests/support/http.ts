// Small helpers for tests that talk HTTP to the real app (createApp + app.request, no socket).
export const TEST_ORIGIN = "http://localhost:3000";

/** A browser-like request: same-origin, optionally with cookies. */
export function browserRequest(path: string, init: RequestInit & { cookie?: string } = {}): Request {
  const headers = new Headers(init.headers);
  headers.set("origin", TEST_ORIGIN);
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(`${TEST_ORIGIN}${path}`, { ...init, headers });
}

/** A browser's JSON POST (as the auth client sends to /api/auth/*), optionally with cookies. */
export function jsonPost(path: string, body: unknown, cookie?: string): Request {
  return browserRequest(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    cookie,
  });
}

/** A form as a browser without JavaScript posts it (a document POST), optionally with cookies. */
export function formPost(path: string, fields: Record<string, string>, cookie?: string): Request {
  return browserRequest(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    cookie,
  });
}

/** The Cookie header a browser would send back after receiving these Set-Cookie headers. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Path and query of an absolute link (e-mail links point at PUBLIC_URL). */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
