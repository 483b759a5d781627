// The production server process, sent what no browser sends, on each database: every method (the
// usual seven, TRACE, CONNECT and one no standard names) with and without Origin, signed in and not,
// to a public page, an admin page, /apply and the auth API; bodies and headers that stop arriving; and
// half a megabyte of callback address to the auth API. No answer is a 5xx, none is missing, stalled
// requests are answered 408 and closed, and the log has no error-level line and no line holding the
// client's text whole. Read from the process's own output, as an operator reads it.
import { rmSync } from "node:fs";
import net from "node:net";
import { expect, test } from "@playwright/test";
import {
  databases,
  freePort,
  freshPostgresDatabase,
  killServers,
  type ServerProcess,
  startServer,
  untilHealthy,
} from "./processes.ts";

test.afterEach(killServers);

const ADMIN = { email: "hostile-admin@e2e.test", password: "hostile-admin-password" };
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT", "FOO"];
const PATHS = [
  "/",
  "/programs",
  "/admin/consultations",
  "/apply",
  "/api/auth/sign-in/email",
  "/api/auth/get-session",
];

/**
 * Writes `head` (and `body`) on a new connection and answers the status line of what came back and
 * whether the server closed the connection; `hold` keeps the connection open after writing, as a
 * client whose request stalls does.
 */
function exchange(server: ServerProcess, head: string, body = "") {
  return new Promise<{ status: string; closed: boolean }>((resolve) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let received = "";
    socket.on("error", () => {});
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
    });
    socket.on("close", () => resolve({ status: received.split("\r\n")[0] ?? "", closed: true }));
    socket.write(head + body);
  });
}

/** One request as written, closed by the server after its answer (Connection: close). */
async function send(server: ServerProcess, method: string, path: string, headers: Record<string, string>) {
  const target = method === "CONNECT" ? `localhost:${server.port}` : path;
  const withBody = !["GET", "HEAD", "CONNECT", "TRACE"].includes(method);
  const body = withBody ? "title=Mr&intent=none" : "";
  const lines = Object.entries({
    Host: `localhost:${server.port}`,
    Connection: "close",
    ...headers,
    ...(withBody
      ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) }
      : {}),
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  return (await exchange(server, `${method} ${target} HTTP/1.1\r\n${lines.join("")}\r\n`, body)).status;
}

const levelOf = (line: string) => Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);

for (const database of databases) {
  test(`[OPS] on ${database}, hostile methods, stalled requests and a huge callback address: no 5xx, no error line`, async () => {
    test.setTimeout(120_000);
    const postgres = database === "postgres" ? await freshPostgresDatabase() : null;
    const port = await freePort();
    const dataDir = `.tmp/hostile-data-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    try {
      const server = startServer(port, {
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: "false",
        LOG_LEVEL: "info",
        // The operator's own request limits, short: the stalls below are answered within seconds
        // (the defaults, 20 s and 60 s, are the same mechanism: server/http/request-timeouts.test.ts).
        REQUEST_HEADERS_TIMEOUT_SECONDS: "2",
        REQUEST_BODY_TIMEOUT_SECONDS: "3",
      });
      await untilHealthy(server);
      const origin = server.url;

      // Requests that stop arriving, started first: they wait out the server's bounds meanwhile.
      const form = `Host: localhost:${port}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\n`;
      const stalls = Promise.all([
        exchange(server, `POST /apply HTTP/1.1\r\n${form}Content-Length: 100\r\n\r\n`, "title"),
        exchange(
          server,
          `POST /api/auth/sign-in/email HTTP/1.1\r\n${form}Transfer-Encoding: chunked\r\n\r\n`,
          "5\r\ntitle\r\n",
        ),
        exchange(server, `POST /apply HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Le`),
      ]);

      const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(signIn.status, "the operator signs in").toBe(200);
      const adminCookie = signIn.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");

      const faults: string[] = [];
      for (const method of METHODS)
        for (const path of PATHS)
          for (const withOrigin of [true, false])
            for (const cookie of ["", adminCookie]) {
              const headers: Record<string, string> = {};
              if (withOrigin) headers.Origin = origin;
              if (cookie) headers.Cookie = cookie;
              const status = await send(server, method, path, headers);
              const code = Number(status.split(" ")[1] ?? 0);
              if (!(code >= 200 && code < 500))
                faults.push(
                  `${method} ${path} origin:${withOrigin} signed-in:${Boolean(cookie)}: ${status || "no answer"}`,
                );
            }
      expect(faults).toEqual([]);

      // Half a megabyte of callback address: refused, logged short, and the process is not held.
      const hugeCallback = await fetch(`${origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify({ ...ADMIN, callbackURL: `https://elsewhere.example/${"x".repeat(500_000)}` }),
      });
      expect(hugeCallback.status).toBe(403);
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);

      for (const stalled of await stalls)
        expect(stalled).toEqual({ status: "HTTP/1.1 408 Request Timeout", closed: true });

      const lines = server.stdout().split("\n").filter(Boolean);
      expect(lines.filter((line) => levelOf(line) >= 50)).toEqual([]);
      expect(lines.filter((line) => line.length > 2_000).map((line) => line.slice(0, 300))).toEqual([]);
      expect(server.stderr()).toBe("");
    } finally {
      await killServers();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
