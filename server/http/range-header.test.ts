// A Range header is ignored on every method (server/http/ignore-ranges.ts): whatever the method, the
// path or the body, the answer is never a server error. Sent through a real listening server, whose
// requests carry a body stream for every method but GET and HEAD, as production's do.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { type ListeningServer, listen } from "#tests/support/listening-server.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let server: ListeningServer;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestContext({}, { log: (line) => lines.push(line) });
  const app = createApp({ services: t.services, reactRouter: async () => new Response("page") });
  server = await listen(app.fetch);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const PATHS = ["/", "/robots.txt", "/apply", "/api/auth/sign-in/email", "/files/public-files/missing.webp"];
const RANGES = ["bytes=0-1", "bytes=99999999-", "bytes=500-100", "bytes=abc"];

describe("a request with a Range header", () => {
  it.each(METHODS.flatMap((method) => PATHS.map((path) => ({ method, path }))))(
    "$method $path is never answered 5xx, with or without a body",
    async ({ method, path }) => {
      for (const range of RANGES) {
        for (const body of method === "GET" || method === "HEAD" ? [undefined] : [undefined, "title=Mr"]) {
          const response = await fetch(`${server.url}${path}`, {
            method,
            headers: {
              Origin: "http://localhost:3000",
              Range: range,
              ...(body ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
            },
            body,
          });
          await response.arrayBuffer();
          expect(response.status, `${method} ${path} Range: ${range} body: ${body}`).toBeLessThan(500);
        }
      }
      expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
    },
  );
});
