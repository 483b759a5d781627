// better-auth's endpoints (/api/auth/*) read JSON bodies and query strings that the form guard
// (read-form.ts) never sees. A control character there reached SQL (a reset or session token, an image
// address) and PostgreSQL refused it (22021): a 500. Here any name or value that the form guard would
// have changed is refused with 400, in better-auth's own error shape, before better-auth runs.
import type { MiddlewareHandler } from "hono";
import { stripControlCharacters } from "#core/forms/text.ts";

export const controlCharacterMessage = "The request holds characters that are not allowed.";

const holdsControlCharacters = (text: string) => stripControlCharacters(text) !== text;

/** Any string in a parsed JSON value, object keys included. */
function anyString(value: unknown, test: (text: string) => boolean): boolean {
  if (typeof value === "string") return test(value);
  if (Array.isArray(value)) return value.some((item) => anyString(item, test));
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, item]) => test(key) || anyString(item, test));
  return false;
}

export function refuseControlCharacters(
  read: (c: Parameters<MiddlewareHandler>[0]) => Request,
): MiddlewareHandler {
  return async (c, next) => {
    const request = read(c);
    const url = new URL(request.url);
    let refused = holdsControlCharacters(decodeURIComponent(url.pathname));
    for (const [name, value] of url.searchParams)
      refused ||= holdsControlCharacters(name) || holdsControlCharacters(value);
    const type = request.headers.get("content-type") ?? "";
    if (!refused && request.body && type.toLowerCase().includes("json")) {
      try {
        refused = anyString(JSON.parse(await request.clone().text()), holdsControlCharacters);
      } catch {
        // Not JSON after all: better-auth answers that itself.
      }
    }
    if (refused) return c.json({ message: controlCharacterMessage, code: "VALIDATION_ERROR" }, 400);
    return next();
  };
}
