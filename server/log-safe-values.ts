// Values as the log records them, applied by the logger to every line (server/logger.ts). A client
// chooses much of what is logged (a path and its query, an address it sent to the auth API, the text
// of an error it caused): every text is cut to MAX_LOGGED_TEXT characters, before anything else reads
// it, so no line can be made half a megabyte long or cost a pattern search that long. A request
// target (a `path` field) keeps its shape and loses what opens an account or names a person: a reset
// link's token becomes `[redacted]`, an address `[email]`, and the query keeps its parameter names
// only (`?q&page`): a search, a token or a filter value is never logged.
export const MAX_LOGGED_TEXT = 500;

// An e-mail address, also percent-encoded in a URL: what is around it (a quote, <>, mailto:) stays.
// It starts only where a run of address characters starts (the look-behind): tried at every position
// of a long run without an @, the search took time in the square of its length (40,000 characters of
// a callback URL held the process for seconds).
const EMAIL_ADDRESS =
  /(?<![^\s@:"'<>(),;[\]\\/?&=])[^\s@:"'<>(),;[\]\\/?&=]+(?:@|%40)[^\s@:"'<>(),;[\]\\/?&=]+/gi;

/** Replaces every e-mail address in a text with "[email]" (log messages, error messages). */
export function redactEmailAddresses(text: string): string {
  if (!text.includes("@") && !text.includes("%40")) return text; // most texts: no search at all
  return text.replace(EMAIL_ADDRESS, "[email]");
}

/** The text, or its first MAX_LOGGED_TEXT characters and how many more there were. */
export function boundText(text: string): string {
  if (text.length <= MAX_LOGGED_TEXT) return text;
  return `${text.slice(0, MAX_LOGGED_TEXT)}…[${text.length - MAX_LOGGED_TEXT} more characters]`;
}

/** Paths whose next segment is a secret: better-auth's reset link, `/api/auth/reset-password/{token}`. */
const SECRET_SEGMENT_AFTER = ["/api/auth/reset-password/"];

/** A request target (path and query) as the log keeps it. */
export function loggedTarget(target: string): string {
  const bounded = boundText(target);
  const query = bounded.indexOf("?");
  let path = query < 0 ? bounded : bounded.slice(0, query);
  for (const prefix of SECRET_SEGMENT_AFTER) {
    if (!path.startsWith(prefix)) continue;
    const end = path.indexOf("/", prefix.length);
    path = `${prefix}[redacted]${end < 0 ? "" : path.slice(end)}`;
  }
  path = redactEmailAddresses(path);
  if (query < 0) return path;
  // Names as sent (still percent-encoded), each once.
  const names = new Set(
    bounded
      .slice(query + 1)
      .split("&")
      .map((pair) => pair.split("=", 1)[0]!),
  );
  names.delete("");
  return `${path}?${redactEmailAddresses([...names].join("&"))}`;
}

const MAX_DEPTH = 4;

function safeValue(value: unknown, key: string, depth: number): unknown {
  if (typeof value === "string") return key === "path" ? loggedTarget(value) : boundText(value);
  if (value === null || typeof value !== "object" || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => safeValue(item, "", depth + 1));
  // Errors go to their own serializer (log-safe-error.ts); dates, buffers and the like stay as they are.
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) out[name] = safeValue(item, name, depth + 1);
  return out;
}

/** A logging call's arguments (an object of fields, a message, values for the message), made safe. */
export function safeLogArguments(args: unknown[]): unknown[] {
  return args.map((arg) => safeValue(arg, "", 0));
}
