// The public page cache (docs/decisions/121-public-page-cache-and-csp.md). An anonymous GET of a page
// that renders as a static document is rendered once per version of the public content and served
// from memory, compressed once (brotli, or gzip for clients without it), until the content changes or
// a minute passes (pages also show the month of the next intake). What it never stores or serves, whatever a page says:
// - a request with a query string, a cookie other than the time-zone hint, or credentials;
// - the private areas (server/http/private-responses.ts) and React Router's data requests;
// - an answer other than 200, one that sets a cookie or says private/no-store, or one that is not a
//   static document (those carry the request's CSP nonce, which no other answer may reuse).
// A stored page is the same bytes for every visitor: a value no two visitors may share never goes in
// the HTML (the application form's time stamp is a cookie, server/http/form-token-cookie.ts).
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { TIME_ZONE_COOKIE } from "#core/dates/time-zone.ts";
import { isPrivatePath } from "#server/http/private-responses.ts";
import { FORM_TOKEN_COOKIE } from "#server/leads/applications/form-token.ts";

/** Set by the server render on a static document rendered for the cache; never sent to the browser. */
export const STATIC_DOCUMENT_HEADER = "X-Internal-Static-Document";
/** Says whether an answer came from the cache (`hit`) or was rendered to be stored (`miss`). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export type PageCacheOptions = {
  /** The version of what public pages are made from, as fresh as the request (server/content/). */
  contentVersion(): Promise<number>;
  /** Renders the page for the cache (a static document carries no nonce then). */
  render(c: Context): Promise<Response>;
  maxAgeMs?: number;
  /**
   * What the held pages may take, in bytes (every encoding of each, decision 156): past it the least
   * recently stored go first. A page larger than the whole budget is served but not held.
   */
  maxBytes?: number;
  now?: () => number;
};

/** A page as stored: its bytes for each encoding, compressed once, and the headers they go with. */
type Entry = {
  version: number;
  /** The bytes of its bodies, counted against the cache's budget. */
  bytes: number;
  storedAt: number;
  identity: Encoded;
  gzip: Encoded;
  /** Brotli when that is smaller than gzip (a fifth smaller for a page). */
  brotli: Encoded | null;
};
type Encoded = { body: Uint8Array<ArrayBuffer>; headers: [string, string][] };

/**
 * Cookies that say nothing about who asks: the time-zone hint (a static document does not read it) and
 * the application form's time stamp (read only by the form's submission).
 */
const ALLOWED_COOKIES = new Set([TIME_ZONE_COOKIE, FORM_TOKEN_COOKIE]);

/** Whether the request is anonymous and names its page by its path alone. */
export function isCacheableRequest(request: Request, path: string): boolean {
  if (request.method !== "GET" || request.url.includes("?") || request.headers.has("authorization")) {
    return false;
  }
  if (isPrivatePath(path) || path.endsWith(".data") || path.startsWith("/api/")) return false;
  const cookie = request.headers.get("cookie");
  if (!cookie) return true;
  return cookie
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .every((name) => name === "" || ALLOWED_COOKIES.has(name));
}

/** Whether an answer rendered for the cache may be served to anyone else. */
function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    response.headers.get(STATIC_DOCUMENT_HEADER) === "1" &&
    !response.headers.has("set-cookie") &&
    !/private|no-store/i.test(cacheControl) &&
    (response.headers.get("content-type") ?? "").startsWith("text/html")
  );
}

function accepts(header: string | null | undefined, encoding: "br" | "gzip"): boolean {
  return (header ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return (coding === encoding || coding === "*") && (q === undefined || Number(q.slice(2)) > 0);
  });
}

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/** The page's bytes for each encoding, compressed once, off the main thread (brotli 11 takes a while). */
async function encodings(html: string) {
  const identity = new Uint8Array(Buffer.from(html));
  const [gzipBytes, brotliBytes] = await Promise.all([
    gzipped(identity, { level: 9 }),
    brotlied(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }).catch(() => null),
  ]);
  const brotli = brotliBytes && brotliBytes.length < gzipBytes.length ? new Uint8Array(brotliBytes) : null;
  return { identity, gzip: new Uint8Array(gzipBytes), brotli };
}

/**
 * 8 MiB: a public page is about 100 KB in its three encodings (80 KB of HTML, 15 KB gzip, 12 KB
 * brotli), so some eighty pages; bytes, not a count, because a page's size is not fixed (decision 156).
 */
export const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

export type PageCache = {
  /** Answers from memory when the page is held at the current version; anything else goes on. */
  serveHits: MiddlewareHandler;
  /** Renders and stores cacheable pages; mounted just before React Router. */
  renderAndStore: MiddlewareHandler;
};

