// /admin/settings says what it has: the operator's own notifications and their defaults, whether every admin must use two-factor sign-in and the backups'
// state, under the page's own title, and the site-wide settings still to come as a Coming Soon section
// below them, not as the page's title.
import { expect, it } from "vitest";
import { embeddedDatabase } from "#server/db/client.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { TEST_ORIGIN } from "#tests/support/http.ts";

const suite = appUnderTestForSuite({});

it("leads with the two-factor requirement and keeps Coming Soon for what is still to come", async () => {
  const response = await suite.app.request(`${TEST_ORIGIN}/admin/settings`, {
    headers: { cookie: suite.adminCookie },
  });
  const html = (await response.text()).replaceAll("<!-- -->", "");
  const main = html.slice(html.indexOf("<main"));
  const headings = [...main.matchAll(/<h([12])[^>]*>([^<]*)<\/h\1>/g)].map((m) => [`h${m[1]}`, m[2]]);
  expect(headings).toEqual([
    ["h1", "Settings"],
    ["h2", "Notifications"],
    ["h2", "Notification defaults"],
    ["h2", "Two-factor sign-in for admins"],
    ["h2", "Who owns a new application"],
    ["h2", "Backups"],
    ["h2", "Site-wide settings"],
  ]);
  const comingSoon = main.indexOf("Coming Soon");
  expect(comingSoon).toBeGreaterThan(main.indexOf("Require two-factor sign-in for every admin"));
  expect(comingSoon).toBeGreaterThan(main.indexOf("Site-wide settings"));
});

// The routes run in React Router's bundle, the database is opened by the server's (decision 271): the page's
// statements must still be the ones the embedded database keeps prepared.
it("runs its statements kept prepared on the embedded database", async () => {
  const thread = embeddedDatabase(suite.t.services.db);
  if (!thread) return; // PostgreSQL: node-postgres prepares them per connection, by Drizzle's names.
  const response = await suite.app.request(`${TEST_ORIGIN}/admin/settings`, {
    headers: { cookie: suite.adminCookie },
  });
  expect(response.status).toBe(200);
  const kept = await thread.query(
    "select statement from pg_prepared_statements where name like 'pglite_kept_%'",
  );
  const texts = kept.rows.map((row) => String((row as { statement: string }).statement));
  for (const table of [
    "sessions",
    "backup_runs",
    "notification_preferences",
    "lead_owner_pool",
    "user_roles",
  ])
    expect(
      texts.some((text) => text.includes(`"${table}"`)),
      table,
    ).toBe(true);
});
