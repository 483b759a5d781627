// Settings shows when the last backup was taken and whether it was verified, the daily schedule, and
// the version this instance runs (package.json's) (decision 181).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { backupRuns } from "#server/db/schema.ts";
import { projectRoot } from "#server/paths.ts";
import { appUnderTestForSuite } from "#tests/support/app-under-test.ts";
import { browserRequest } from "#tests/support/http.ts";

const suite = appUnderTestForSuite();
const { version } = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
  version: string;
};

const settingsPage = async () => {
  const response = await suite.app.request(browserRequest("/admin/settings", { cookie: suite.adminCookie }));
  expect(response.status).toBe(200);
  return response.text();
};

it("says there is no backup yet, and names the version", async () => {
  const html = await settingsPage();
  expect(html).toContain("Backups");
  expect(html).toMatch(/data-testid="last-backup"[^>]*>None yet/);
  expect(html).toMatch(new RegExp(`data-testid="product-version"[^>]*>${version.replaceAll(".", "\\.")}<`));
});

it("shows the last backup, verified, then a failure after it with its reason and the last verified one", async () => {
  const started = new Date(Date.now() - 60 * 60_000);
  await suite.t.services.db.insert(backupRuns).values({
    trigger: "daily",
    status: "verified",
    startedAt: started,
    finishedAt: new Date(started.getTime() + 5_000),
    fileName: "backup-20261202T030000Z.tar.gz",
    bytes: 1234,
    host: "app-host-1",
  });
  let html = await settingsPage();
  expect(html).toMatch(/data-testid="last-backup"[^>]*>[^<]*: verified/);
  expect(html).toContain("backup-20261202T030000Z.tar.gz<!-- --> on <!-- -->app-host-1");

  await suite.t.services.db.insert(backupRuns).values({
    trigger: "on-demand",
    status: "failed",
    startedAt: new Date(),
    finishedAt: new Date(),
    host: "app-host-1",
    error: "pg_dump was not found",
  });
  html = await settingsPage();
  expect(html).toMatch(/data-testid="last-backup"[^>]*>[^<]*: failed/);
  expect(html).toContain("pg_dump was not found");
  expect(html).toContain("Last verified");
});