export function pageCache(options: PageCacheOptions): PageCache {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let heldBytes = 0;
  /** The render under way per page: requests for a stale page that arrive meanwhile wait for it. */
  const rendering = new Map<string, Promise<Entry | null>>();

  const forget = (key: string) => {
    const held = entries.get(key);
    if (!held) return;
    entries.delete(key);
    heldBytes -= held.bytes;
  };

  const store = async (key: string, version: number, response: Response): Promise<Entry | null> => {
    if (!isStorable(response)) return null;
    const bytes = await encodings(await response.text());
    const headers: [string, string][] = [
      ...[...response.headers].filter(
        ([name]) =>
          !["content-length", "content-encoding", STATIC_DOCUMENT_HEADER.toLowerCase()].includes(name),
      ),
      ["Vary", "Accept-Encoding"],
    ];
    const encoded = (body: Uint8Array<ArrayBuffer>, encoding?: string): Encoded => ({
      body,
      headers: encoding ? [...headers, ["Content-Encoding", encoding]] : headers,
    });
    const entry: Entry = {
      version,
      bytes: bytes.identity.byteLength + bytes.gzip.byteLength + (bytes.brotli?.byteLength ?? 0),
      storedAt: now(),
      identity: encoded(bytes.identity),
      gzip: encoded(bytes.gzip, "gzip"),
      brotli: bytes.brotli && encoded(bytes.brotli, "br"),
    };
    forget(key);
    if (entry.bytes > maxBytes) return entry;
    entries.set(key, entry);
    heldBytes += entry.bytes;
    // A Map iterates in insertion order: the first key is the page stored longest ago.
    while (heldBytes > maxBytes) forget(entries.keys().next().value!);
    return entry;
  };

  const answer = (c: Context, entry: Entry, state: "hit" | "miss"): Response => {
    const acceptEncoding = c.req.header("accept-encoding");
    const { body, headers } =
      entry.brotli && accepts(acceptEncoding, "br")
        ? entry.brotli
        : accepts(acceptEncoding, "gzip")
          ? entry.gzip
          : entry.identity;
    return new Response(body, {
      status: 200,
      headers: new Headers([...headers, [PAGE_CACHE_HEADER, state]]),
    });
  };

  /** The version each cacheable request was checked against, so its render is stored under it. */
  const checkedVersion = new WeakMap<Request, number | null>();
  /** Null when the content cannot be read: the page is then rendered as usual, and its loader reports it. */
  const versionFor = async (request: Request) => {
    let version = checkedVersion.get(request);
    if (version === undefined) {
      version = await options.contentVersion().catch(() => null);
      checkedVersion.set(request, version);
    }
    return version;
  };
  const heldFor = (key: string, version: number) => {
    const held = entries.get(key);
    return held && held.version >= version && now() - held.storedAt < maxAgeMs ? held : null;
  };

  const serveHits: MiddlewareHandler = async (c, next) => {
    const key = c.req.path;
    if (!entries.has(key) || !isCacheableRequest(c.req.raw, key)) return next();
    // The version is remembered for the request, so a miss renders under the version it was checked at.
    const version = await versionFor(c.req.raw);
    const held = version === null ? null : heldFor(key, version);
    return held ? answer(c, held, "hit") : next();
  };

  /** Renders a cacheable page once for everyone (concurrent requests for a stale one wait) and stores it. */
  const renderAndStore: MiddlewareHandler = async (c, next) => {
    const key = c.req.path;
    if (!isCacheableRequest(c.req.raw, key)) return next();
    const version = await versionFor(c.req.raw);
    if (version === null) return next();
    const held = heldFor(key, version);
    if (held) return answer(c, held, "hit");

    // Requests wait for another's render only for a page known to be cacheable (held before, now stale):
    // a page that is never stored (an error, a page with its own data) keeps rendering concurrently.
    const pending = entries.has(key) ? rendering.get(key) : undefined;
    if (pending) {
      const entry = await pending;
      // Rendered for a version at least as new as this request's: serve it; otherwise render alone.
      if (entry && entry.version >= version) return answer(c, entry, "hit");
      return next();
    }
    const rendered = options.render(c);
    const storing = rendered
      .then((response) => store(key, version, response))
      .catch(() => null)
      .finally(() => rendering.delete(key));
    rendering.set(key, storing);
    const response = await rendered;
    const entry = await storing;
    if (entry) return answer(c, entry, "miss");
    // Not for anyone else: this visitor's answer, without the internal mark.
    return withoutInternalMark(response);
  };

  return { serveHits, renderAndStore };
}

function withoutInternalMark(response: Response): Response {
  if (!response.headers.has(STATIC_DOCUMENT_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.delete(STATIC_DOCUMENT_HEADER);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
