import type { Context } from "hono";

/**
 * Adds headers to the answer a handler returned, in place. Hono's `c.header()` after the handler
 * copies the whole answer for every call (its bytes become a stream), which costs a page-cache hit
 * more than the rest of its answer. An answer whose headers cannot change (a `fetch()` response) is
 * copied once.
 */
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
