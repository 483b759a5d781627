// The public page cache (docs/decisions/121-public-page-cache-and-csp.md). An anonymous GET of a page
// that renders as a static document is rendered once per version of the public content and served
// from memory, compressed once (brotli, or gzip for clients without it), until the content changes or
// a minute passes (pages also show the month of the next intake). What it never stores or serves, whatever a page says:
// - a request with a query string, a cookie other than the time-zone hint, or credentials;
// - the private areas (server/http/private-responses.ts) and React Router's data requests;
// - an answer other than 200, one that sets a cookie or says private/no-store, or one that is not a
//   static document (those carry the request's CSP nonce, which no other answer may reuse).
// Values no two visitors may share (the application form's time stamp) are holes filled per answer.
import type { Context, MiddlewareHandler } from "hono";
import { TIME_ZONE_COOKIE } from "#core/dates/time-zone.ts";
import { isPrivatePath } from "#server/http/private-responses.ts";
import type { PageCacheRender } from "#server/load-context.ts";
import { brotliFilled, brotliTemplate } from "./brotli-template.ts";
import { gzipFilled, gzipTemplate } from "./gzip-template.ts";
import { fillTemplate, holeMarker, type PageTemplate, parseTemplate } from "./holes.ts";

/** Set by the server render on a static document rendered for the cache; never sent to the browser. */
export const STATIC_DOCUMENT_HEADER = "X-Internal-Static-Document";
/** Says whether an answer came from the cache (`hit`) or was rendered to be stored (`miss`). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export type PageCacheOptions = {
  /** The version of what public pages are made from, as fresh as the request (server/content/). */
  contentVersion(): Promise<number>;
  /** Renders the page with the cache's render context (no nonce, holes for per-answer values). */
  render(c: Context, pageCache: PageCacheRender): Promise<Response>;
  /** A fresh value for each hole a page may hold, by hole name (holes.ts). */
  fillers: Record<string, () => string>;
  maxAgeMs?: number;
  maxEntries?: number;
  now?: () => number;
};

type Entry = {
  version: number;
  storedAt: number;
  headers: [string, string][];
  template: PageTemplate;
  /** The page compressed once, its holes filled per answer (gzip-template.ts). */
  gzip: Compressed;
  /** The same with brotli (brotli-template.ts), when that is smaller than gzip. */
  brotli: Compressed | null;
};

/** A page's compressed bytes for the values of its holes. */
type Compressed = (values: string[]) => Uint8Array<ArrayBuffer>;

/** A page without holes is the same bytes for everyone: made once. */
function compressed(fill: (values: string[]) => Buffer, holes: number): Compressed {
  if (holes > 0) return (values) => new Uint8Array(fill(values));
  const bytes = new Uint8Array(fill([]));
  return () => bytes;
}

const ALLOWED_COOKIES = new Set([TIME_ZONE_COOKIE]);

/** What the cache needs to know of a request, read from a fetch Request or a Node request alike. */
export type CacheRequest = {
  method: string;
  /** The path as routed (no query string). */
  path: string;
  hasQuery: boolean;
  hasCredentials: boolean;
  cookie: string | null | undefined;
  acceptEncoding: string | null | undefined;
};

/** A page answered from memory: its headers (page, cache state, encoding) and its bytes. */
export type CachedAnswer = { headers: [string, string][]; body: Uint8Array<ArrayBuffer> | string };

/** Whether the request is anonymous and names its page by its path alone. */
export function isCacheable(request: CacheRequest): boolean {
  const { path } = request;
  if (request.method !== "GET" || request.hasQuery || request.hasCredentials) return false;
  if (isPrivatePath(path) || path.endsWith(".data") || path.startsWith("/api/")) return false;
  if (!request.cookie) return true;
  return request.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]!.trim())
    .every((name) => name === "" || ALLOWED_COOKIES.has(name));
}

function fromFetchRequest(request: Request, path: string): CacheRequest {
  return {
    method: request.method,
    path,
    hasQuery: request.url.includes("?"),
    hasCredentials: request.headers.has("authorization"),
    cookie: request.headers.get("cookie"),
    acceptEncoding: request.headers.get("accept-encoding"),
  };
}

