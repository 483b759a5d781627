// A resource's file as the browser gets it: streamed (the stream is cancelled when the client hangs
// up), never kept by any cache, and named for saving. PDFs, images and videos open in the browser;
// office documents and text are downloaded.
import { Readable } from "node:stream";
import type { OpenedResourceFile } from "./open-resource-file.ts";

const SHOWN_INLINE = /^(application\/pdf|image\/|video\/)/;

/** `filename` for every browser (ASCII, quotes dropped) and `filename*` with the exact UTF-8 name. */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function resourceFileResponse(opened: OpenedResourceFile, method: string): Response {
  const { file, fileName, contentType } = opened;
  const headers = {
    "Content-Type": contentType,
    "Content-Length": String(file.size),
    "Content-Disposition": contentDisposition(
      SHOWN_INLINE.test(contentType) ? "inline" : "attachment",
      fileName,
    ),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  };
  if (method === "HEAD") {
    file.body.destroy();
    return new Response(null, { headers });
  }
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { headers });
}
