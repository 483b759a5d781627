// Answers whose bytes come from a Node stream (a rendered document, a compressed body) stay Node streams
// all the way to the socket (decision 188). The Response still has a web body, for whoever reads it
// that way (`app.fetch` in tests, a middleware that replaces the body): a stream that starts reading the
// Node one only when first read. The Node server (node-server.ts) finds the Node stream behind that body
// and pipes it to the connection itself, so no web stream, reader or per-chunk promise stands between
// React's renderer, zlib and the socket. Bundled twice (the server entry, React Router's build): the
// mark is a registered symbol, the same in both.
import { Readable } from "node:stream";

const NODE_STREAM = Symbol.for("sovereign-defence.node-stream");

type MarkedStream = ReadableStream<Uint8Array> & { [NODE_STREAM]?: Readable };

/** A web stream over `source` that reads nothing until it is read itself. */
export function lazyWebStream(source: Readable): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const stream: MarkedStream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= (Readable.toWeb(source) as ReadableStream<Uint8Array>).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        source.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 0 },
  );
  stream[NODE_STREAM] = source;
  return stream;
}

/**
 * @hono/node-server's own Response keeps a body and its headers in a cache until something asks for
 * what it cannot answer from it (`body` among them), and then rebuilds itself from its first headers:
 * a header added since (Retry-After on a 503) would be lost. The cache's symbol is private; found once.
 */
let lightResponseCache: symbol | undefined;

/** The light Response's cache (status, body, headers), or undefined for any other Response. */
function lightCacheOf(response: Response): unknown[] | undefined {
  lightResponseCache ??= Object.getOwnPropertySymbols(response).find((s) => s.description === "cache");
  const cache = lightResponseCache && (response as unknown as Record<symbol, unknown>)[lightResponseCache];
  return Array.isArray(cache) ? cache : undefined;
}

/** Whether `response` is @hono/node-server's light Response, not yet rebuilt. */
export const isLightResponse = (response: Response) => lightCacheOf(response) !== undefined;

/** A Response's body, read without making @hono/node-server's light Response rebuild itself. */
export function bodyOf(response: Response): ReadableStream<Uint8Array> | null {
  const cache = lightCacheOf(response);
  if (!cache) return response.body;
  const body: unknown = cache[1];
  return body instanceof ReadableStream ? body : null;
}

/**
 * The Node stream behind a body made by `lazyWebStream`, taken for piping: the web body is locked, so
 * nothing else reads it. Null when the body is anything else, or is being read already.
 */
export function takeNodeStream(body: ReadableStream<Uint8Array> | null): Readable | null {
  const source = (body as MarkedStream | null)?.[NODE_STREAM];
  if (!body || !source || body.locked) return null;
  body.getReader();
  return source;
}
