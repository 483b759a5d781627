// An answer decided before the client has finished sending its body (too large, wrong origin, not
// signed in) is sent once that body has been read and discarded. Answering first and closing the
// socket makes an HTTP client fail while writing (EPIPE, "socket hang up") before it ever reads the
// answer, so the user sees a network error instead of "The request is too large."
import type { MiddlewareHandler } from "hono";
import { noteClientAbort } from "./client-abort.ts";

const MB = 1024 * 1024;

/**
 * How much of an unread body is discarded before answering. 128 MB is twice the largest body we
 * accept (60 MB of program images), so any honest mistake gets its answer; reading and discarding
 * costs bandwidth, not memory. 30 s bounds a slow sender. Past either bound the answer goes out with
 * `Connection: close` and Node closes the connection after it.
 */
export const DRAIN_LIMITS = { bytes: 128 * MB, ms: 30_000 };

export function drainUnreadBodies(limits = DRAIN_LIMITS): MiddlewareHandler {
  return async (c, next) => {
    // A GET or HEAD has no body (fetch's Request cannot hold one); asking would build the whole Request.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const source = c.req.raw.body;
    if (!source) return next();
    const body = trackBody(source);
    c.req.raw = new Request(c.req.raw, { body: body.stream, duplex: "half" } as RequestInit);
    await next();
    // A body that broke off is the client leaving: the request is logged as aborted, not as our fault.
    if (body.clientGone) noteClientAbort(c);
    if (body.finished) return;
    const declared = Number(c.req.header("content-length"));
    const drained = declared > limits.bytes ? false : await body.drain(limits);
    if (body.clientGone) noteClientAbort(c);
    if (!drained) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Connection", "close");
    }
  };
}

/** The request body, passed on as a stream whose end we see, and whose rest we can discard. */
function trackBody(source: ReadableStream<Uint8Array>) {
  const reader = source.getReader();
  let finished = false;
  let clientGone = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            finished = true;
            controller.close();
          } else controller.enqueue(value);
        } catch (error) {
          finished = true; // the client went away: nothing left to read
          clientGone = true;
          controller.error(error);
        }
      },
      // A consumer giving up (a limit, a parser refusing the body) leaves the rest to drain().
      cancel() {},
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    get finished() {
      return finished;
    },
    /** The body broke off before its end: the client closed its connection. */
    get clientGone() {
      return clientGone;
    },
    /** Reads and discards the rest; true when the body ended within the limits. */
    async drain({ bytes, ms }: { bytes: number; ms: number }): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), ms);
      });
      let read = 0;
      try {
        for (;;) {
          const result = await Promise.race([reader.read(), timedOut]);
          if (result === "timeout") return false;
          if (result.done) return true;
          read += result.value.byteLength;
          if (read > bytes) return false;
        }
      } catch {
        clientGone = true;
        return false; // the client went away while sending
      } finally {
        clearTimeout(timer);
        finished = true;
      }
    },
  };
}
