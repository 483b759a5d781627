// Clients that hang up at any moment of a streamed answer must be harmless: the server keeps serving.
// A real listening server (as server/main.ts builds it) and raw sockets dropped mid-body. A document
// whose render fails midway cuts its connection, and one whose client left stops rendering.
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "#server/app.ts";
import { lazyWebStream } from "#server/http/node-body.ts";
import { closed, connect, type ListeningServer, listen } from "#tests/support/listening-server.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { handleError } from "~/entry.server.tsx";

let t: TestContext;
let server: ListeningServer;
// A typical image (one read from disk) and a large one (still streaming when the client hangs up).
const FILES = {
  "program-images/typical.webp": randomBytes(30 * 1024),
  "program-images/large.webp": randomBytes(4 * 1024 * 1024),
};

// In production an exception outside any handler ends the process; here the test runner survives it,
// so the test collects them and fails on any.
const uncaught: unknown[] = [];
const collectUncaught = (error: unknown) => uncaught.push(error);

const lines: string[] = [];
/** Requests whose handler has started reading the body. */
const reading = new Set<string>();
/** Documents being rendered, by path: a Node stream, as React's renderer gives them (entry.server.tsx). */
const documents = new Map<string, PassThrough>();
/** The signals of pages whose loaders are still waiting, by path. */
const waiting = new Map<string, AbortSignal>();

beforeAll(async () => {
  process.on("uncaughtException", collectUncaught);
  t = await createTestContext({}, { log: (line) => lines.push(line) });
  for (const [key, content] of Object.entries(FILES))
    await t.services.storage.put(key, content, "image/webp");
  // Reads the body of a POST: "/thrown" lets a failure through to the app, "/caught" hands it to
  // React Router's handleError and answers 500, as a route module's action would.
  const reactRouter = async (request: Request, context: Parameters<typeof handleError>[1]["context"]) => {
    const path = new URL(request.url).pathname;
    if (path === "/whole") {
      // A rendered page's two flushes, its shell and its data, within one turn.
      const source = new PassThrough();
      source.write(`<html><body>${"<p>shell</p>".repeat(400)}`);
      source.end("<script>data</script></body></html>");
      return new Response(lazyWebStream(source), { headers: { "Content-Type": "text/html; charset=utf-8" } });
    }
    if (path.startsWith("/document/")) {
      const source = new PassThrough();
      documents.set(path, source);
      return new Response(lazyWebStream(source), { headers: { "Content-Type": "text/html; charset=utf-8" } });
    }
    if (path.startsWith("/waits/")) {
      // A loader still waiting on its reads: it stops when the request's signal says the client left.
      waiting.set(path, request.signal);
      await new Promise((resolve) => request.signal.addEventListener("abort", resolve, { once: true }));
      return new Response("too late");
    }
    if (request.method !== "POST") return new Response("page");
    reading.add(path);
    try {
      await request.text();
    } catch (error) {
      if (path === "/thrown") throw error;
      handleError(error, { request, params: {}, context } as Parameters<typeof handleError>[1]);
      return new Response("Something went wrong", { status: 500 });
    }
    return new Response("read");
  };
  const app = createApp({ services: t.services, reactRouter });
  server = await listen(app.fetch);
});
afterAll(async () => {
  process.off("uncaughtException", collectUncaught);
  await server?.close();
  await t?.close();
});

/**
 * Sends one request and hangs up at the given moment: at once, at the first byte, or mid-body (a HEAD
 * answer has no body: it hangs up once the headers are in).
 */
async function dropAfter(method: string, path: string, moment: "sent" | "first-byte" | "mid-body") {
  const socket = await connect(server.port);
  socket.on("error", () => {});
  const hangUpAt = moment === "mid-body" && method !== "HEAD" ? 16 * 1024 : 1;
  let received = 0;
  socket.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (moment !== "sent" && received >= hangUpAt) socket.destroy();
  });
  socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip, br\r\n\r\n`, () => {
    if (moment === "sent") socket.destroy();
  });
  await closed(socket);
}

describe("a client that disconnects", () => {
  it("mid-download of a stored file, 40 times by GET and HEAD, leaves the server serving it whole", async () => {
    const moments = ["sent", "first-byte", "mid-body"] as const;
    for (const [key, content] of Object.entries(FILES)) {
      const path = `/files/public-files/${key}`;
      for (let i = 0; i < 40; i++) {
        await dropAfter("GET", path, moments[i % 3]!);
        await dropAfter("HEAD", path, moments[i % 3]!);
      }
      const whole = await fetch(`${server.url}${path}`);
      expect(whole.status).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(content)).toBe(true);
      const head = await fetch(`${server.url}${path}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(content.length));
    }
    expect(uncaught).toEqual([]);
  });
});

