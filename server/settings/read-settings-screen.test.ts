// Settings' read started with the session lookup (decision 276): keyed by a session's token it reads
// only for a live admin session, and the screen uses it only for the admin the guard let in; anything
// else is read again for that admin. Runs on PGlite and PostgreSQL.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionTokenOf } from "#server/auth/guards/session-query.ts";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import { sessions } from "#server/db/schema.ts";
import { setOwnPoolMembership } from "#server/leads/consultations/new-lead-owner.ts";
import { memberSignedIn, operatorSignedIn } from "#tests/support/members.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { readSettingsScreen, readSettingsScreenAhead } from "./read-settings-screen.ts";

let t: TestContext;
let inPool: { operator: SessionUser; token: string };
let outOfPool: { operator: SessionUser; token: string };

const tokenOf = async (cookie: string) => (await sessionTokenOf(t.services, new Headers({ cookie })))!;

beforeAll(async () => {
  t = await createTestContext();
  const signedIn = async () => {
    const { operator, cookie } = await operatorSignedIn(t.services);
    return { operator, token: await tokenOf(cookie) };
  };
  inPool = await signedIn();
  outOfPool = await signedIn();
  await setOwnPoolMembership(t.services.db, inPool.operator, true);
});
afterAll(() => t.close());

describe("Settings read ahead of the session lookup", () => {
  it("reads, for a live admin session, what the read for that admin reads", async () => {
    const { db } = t.services;
    const ahead = await readSettingsScreenAhead(db, inPool.token);
    expect(ahead?.viewerId).toBe(inPool.operator.id);
    const screen = await readSettingsScreen(db, inPool.operator, Promise.resolve(ahead));
    expect(screen.pool.inPool).toBe(true);
    expect(screen).toEqual(await readSettingsScreen(db, inPool.operator));
  });

  it("reads nothing for a member's session, an unknown token, no token or an expired session", async () => {
    const { db } = t.services;
    const { cookie } = await memberSignedIn(t.services);
    expect(await readSettingsScreenAhead(db, await tokenOf(cookie))).toBeUndefined();
    expect(await readSettingsScreenAhead(db, "no-such-session-token")).toBeUndefined();
    expect(await readSettingsScreenAhead(db, null)).toBeUndefined();
    const expired = await operatorSignedIn(t.services);
    const token = await tokenOf(expired.cookie);
    expect((await readSettingsScreenAhead(db, token))?.viewerId).toBe(expired.operator.id);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect(await readSettingsScreenAhead(db, token)).toBeUndefined();
  });

  it("is not used for another admin: the screen is read again for the one signed in", async () => {
    const { db } = t.services;
    const anothers = readSettingsScreenAhead(db, inPool.token);
    const screen = await readSettingsScreen(db, outOfPool.operator, anothers);
    expect(screen.pool).toEqual({ inPool: false, poolSize: 1 });
    expect(screen).toEqual(await readSettingsScreen(db, outOfPool.operator));
  });
});
