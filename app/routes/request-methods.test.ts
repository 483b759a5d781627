// Every HTTP method, with and without Origin, sent on a real socket to the whole product (our Hono app
// in front of React Router's handler), as production's Node server receives it. A method fetch's
// Request cannot carry (TRACE, and TRACK and CONNECT, which Node itself handles) or one Node's parser
// does not know (FOO) is answered 405 like any other method the site does not take: never a 5xx,
// never an error-level line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppUnderTest, createAppUnderTest } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";
import { type ListeningServer, listen, rawExchange } from "#tests/support/listening-server.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

let t: TestContext;
let under: AppUnderTest;
let server: ListeningServer;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestContext({}, { log: (line) => lines.push(line) });
  under = await createAppUnderTest(t.services);
  server = await listen(under.app.fetch, { logger: t.services.logger });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await under?.close();
  await t?.close();
});

const PATHS = ["/", "/admin/consultations", "/apply", "/api/auth/sign-in/email"];
const UNCARRIED = ["TRACE", "TRACK", "CONNECT", "FOO", "PROPFIND"];

describe.each(UNCARRIED)("%s", (method) => {
  it.each(PATHS.flatMap((path) => [true, false].map((origin) => ({ path, origin }))))(
    "to $path (Origin: $origin) is answered 405, nothing logged at error level",
    async ({ path, origin }) => {
      lines.length = 0;
      const target = method === "CONNECT" ? "localhost:3000" : path;
      const head = await rawExchange(
        server.port,
        `${method} ${target} HTTP/1.1\r\nHost: localhost:3000\r\n${origin ? `Origin: ${TEST_ORIGIN}\r\n` : ""}\r\n`,
      );
      expect(head.split("\r\n")[0], `${method} ${path}`).toBe("HTTP/1.1 405 Method Not Allowed");
      expect(head).toMatch(/\r\nallow: GET, HEAD, POST(\r\n|$)/i);
      const entries = lines.map((line) => JSON.parse(line) as { level: number });
      expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    },
  );
});
