// GET /api/auth/get-session through better-auth's server API answers what its HTTP handler answers
// (decision 192), for every kind of caller: signed in or not, a forged or unknown cookie, an expired
// session (deleted, its cookie cleared), one due for its daily extension (extended, its cookie set
// again), the query's switches, a stale session-data cookie.
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { signIn } from "#server/auth/sign-in/sign-in.ts";
import { sessions } from "#server/db/schema.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "#server/http/database-outage.ts";
import { signedInAdminCookie } from "#tests/support/admin-session.ts";
import { cuttableDatabase } from "#tests/support/database-outage.ts";
import { browserRequest } from "#tests/support/http.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { getSessionAnswer } from "./get-session-answer.ts";

let t: TestContext;
const EMAIL = "session-reader@example.com";
const PASSWORD = "session-reader-password-1";
beforeAll(async () => {
  t = await createTestContext();
  await signedInAdminCookie(t.services, EMAIL, PASSWORD);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** A new session of the same person; its cookie and token. */
async function newSession() {
  const signedIn = await signIn(
    t.services,
    browserRequest("/admin/login"),
    { email: EMAIL, password: PASSWORD },
    "admin",
  );
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((pair) => pair.startsWith("sd.session_token="))!;
  const token = decodeURIComponent(cookie.slice("sd.session_token=".length)).split(".")[0]!;
  return { cookie, token };
}

async function setExpiry(token: string, expiresAt: Date) {
  await t.services.db.update(sessions).set({ expiresAt }).where(eq(sessions.token, token));
}

/** Status, body and headers; a cookie's expiry (the clock's) and session token left out. */
async function answerOf(response: Response) {
  const headers = [...response.headers]
    .filter(([name]) => !["date", "set-cookie"].includes(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const cookies = response.headers
    .getSetCookie()
    .map((c) =>
      c
        .replace(/; Expires=[^;]+/i, "")
        .replace(/; Max-Age=\d+/i, "")
        // Each way runs on its own session: the token differs, the cookie's name and attributes do not.
        .replace(/^(sd\.session_token)=[^;]+/, "$1=…"),
    )
    .sort();
  return { status: response.status, body: await response.text(), headers, cookies };
}

/** The same request answered both ways, each on its own session when the case needs one. */
async function bothWays(path: string, cookieFor: () => Promise<string>) {
  const fast = await getSessionAnswer(t.services.auth, browserRequest(path, { cookie: await cookieFor() }));
  const handler = await t.services.auth.handler(browserRequest(path, { cookie: await cookieFor() }));
  return { fast: await answerOf(fast), handler: await answerOf(handler) };
}

/** Drops what differs between two sessions of one person (ids, tokens, times of creation). */
const sameShape = (body: string) =>
  body
    .replace(/"(id|token|createdAt|updatedAt)":"[^"]*"/g, '"$1":"…"')
    .replace(/"expiresAt":"[^"]*"/g, '"expiresAt":"…"');

describe("GET /api/auth/get-session through the server API", () => {
  const live = async () => (await newSession()).cookie;
  const expired = async () => {
    const { cookie, token } = await newSession();
    await setExpiry(token, new Date(Date.now() - 60_000));
    return cookie;
  };
  const dueForRefresh = async () => {
    const { cookie, token } = await newSession();
    await setExpiry(token, new Date(Date.now() + 5 * DAY));
    return cookie;
  };
  const forged = async () => `${(await newSession()).cookie.slice(0, -6)}AAAAA%3D`;
  const unknown = async () => {
    const secret = (await t.services.auth.$context).secret;
    const signature = createHmac("sha256", secret).update("no-such-token").digest("base64");
    return `sd.session_token=${encodeURIComponent(`no-such-token.${signature}`)}`;
  };
  const withStaleData = async () => `${await live()}; sd.session_data=stale-cache-value`;

  it.each([
    ["no cookie", "/api/auth/get-session", async () => ""],
    ["a live session", "/api/auth/get-session", live],
    ["a forged signature", "/api/auth/get-session", forged],
    ["an unknown token", "/api/auth/get-session", unknown],
    ["an expired session", "/api/auth/get-session", expired],
    ["a session due for its extension", "/api/auth/get-session", dueForRefresh],
    ["disableRefresh on a session due for it", "/api/auth/get-session?disableRefresh=true", dueForRefresh],
    ["a repeated switch", "/api/auth/get-session?disableCookieCache=true&disableCookieCache=false", live],
    ["a switch that is not a boolean", "/api/auth/get-session?disableRefresh=banana", live],
    ["a stale session-data cookie", "/api/auth/get-session", withStaleData],
  ])("answers %s as the handler does", async (_case, path, cookieFor) => {
    const { fast, handler } = await bothWays(path, cookieFor);
    expect({ ...fast, body: sameShape(fast.body) }).toEqual({ ...handler, body: sameShape(handler.body) });
  });

  it("extends a session due for it, and deletes an expired one, as the handler does", async () => {
    const due = await newSession();
    await setExpiry(due.token, new Date(Date.now() + 5 * DAY));
    await getSessionAnswer(t.services.auth, browserRequest("/api/auth/get-session", { cookie: due.cookie }));
    const [extended] = await t.services.db.select().from(sessions).where(eq(sessions.token, due.token));
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    const gone = await newSession();
    await setExpiry(gone.token, new Date(Date.now() - 60_000));
    await getSessionAnswer(t.services.auth, browserRequest("/api/auth/get-session", { cookie: gone.cookie }));
    expect(await t.services.db.select().from(sessions).where(eq(sessions.token, gone.token))).toEqual([]);
  });

  it("is answered with its length and, under the compression threshold, as it is", async () => {
    const app = createApp({ services: t.services });
    const cookie = await live();
    for (const path of ["/api/auth/get-session", "/api/auth/ok"]) {
      const answer = await app.request(
        browserRequest(path, { cookie, headers: { "accept-encoding": "gzip, deflate" } }),
      );
      const body = await answer.text();
      expect([path, answer.status, answer.headers.get("content-encoding")]).toEqual([path, 200, null]);
      expect(answer.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    }
  });

  it("is what the app answers a GET with; a HEAD still goes to the handler", async () => {
    const app = createApp({ services: t.services });
    const cookie = await live();
    const get = await app.request(browserRequest("/api/auth/get-session", { cookie }));
    expect(get.status).toBe(200);
    expect(JSON.parse(await get.text()).user.email).toBe(EMAIL);
    const head = await app.request(browserRequest("/api/auth/get-session", { method: "HEAD", cookie }));
    const handlerHead = await t.services.auth.handler(
      browserRequest("/api/auth/get-session", { method: "HEAD", cookie }),
    );
    expect(head.status).toBe(handlerHead.status);
  });

  it("answers 503 while the database is away, as the handler's answer became", async () => {
    const cookie = await live();
    const database = await cuttableDatabase(t);
    try {
      const app = createApp({ services: database.services });
      await database.cut();
      const answer = await app.request(browserRequest("/api/auth/get-session", { cookie }));
      expect(answer.status).toBe(503);
      expect(await answer.text()).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    } finally {
      await database.restore();
      await database.close();
    }
  });
});
