// In the server, @hono/node-server's light Response stands in for the global one: a page's answer keeps
// its Node stream and headers as given until something asks for what it cannot answer from them. The
// compression middleware takes the stream and copies the headers without making it rebuild itself as
// undici's Response (decision 272 for the answer it makes; this file for the one it reads).
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { expect, it } from "vitest";
import { ANSWER_COMPRESSION_LEVEL, compression } from "./compression.ts";
import { isLightResponse, lazyWebStream } from "./node-body.ts";

// What the server does when it starts: the global Response becomes the light one.
getRequestListener(() => new Response(null));

const PAGE = Array.from({ length: 300 }, (_, i) => `<li class="px-3 py-2.5">Row ${i}</li>`).join("");

it("compresses a page's Node stream without rebuilding the light answer around it", async () => {
  let page: Response | undefined;
  const app = new Hono();
  app.use(compression({ threshold: 1024 }));
  app.get("/page", () => {
    page = new Response(lazyWebStream(Readable.from([Buffer.from(PAGE)])), {
      status: 200,
      headers: { "Content-Type": "text/html; charset=utf-8", "X-Kept": "yes" },
    });
    return page;
  });
  const response = await app.request("/page", { headers: { "Accept-Encoding": "gzip" } });
  expect(page && isLightResponse(page)).toBe(true);
  expect(response.status).toBe(200);
  expect(response.headers.get("X-Kept")).toBe("yes");
  expect(response.headers.get("Content-Encoding")).toBe("gzip");
  const body = Buffer.from(await response.arrayBuffer());
  expect(zlib.gunzipSync(body).toString()).toBe(PAGE);
  expect(body.equals(zlib.gzipSync(PAGE, { level: ANSWER_COMPRESSION_LEVEL }))).toBe(true);
});