describe("a page whose client leaves before its answer", () => {
  it("has its request's signal aborted, so its loaders can stop", async () => {
    const socket = await connect(server.port);
    socket.on("error", () => {});
    socket.write("GET /waits/left HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await vi.waitFor(() => expect(waiting.has("/waits/left")).toBe(true), { timeout: 10_000 });
    const signal = waiting.get("/waits/left")!;
    expect(signal.aborted).toBe(false);
    socket.destroy();
    await vi.waitFor(() => expect(signal.aborted).toBe(true), { timeout: 10_000 });
    const next = await fetch(`${server.url}/anything`);
    expect(await next.text()).toBe("page");
    expect(uncaught).toEqual([]);
  });
});

describe("a client that aborts its upload", () => {
  it.each(["/thrown", "/caught"])(
    "to %s is logged once, at info, as an aborted request: not a 503, not a database outage",
    async (path) => {
      lines.length = 0;
      const socket = await connect(server.port);
      socket.on("error", () => {});
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000\r\n\r\n",
      );
      socket.write(Buffer.alloc(64 * 1024, "a"));
      await vi.waitFor(() => expect(reading.has(path), "the handler reads the body").toBe(true), {
        timeout: 10_000,
      });
      socket.destroy();
      await closed(socket);
      const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      await vi.waitFor(
        () => expect(entries().filter((e) => e.path === path && e.method === "POST")).toHaveLength(1),
        { timeout: 10_000 },
      );
      const [entry] = entries().filter((e) => e.path === path);
      expect(entry).toMatchObject({ level: 30, aborted: true, msg: "request aborted by the client" });
      expect(Number(entry!.status)).toBeLessThan(500);
      // No 503 and no word of the database, read from the entries' fields: a line's random request id
      // or timing may hold the digits 503 (a5034162-...), which said nothing about the answer.
      const outageMarks = entries().filter(
        (e) => Number(e.status) === 503 || /database/i.test(JSON.stringify({ ...e, reqId: undefined })),
      );
      expect(outageMarks).toEqual([]);
      expect(entries().filter((e) => Number(e.level) >= 40)).toEqual([]);
      expect(uncaught).toEqual([]);
    },
  );
});

describe("a document whole within its turn", () => {
  it("is compressed in one piece and sent with its length, not chunked", async () => {
    const answer = await fetch(`${server.url}/whole`, { headers: { "Accept-Encoding": "gzip" } });
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(answer.headers.get("transfer-encoding")).toBeNull();
    expect(Number(answer.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await answer.text()).toBe(
      `<html><body>${"<p>shell</p>".repeat(400)}<script>data</script></body></html>`,
    );
  });
});

describe("a document streamed through zlib to the connection", () => {
  /** Asks for a document, gzip accepted; resolves once its answer has started arriving. */
  async function startDocument(path: string) {
    const socket = await connect(server.port);
    socket.on("error", () => {});
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\n\r\n`);
    await vi.waitFor(() => expect(documents.has(path)).toBe(true), { timeout: 10_000 });
    const source = documents.get(path)!;
    // Incompressible enough that zlib sends some before the end.
    source.write(randomBytes(96 * 1024).toString("base64"));
    await vi.waitFor(() => expect(received).toContain("content-encoding: gzip"), { timeout: 10_000 });
    return { socket, source, received: () => received };
  }

  it("is cut off when its render fails midway, and the server goes on serving", async () => {
    const { socket, source, received } = await startDocument("/document/fails");
    source.destroy(new Error("render failed midway"));
    await closed(socket);
    expect(received()).toMatch(/^HTTP\/1\.1 200/);
    // A chunked answer that ended would close with a zero-length chunk: this one never does.
    expect(received().endsWith("\r\n0\r\n\r\n")).toBe(false);
    const next = await fetch(`${server.url}/anything`);
    expect(await next.text()).toBe("page");
    expect(uncaught).toEqual([]);
  });

  it("stops rendering when the client hangs up midway", async () => {
    const { socket, source } = await startDocument("/document/dropped");
    socket.destroy();
    await vi.waitFor(() => expect(source.destroyed).toBe(true), { timeout: 10_000 });
    expect(uncaught).toEqual([]);
  });
});
