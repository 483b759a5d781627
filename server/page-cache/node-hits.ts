// Page-cache hits answered by the Node server itself, before the framework: an anonymous GET of a page
// held in memory costs a map lookup, the version check and one write, not a fetch Request, a middleware
// chain and a Response (docs/decisions/121-public-page-cache-and-csp.md). Anything this path is not sure
// of goes on to the app unchanged, where the same cache answers it in the usual middleware order.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  SCRIPT_HASHES_HEADER,
  type SecurityOptions,
  securityHeaderList,
} from "#server/http/security-headers.ts";
import type { Logger } from "#server/logger.ts";
import type { PageCache } from "./page-cache.ts";

/** Answers the request from the page cache and says so, or says false and leaves it untouched. */
export type NodePageCacheHits = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** The request id a client or proxy sent, when it is one we can log (as Hono's requestId accepts it). */
const validRequestId = (value: string | string[] | undefined) =>
  typeof value === "string" && value.length > 0 && value.length <= 255 && !/[^\w\-=]/.test(value)
    ? value
    : null;

export function nodePageCacheHits(
  cache: Pick<PageCache, "lookupHit">,
  options: { security: SecurityOptions; logger: Logger },
): NodePageCacheHits {
  // A cached page's policy has no nonce (its inline scripts are allowed by hash): one list per page kind.
  const policies = new Map<string, [string, string][]>();
  const securityFor = (pageHashes: string | null) => {
    const key = pageHashes ?? "";
    let headers = policies.get(key);
    if (!headers) {
      headers = securityHeaderList(options.security, { pageHashes });
      policies.set(key, headers);
    }
    return headers;
  };

  return async (req, res) => {
    const url = req.url ?? "";
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    // Escaped or unusual paths, and requests with a body, take the app's way (decoding, draining).
    if (req.method !== "GET" || !path.startsWith("/") || path.includes("%")) return false;
    if (req.headers["transfer-encoding"] || (req.headers["content-length"] ?? "0") !== "0") return false;
    const started = performance.now();
    const answer = await cache.lookupHit({
      method: "GET",
      path,
      hasQuery: queryAt !== -1,
      hasCredentials: req.headers.authorization !== undefined,
      cookie: req.headers.cookie,
      acceptEncoding: req.headers["accept-encoding"],
    });
    if (!answer) return false;

    const reqId = validRequestId(req.headers["x-request-id"]) ?? randomUUID();
    const hashesName = SCRIPT_HASHES_HEADER.toLowerCase();
    const pageHashes = answer.headers.find(([name]) => name.toLowerCase() === hashesName)?.[1] ?? null;
    const raw: string[] = [];
    for (const [name, value] of answer.headers) if (name.toLowerCase() !== hashesName) raw.push(name, value);
    for (const [name, value] of securityFor(pageHashes)) raw.push(name, value);
    const body = typeof answer.body === "string" ? Buffer.from(answer.body) : answer.body;
    raw.push("Content-Length", String(body.byteLength), "X-Request-Id", reqId);
    res.writeHead(200, raw);
    res.end(body);
    options.logger.info({
      reqId,
      method: "GET",
      path,
      status: 200,
      ms: Math.round(performance.now() - started),
    });
    return true;
  };
}