/** Whether the request is anonymous and names its page by its path alone. */
export function isCacheableRequest(request: Request, path: string): boolean {
  return isCacheable(fromFetchRequest(request, path));
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

/** The brotli form of a page, when it is smaller than the gzip one (a page whose holes come early is not). */
async function smallerBrotli(template: PageTemplate, gzip: Compressed): Promise<Compressed | null> {
  const brotli = await brotliTemplate(template).catch(() => null);
  if (!brotli) return null;
  const empty = template.holes.map(() => "");
  const form = compressed((values) => brotliFilled(brotli, values), template.holes.length);
  return form(empty).length < gzip(empty).length ? form : null;
}

export type PageCache = {
  /**
   * The page held for this request at the current version, or null. The Node server asks it first,
   * before any framework work (server/page-cache/node-hits.ts).
   */
  lookupHit(request: CacheRequest): Promise<CachedAnswer | null>;
  /** The same as a middleware, for requests that reach the app (tests, and any the server passed on). */
  serveHits: MiddlewareHandler;
  /** Renders and stores cacheable pages; mounted just before React Router. */
  renderAndStore: MiddlewareHandler;
};

export function pageCache(options: PageCacheOptions): PageCache {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 200;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** The render under way per page: requests for a stale page that arrive meanwhile wait for it. */
  const rendering = new Map<string, Promise<Entry | null>>();
  const renderContext: PageCacheRender = { hole: holeMarker };

  const store = async (key: string, version: number, response: Response): Promise<Entry | null> => {
    if (!isStorable(response)) return null;
    const template = parseTemplate(await response.text());
    const headers = [...response.headers].filter(
      ([name]) =>
        !["content-length", "content-encoding", STATIC_DOCUMENT_HEADER.toLowerCase()].includes(name),
    );
    const gzipped = gzipTemplate(template);
    const gzip = compressed((values) => gzipFilled(gzipped, values), template.holes.length);
    const brotli = await smallerBrotli(template, gzip);
    const entry: Entry = { version, storedAt: now(), headers, template, gzip, brotli };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  };

  const answerParts = (entry: Entry, state: "hit" | "miss", acceptEncoding: string | null | undefined) => {
    const headers: [string, string][] = [
      ...entry.headers,
      [PAGE_CACHE_HEADER, state],
      ["Vary", "Accept-Encoding"],
    ];
    const values = entry.template.holes.map((hole) => options.fillers[hole]?.() ?? "");
    if (entry.brotli && accepts(acceptEncoding, "br")) {
      headers.push(["Content-Encoding", "br"]);
      return { headers, body: entry.brotli(values) };
    }
    if (!accepts(acceptEncoding, "gzip")) return { headers, body: fillTemplate(entry.template, values) };
    headers.push(["Content-Encoding", "gzip"]);
    return { headers, body: entry.gzip(values) };
  };
  const answer = (c: Context, entry: Entry, state: "hit" | "miss"): Response => {
    const { headers, body } = answerParts(entry, state, c.req.header("accept-encoding"));
    return new Response(body, { status: 200, headers: new Headers(headers) });
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

  /** The entry held for a cacheable request at the content's current version, or null. */
  const heldForRequest = async (request: CacheRequest, version: () => Promise<number | null>) => {
    if (!entries.has(request.path) || !isCacheable(request)) return null;
    const current = await version();
    return current === null ? null : heldFor(request.path, current);
  };

  const lookupHit = async (request: CacheRequest): Promise<CachedAnswer | null> => {
    const held = await heldForRequest(request, () => options.contentVersion().catch(() => null));
    return held ? answerParts(held, "hit", request.acceptEncoding) : null;
  };

  /** Answers from memory when the page is held at the current version; anything else goes on. */
  const serveHits: MiddlewareHandler = async (c, next) => {
    // The version is remembered for the request, so a miss renders under the version it was checked at.
    const held = await heldForRequest(fromFetchRequest(c.req.raw, c.req.path), () => versionFor(c.req.raw));
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
    const rendered = options.render(c, renderContext);
    const storing = rendered
      .then((response) => store(key, version, response))
      .catch(() => null)
      .finally(() => rendering.delete(key));
    rendering.set(key, storing);
    const response = await rendered;
    const entry = await storing;
    if (entry) return answer(c, entry, "miss");
    // Not for anyone else: this visitor's answer, with its holes filled and the internal mark removed.
    return withHolesFilled(response, options.fillers);
  };

  return { lookupHit, serveHits, renderAndStore };
}

async function withHolesFilled(response: Response, fillers: Record<string, () => string>): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete(STATIC_DOCUMENT_HEADER);
  if (!(headers.get("content-type") ?? "").startsWith("text/html") || !response.body) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const template = parseTemplate(await response.text());
  const html = fillTemplate(
    template,
    template.holes.map((hole) => fillers[hole]?.() ?? ""),
  );
  headers.delete("content-length");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
