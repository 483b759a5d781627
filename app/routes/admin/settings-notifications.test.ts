// Settings' notifications through the whole app, as a browser without JavaScript posts them: every
// operator sees and changes only their own choices and digest time zone; the defaults are the
// admins'; a member or a signed-out request changes nothing; a wrong time zone is refused beside the
// field and nothing is saved.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationMessages } from "#core/notifications/notification-messages.ts";
import { auditEvents, notificationPreferences } from "#server/db/schema.ts";
import {
  NOTIFICATION_DEFAULTS,
  readNotificationDefaults,
  readOwnNotifications,
} from "#server/notifications/notification-preferences.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { browserRequest, formPost } from "#tests/support/http.ts";
import {
  makeAdminActor,
  makeMemberActor,
  signedInAdminActorCookie,
  signedInMemberCookie,
} from "#tests/support/members.ts";

const suite = appUnderTestForSuite();
const post = (fields: Record<string, string>, cookie = "") =>
  suite.app.request(formPost("/admin/settings", fields, cookie));
const own = (fields: Record<string, string> = {}) => ({
  intent: "notifications-own",
  "promise-at-risk": "on",
  "morning-digest": "on",
  timeZone: "America/New_York",
  ...fields,
});
const storedFor = async (userId: string) =>
  (
    await suite.t.services.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId))
  )[0];

describe("notification settings", () => {
  it("shows every operator their own choices with visible labels, and the defaults", async () => {
    const html = (
      await (await suite.app.request(browserRequest("/admin/settings", { cookie: suite.adminCookie }))).text()
    ).replaceAll("<!-- -->", "");
    for (const text of [
      notificationMessages.ownSection,
      notificationMessages.defaultsSection,
      "A lead I own is at risk",
      "A promise was broken",
      "Morning digest",
      "An e-mail has failed",
      notificationMessages.timeZoneLabel,
      notificationMessages.saveOwn,
      notificationMessages.saveDefaults,
    ])
      expect(html).toContain(text);
    expect(html).toMatch(/<label for="own-morning-digest">Morning digest<\/label>/);
    expect(html).toMatch(/<label for="own-time-zone"[^>]*>Time zone of your morning digest<\/label>/);
  });

  it("saves an operator's own choices and zone, and never another operator's", async () => {
    const mine = await makeAdminActor(suite.t.services);
    const theirs = await makeAdminActor(suite.t.services);
    const cookie = await signedInAdminActorCookie(suite.t.services, mine);
    // A forged user id in the form names nobody: the signed-in operator is the only one changed.
    const response = await post(own({ userId: theirs.id, id: theirs.id }), cookie);
    expect(response.status).toBe(200);
    expect(await storedFor(theirs.id)).toBeUndefined();
    expect(await readOwnNotifications(suite.t.services.db, mine)).toEqual({
      receives: {
        "promise-at-risk": true,
        "promise-broken": false,
        "morning-digest": true,
        "mail-failed": false,
        "member-message": false,
      },
      timeZone: "America/New_York",
    });
  });

  it("refuses a time zone it does not know beside the field, and keeps what was saved", async () => {
    const operator = await makeAdminActor(suite.t.services);
    const cookie = await signedInAdminActorCookie(suite.t.services, operator);
    expect((await post(own({ timeZone: "Europe/London" }), cookie)).status).toBe(200);
    const response = await post(own({ timeZone: "Mars/Olympus_Mons", "morning-digest": "" }), cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(notificationMessages.timeZoneUnknown);
    expect(await storedFor(operator.id)).toMatchObject({
      timeZone: "Europe/London",
      choices: { "morning-digest": true },
    });
  });

  it("lets an admin set the defaults, audited", async () => {
    const response = await post(
      { intent: "notifications-defaults", "promise-at-risk": "on", "mail-failed": "on" },
      suite.adminCookie,
    );
    expect(response.status).toBe(200);
    expect(await readNotificationDefaults(suite.t.services.db)).toEqual({
      "promise-at-risk": true,
      "promise-broken": false,
      "morning-digest": false,
      "mail-failed": true,
      "member-message": false,
    });
    const audits = await suite.t.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "setting"), eq(auditEvents.entityId, NOTIFICATION_DEFAULTS)));
    expect(audits.at(-1)?.after).toMatchObject({ "promise-broken": false, "mail-failed": true });
  });

  it("changes nothing for a member or a signed-out request", async () => {
    const before = await readNotificationDefaults(suite.t.services.db);
    const member = await makeMemberActor(suite.t.services);
    const memberCookie = await signedInMemberCookie(suite.t.services, member);
    for (const cookie of [memberCookie, ""]) {
      const defaults = await post({ intent: "notifications-defaults" }, cookie);
      expect(defaults.status).not.toBe(200);
      const mine = await post(own(), cookie);
      expect(mine.status).not.toBe(200);
    }
    expect(await storedFor(member.id)).toBeUndefined();
    expect(await readNotificationDefaults(suite.t.services.db)).toEqual(before);
  });
});
