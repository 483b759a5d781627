// Compression of answers, with Node's zlib (decision 188). The same rules as Hono's `compress()` before
// it (gzip, else deflate, by the client's Accept-Encoding; compressible types only; not under the
// threshold, not a HEAD, a 206, an encoded answer or one marked no-transform; Vary: Accept-Encoding),
// but the bytes go through zlib rather than `CompressionStream`, whose web-stream adapters cost each
// chunk a transfer and a promise or two. A body that is whole within the turn it starts in (a rendered
// page: decision 261) is compressed in one call; one still coming goes through a zlib stream, which
// stays a Node stream that the Node server pipes to the connection (node-body.ts).
import { Readable, type Transform } from "node:stream";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { addAnswerHeaders } from "./answer-headers.ts";
import { bodyOf, isLightResponse, lazyWebStream, takeNodeStream } from "./node-body.ts";
import { pipeStreams } from "./pipe-streams.ts";
import { readThisTurn } from "./read-this-turn.ts";

const ENCODINGS = ["gzip", "deflate"] as const;
type Encoding = (typeof ENCODINGS)[number];
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The encoding the client prefers among ours: an explicit q=1 wins at once, else the highest q. */
function selectEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === "*")?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcard ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * `body` with `answer`'s status and a copy of its headers. Not `new Response(body, answer)`: made from an
 * answer whose body was read, @hono/node-server's light Response turns at once into a full web Response,
 * its bytes a web stream that the adapter reads back chunk by chunk on the way out; made from a plain
 * init it stays light, and the adapter writes its headers and bytes in one call (decision 272).
 */
function answerWith(body: BodyInit | null, answer: Response): Response {
  // A light answer's status text is never sent (the adapters write its status alone), and asking for it
  // would rebuild the answer around a body already taken.
  const statusText = isLightResponse(answer) ? undefined : answer.statusText;
  return new Response(body, { status: answer.status, statusText, headers: new Headers(answer.headers) });
}

/**
 * `answer` with its Content-Length, its body read whole: for answers that are always small and carry no
 * length (better-auth's JSON), so that the threshold applies. A 368-byte session went through a gzip
 * stream of its own for every call: zlib's set-up, a second Response and the stream's hand-offs.
 */
export async function withLength(answer: Response): Promise<Response> {
  if (!answer.body || answer.headers.has("Content-Length")) return answer;
  const bytes = await answer.arrayBuffer();
  const sized = answerWith(bytes, answer);
  sized.headers.set("Content-Length", String(bytes.byteLength));
  return sized;
}

/**
 * zlib's level for answers compressed as they are sent (a signed-in page, a route's data): 2, not its
 * default 6. These are compressed once per request and are 5-45 KB; level 2 costs a quarter to two
 * thirds of 6's CPU for 6-9% more bytes (250-760 of them). Pages held in the page cache are compressed
 * once, at 9 and with brotli, elsewhere (decision 256).
 */
export const ANSWER_COMPRESSION_LEVEL = 2;
const ZLIB_OPTIONS = { level: ANSWER_COMPRESSION_LEVEL };
/** Each encoding's zlib, for a body whole at once and for one still coming. */
const ZLIB = {
  gzip: { whole: zlib.gzipSync, stream: zlib.createGzip },
  deflate: { whole: zlib.deflateSync, stream: zlib.createDeflate },
} satisfies Record<Encoding, unknown>;

/**
 * A body read whole, compressed in one call in the request thread: no zlib stream to set up and pipe,
 * no hand-offs to libuv's threads and back, and one write of headers and body to the socket.
 */
function compressWhole(chunks: Uint8Array[], encoding: Encoding): Uint8Array<ArrayBuffer> {
  const whole = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  return ZLIB[encoding].whole(whole, ZLIB_OPTIONS);
}

/** A body still coming: what was read, then the rest of `source`, through a zlib stream. */
function compressRest(read: Uint8Array[], source: Readable, encoding: Encoding): Transform {
  const compressor = ZLIB[encoding].stream(ZLIB_OPTIONS);
  for (const chunk of read) compressor.write(chunk);
  // A failure on either side ends both; the connection sees it as the compressed stream's.
  pipeStreams(source, compressor);
  return compressor;
}

/** A body that failed before its end: the answer fails too (the connection is cut), never sent as whole. */
function failedBody(error: Error | undefined): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.error(error ?? new Error("the answer's body closed before its end"));
    },
  });
}

/**
 * The answer's body compressed: whole, with its length, when it ended within this turn; else the rest
 * streamed through zlib, or a failed body when it failed first.
 */
async function compressedBody(
  source: Readable,
  encoding: Encoding,
): Promise<{ body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>; length?: number }> {
  const read = await readThisTurn(source);
  if (read.ended) {
    const whole = compressWhole(read.chunks, encoding);
    return { body: whole, length: whole.byteLength };
  }
  if (read.failed || source.destroyed) return { body: failedBody(read.error) };
  return { body: lazyWebStream(compressRest(read.chunks, source, encoding)) };
}

export function compression({ threshold = 1024 }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { headers } = c.res;
    const length = headers.get("Content-Length");
    const type = headers.get("Content-Type");
    const cacheControl = headers.get("Cache-Control");
    if (
      c.res.status === 206 ||
      headers.has("Content-Encoding") ||
      headers.has("Transfer-Encoding") ||
      c.req.method === "HEAD" ||
      (length && Number(length) < threshold) ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      (cacheControl && NO_TRANSFORM.test(cacheControl))
    )
      return;
    const vary = headers.get("Vary");
    if (vary !== "*" && !(vary && VARIES_BY_ENCODING.test(vary)))
      addAnswerHeaders(c, [["Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding"]]);
    const encoding = selectEncoding(c.req.header("Accept-Encoding"));
    // Read from the light answer's own cache when it holds a stream: `c.res.body` would rebuild it as
    // undici's Response first, only to take the Node stream behind the body (node-body.ts).
    const body = bodyOf(c.res) ?? c.res.body;
    if (!encoding || !body) return;
    const source = takeNodeStream(body) ?? Readable.fromWeb(body as import("node:stream/web").ReadableStream);
    const { body: bytes, length: compressedLength } = await compressedBody(source, encoding);
    const compressed = answerWith(bytes, c.res);
    if (compressedLength !== undefined) compressed.headers.set("Content-Length", String(compressedLength));
    else compressed.headers.delete("Content-Length");
    compressed.headers.set("Content-Encoding", encoding);
    const etag = compressed.headers.get("ETag");
    if (etag && !etag.startsWith("W/")) compressed.headers.set("ETag", `W/${etag}`);
    // Cleared first: Hono would otherwise make the answer a third time to copy the same headers onto it.
    c.res = undefined;
    c.res = compressed;
  };
}
