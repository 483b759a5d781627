// Headers added to an answer after its handler, in place. Hono's `c.header()` there copies the whole
// answer for every call (its bytes become a stream), which costs a page-cache hit more than the rest of
// its answer (docs/decisions/143-form-stamp-cookie-one-cache-path.md).
import type { Context, MiddlewareHandler } from "hono";

/** Adds headers to the answer; one whose headers cannot change (a `fetch()` response) is copied once. */
export function addAnswerHeaders(c: Context, headers: [string, string][], { append = false } = {}) {
  const write = (target: Headers) => {
    for (const [name, value] of headers) {
      if (append) target.append(name, value);
      else target.set(name, value);
    }
  };
  try {
    write(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    write(c.res.headers);
  }
}

/**
 * Hono answers a HEAD with the GET answer's status and headers as that answer was made, and
 * @hono/node-server's light Response keeps headers added in place apart from those (or has none): the
 * outermost middleware hands it a HEAD answer made from the headers as they are at the end.
 */
export function completeHeadAnswers(): MiddlewareHandler {
  // Any other method goes straight on (no await of its own: this runs for every request).
  return (c, next) => (c.req.method === "HEAD" ? headAnswer(c, next) : next());
}

async function headAnswer(c: Context, next: () => Promise<void>) {
  await next();
  const { status, headers } = c.res;
  const answer = new Response(null, { status, headers });
  // Cleared first: Hono would otherwise copy the old answer's headers (as made) onto this one.
  c.res = undefined;
  c.res = answer;
}
