// The one way a loader or action reads its URL's query string: every name and value with control
// characters removed (core/forms/text.ts), as the body guard does for forms, so a NUL in a URL
// (?q=%00, ?edit=%00) never reaches SQL, which refuses it (22021) with a 500.
import { stripControlCharacters } from "#core/forms/text.ts";
import { routeUrl } from "#server/http/route-url.ts";

export function readQuery(request: Request): URLSearchParams {
  const clean = new URLSearchParams();
  for (const [name, value] of routeUrl(request).searchParams)
    clean.append(stripControlCharacters(name), stripControlCharacters(value));
  return clean;
}
