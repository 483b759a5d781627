// GET /metrics (decision 152): off without METRICS_TOKEN, only for the bearer of it when on, in
// Prometheus' text format, with the job queue and failed e-mails as the database holds them, and an
// answer (without those figures) while the database is down. On both databases.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { backupRuns, jobs } from "#server/db/schema.ts";
import { enqueueJobs } from "#server/jobs/enqueue-job.ts";
import { mailJobKinds } from "#server/mail/mail-job-kinds.ts";
import type { Services } from "#server/services.ts";
import { type CuttableDatabase, cuttableDatabase } from "#tests/support/database-outage.ts";
import { parseExposition, sampleValue } from "#tests/support/prometheus-text.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";

const TOKEN = "metrics-test-token-0123456789";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t?.close());

async function scrape(services: Services, app = createApp({ services })) {
  const response = await app.request("/metrics", { headers: bearer(TOKEN) });
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

describe("GET /metrics", () => {
  it("is off (404, nothing recorded) without METRICS_TOKEN", async () => {
    const off = await createTestContext();
    try {
      const response = await createApp({ services: off.services }).request("/metrics", {
        headers: bearer(TOKEN),
      });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("http_requests_total");
    } finally {
      await off.close();
    }
  });

  it("answers only the bearer of the token", async () => {
    const app = createApp({ services: t.services });
    for (const headers of [
      {},
      bearer("metrics-test-token-0123456788"),
      bearer(`${TOKEN}x`),
      { authorization: `Basic ${btoa(`metrics:${TOKEN}`)}` },
      { authorization: TOKEN },
    ]) {
      const response = await app.request("/metrics", { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain("# TYPE");
    }
    const allowed = await app.request("/metrics", { headers: bearer(TOKEN) });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("writes the exposition format: requests by route and status, latencies, process metrics", async () => {
    const app = createApp({ services: t.services });
    await app.request("/api/health");
    await app.request("/api/health");
    const samples = await scrape(t.services, app);
    expect(sampleValue(samples, "http_requests_total", { route: "/api/health", status: "200" })).toBe(2);
    expect(
      sampleValue(samples, "http_request_duration_seconds_count", { method: "GET", route: "/api/health" }),
    ).toBe(2);
    expect(
      sampleValue(samples, "http_request_duration_seconds_bucket", { route: "/api/health", le: "+Inf" }),
    ).toBe(2);
    expect(sampleValue(samples, "process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(sampleValue(samples, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(sampleValue(samples, "sd_database_up")).toBe(1);
    expect(sampleValue(samples, "sd_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    if (t.databaseUrl) {
      expect(sampleValue(samples, "sd_db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
      expect(sampleValue(samples, "sd_db_pool_connections", { state: "waiting" })).toBe(0);
    }
  });

  it("shows the job queue by kind and state, and failed e-mails, as they are at the scrape", async () => {
    const kind = "metrics-test-kind";
    const mailKind = mailJobKinds[0]!;
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await enqueueJobs(t.services.db, [
      { kind, payload: {} },
      { kind, payload: {} },
      { kind, payload: {}, runAt: soon },
      { kind: mailKind, payload: {}, groupKey: "metrics-test-failed" },
    ]);
    await t.services.db
      .update(jobs)
      .set({ status: "failed" })
      .where(eq(jobs.groupKey, "metrics-test-failed"));

    const before = await scrape(t.services);
    expect(sampleValue(before, "sd_jobs", { kind, state: "due" })).toBe(2);
    expect(sampleValue(before, "sd_jobs", { kind, state: "scheduled" })).toBe(1);
    expect(sampleValue(before, "sd_jobs", { kind: mailKind, state: "failed" })).toBe(1);
    expect(sampleValue(before, "sd_failed_emails")).toBe(1);

    // Claimed by a worker: running, no longer due; done: gone from the gauges.
    await t.services.db.update(jobs).set({ status: "running", lockedUntil: soon }).where(eq(jobs.kind, kind));
    const running = await scrape(t.services);
    expect(sampleValue(running, "sd_jobs", { kind, state: "running" })).toBe(3);
    expect(sampleValue(running, "sd_jobs", { kind, state: "due" })).toBeUndefined();
    await t.services.db.update(jobs).set({ status: "done" }).where(eq(jobs.kind, kind));
    expect(sampleValue(await scrape(t.services), "sd_jobs", { kind })).toBeUndefined();
  });

  it("shows the age of the newest verified backup: +Inf before any, then the seconds since it", async () => {
    expect(sampleValue(await scrape(t.services), "sd_backup_age_seconds")).toBe(Number.POSITIVE_INFINITY);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const run = { trigger: "daily", host: "metrics-test", startedAt: at(121) } as const;
    await t.services.db.insert(backupRuns).values([
      { ...run, status: "verified", finishedAt: at(120) },
      // A newer one that failed does not make the backups younger.
      { ...run, status: "failed", finishedAt: at(5), error: "pg_dump was not found" },
    ]);
    const age = sampleValue(await scrape(t.services), "sd_backup_age_seconds")!;
    expect(age).toBeGreaterThanOrEqual(120 * 60);
    expect(age).toBeLessThan(125 * 60);
  });

  describe("with the database down", () => {
    let database: CuttableDatabase;
    beforeAll(async () => {
      database = await cuttableDatabase(t);
    });
    afterAll(() => database?.close());

    it("answers with what it has: requests and process figures, database_up 0, no queue", async () => {
      const app = createApp({ services: database.services });
      await app.request("/api/health");
      await enqueueJobs(t.services.db, [{ kind: "metrics-outage-kind", payload: {} }]);
      expect(
        sampleValue(await scrape(database.services, app), "sd_jobs", { kind: "metrics-outage-kind" }),
      ).toBe(1);

      await database.cut();
      try {
        const samples = await scrape(database.services, app);
        expect(sampleValue(samples, "sd_database_up")).toBe(0);
        expect(samples.filter((s) => s.name === "sd_jobs")).toEqual([]);
        expect(sampleValue(samples, "sd_failed_emails")).toBeUndefined();
        expect(sampleValue(samples, "sd_backup_age_seconds")).toBeUndefined();
        expect(sampleValue(samples, "http_requests_total", { route: "/api/health" })).toBe(1);
        expect(sampleValue(samples, "process_cpu_seconds_total")).toBeGreaterThan(0);
      } finally {
        await database.restore();
      }
      expect(sampleValue(await scrape(database.services, app), "sd_database_up")).toBe(1);
    });
  });
});
