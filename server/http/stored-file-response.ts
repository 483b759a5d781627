// The answer for a stored file. Its Node stream becomes a web stream made for it (Readable.toWeb):
// when the client hangs up, the response body is cancelled and the file stream destroyed. Handing the
// Node stream to `new Response` directly (an async iterable to undici) throws "ReadableStream is
// already closed" outside any handler when a download is dropped, which ends the process.
import { Readable } from "node:stream";
import { storageMessages } from "#core/content/program-images/program-image-messages.ts";
import type { Logger } from "#server/logger.ts";
import type { StoredFile } from "#server/storage/storage.ts";

export function storedFileResponse(file: StoredFile, method: string): Response {
  const headers = {
    "Content-Type": file.contentType,
    "Content-Length": String(file.size),
    // Keys are unique and never overwritten, so a file at a URL never changes.
    "Cache-Control": "public, max-age=31536000, immutable",
  };
  if (method === "HEAD") {
    // Nobody will read it: close the file now rather than leave it open until garbage collection.
    file.body.destroy();
    return new Response(null, { headers });
  }
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { headers });
}

/** The file store did not answer a read (bucket gone, refused, unreachable): 503, logged, never a 500. */
export function storeUnavailableResponse(error: unknown, logger: Logger): Response {
  logger.warn(
    { err: error instanceof Error && error.cause ? error.cause : error },
    "file store: read failed",
  );
  return new Response(storageMessages.fileUnavailable, {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": "30",
      "Cache-Control": "no-store",
    },
  });
}
