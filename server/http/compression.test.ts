import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ANSWER_COMPRESSION_LEVEL, compression } from "./compression.ts";

// A page's worth of markup, repetitive as rendered HTML is.
const PAGE = Array.from(
  { length: 300 },
  (_, i) => `<li class="flex items-center gap-3 px-3 py-2.5 text-sm">Row ${i}</li>`,
).join("");

const app = new Hono();
app.use(compression({ threshold: 1024 }));
app.get("/page", (c) => c.html(PAGE));
// A body whose end the test decides: still coming after the turn it started in.
let endSlowBody: () => void = () => {};
app.get("/slow", () => {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(PAGE));
      endSlowBody = () => {
        controller.enqueue(new TextEncoder().encode("<p>the rest</p>"));
        controller.close();
      };
    },
  });
  return new Response(stream, { headers: { "Content-Type": "text/html; charset=UTF-8" } });
});
app.get("/broken", () => {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(PAGE));
      controller.error(new Error("render failed"));
    },
  });
  return new Response(stream, { headers: { "Content-Type": "text/html; charset=UTF-8" } });
});
app.get("/small", (c) =>
  c.body("<p>small</p>", 200, { "Content-Type": "text/html; charset=UTF-8", "Content-Length": "12" }),
);

const get = (path: string, acceptEncoding: string) =>
  app.request(path, { headers: { "Accept-Encoding": acceptEncoding } });

describe("compression of answers sent as they are made", () => {
  it("gzips at the answer level, not zlib's default, a body whole in its turn in one piece", async () => {
    const response = await get("/page", "gzip, deflate, br");
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Content-Length")).toBe(
      String(zlib.gzipSync(PAGE, { level: ANSWER_COMPRESSION_LEVEL }).byteLength),
    );
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(zlib.gunzipSync(body).toString()).toBe(PAGE);
    expect(body.equals(zlib.gzipSync(PAGE, { level: ANSWER_COMPRESSION_LEVEL }))).toBe(true);
    expect(body.equals(zlib.gzipSync(PAGE))).toBe(false);
  });

  it("deflates at the same level for a client without gzip", async () => {
    const response = await get("/page", "deflate");
    expect(response.headers.get("Content-Encoding")).toBe("deflate");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(zlib.deflateSync(PAGE, { level: ANSWER_COMPRESSION_LEVEL }))).toBe(true);
  });

  it("streams a body still coming after its turn: the answer leaves before the body has ended", async () => {
    const response = await get("/slow", "gzip");
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Content-Length")).toBeNull();
    endSlowBody();
    const body = Buffer.from(await response.arrayBuffer());
    expect(zlib.gunzipSync(body).toString()).toBe(`${PAGE}<p>the rest</p>`);
  });

  it("fails the answer of a body that fails, rather than sending part of it as whole", async () => {
    const response = await get("/broken", "gzip");
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it("leaves an answer under the threshold, and a client that accepts neither, uncompressed", async () => {
    const small = await get("/small", "gzip");
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.text()).toBe("<p>small</p>");
    const identity = await get("/page", "br");
    expect(identity.headers.get("Content-Encoding")).toBeNull();
    expect(await identity.text()).toBe(PAGE);
  });
});
