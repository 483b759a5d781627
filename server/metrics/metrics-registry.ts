// The process's Prometheus metrics (prom-client, decision 152). Requests are counted as they end (two
// label lookups and an increment); what the database knows (the job queue, failed e-mails) is read at
// scrape time in one statement with a short timeout, so a scrape during an outage still answers with
// the rest and `sd_database_up 0`. prom-client is handed in by request-metrics.ts, which loads it only
// when metrics are on (decision 159): a process without METRICS_TOKEN never holds it.
import pg from "pg";
import { newestVerifiedBackupAt } from "#server/backup/backup-runs.ts";
import type { Database } from "#server/db/client.ts";
import { PipelinedPool } from "#server/db/pipelined-pool.ts";
import { CARRIED_METHODS } from "#server/http/request-methods.ts";
import { mailJobKinds } from "#server/mail/mail-job-kinds.ts";
import { jobQueueDepth } from "./job-queue-depth.ts";

/** How long a scrape waits for the database before answering without its figures. */
export const SCRAPE_QUERY_TIMEOUT_MS = 2_000;

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;

export type PromClient = typeof import("prom-client");

export function createMetricsRegistry(db: Database, promClient: PromClient) {
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = promClient;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's headers, by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "sd_page_cache_requests_total",
    help: "Public pages answered from the page cache (hit) or rendered to be stored (miss).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const queue = new Gauge({
    name: "sd_jobs",
    help: "Jobs by kind and state (due, scheduled, running, failed), read at scrape time.",
    labelNames: ["kind", "state"] as const,
    registers: [registry],
  });
  const FAILED_EMAILS = "sd_failed_emails";
  const failedEmails = new Gauge({
    name: FAILED_EMAILS,
    help: "E-mails whose sending failed for good (the Failed E-mails screen), read at scrape time.",
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: "sd_database_up",
    help: "1 when this scrape's database read answered in time, else 0.",
    registers: [registry],
  });
  const pool = new Gauge({
    name: "sd_db_pool_connections",
    help: "Database connections: PostgreSQL's pool for transactions (total, idle, waiting) and for single statements (pipelined); PGlite is one in-process connection.",
    labelNames: ["state"] as const,
    registers: [registry],
  });

  const statementsInFlight = new Gauge({
    name: "sd_db_statements_in_flight",
    help: "Single statements sent to PostgreSQL and not answered yet (decision 275).",
    registers: [registry],
  });

  // Decision 181: alert when the newest verified backup grows old (+Inf when there is none).
  const BACKUP_AGE = "sd_backup_age_seconds";
  const backupAge = new Gauge({
    name: BACKUP_AGE,
    help: "Seconds since the newest verified backup finished (+Inf when none was), read at scrape time.",
    registers: [registry],
  });

  const client = (db as unknown as { $client?: unknown }).$client;
  const readPool = () => {
    if (client instanceof pg.Pool) {
      pool.set({ state: "total" }, client.totalCount);
      pool.set({ state: "idle" }, client.idleCount);
      pool.set({ state: "waiting" }, client.waitingCount);
      if (client instanceof PipelinedPool) {
        pool.set({ state: "pipelined" }, client.pipelinedCount);
        statementsInFlight.set(client.statementsInFlight);
      }
    } else pool.set({ state: "total" }, 1);
  };

  const readDatabase = async () => {
    let timer: NodeJS.Timeout | undefined;
    const reading = Promise.all([jobQueueDepth(db), newestVerifiedBackupAt(db)]);
    reading.catch(() => {}); // a late failure after the timeout is not this scrape's concern
    try {
      const [rows, lastBackup] = await Promise.race([
        reading,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("scrape query timed out")), SCRAPE_QUERY_TIMEOUT_MS);
        }),
      ]);
      queue.reset();
      let failedMail = 0;
      for (const { kind, state, count } of rows) {
        queue.set({ kind, state }, count);
        if (state === "failed" && mailJobKinds.includes(kind)) failedMail += count;
      }
      failedEmails.set(failedMail);
      if (!registry.getSingleMetric(FAILED_EMAILS)) registry.registerMetric(failedEmails);
      backupAge.set(
        lastBackup ? Math.max(0, (Date.now() - lastBackup.getTime()) / 1000) : Number.POSITIVE_INFINITY,
      );
      if (!registry.getSingleMetric(BACKUP_AGE)) registry.registerMetric(backupAge);
      databaseUp.set(1);
    } catch {
      // Figures we cannot read are left out rather than shown stale.
      queue.reset();
      // A gauge without labels always shows a value: unregistered, it is absent rather than a false 0.
      registry.removeSingleMetric(FAILED_EMAILS);
      registry.removeSingleMetric(BACKUP_AGE);
      databaseUp.set(0);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    contentType: registry.contentType,
    /** Records one answered request; `route` is already a pattern (route-pattern.ts). */
    observe(method: string, route: string, status: number, seconds: number, cache: string | null) {
      const m = CARRIED_METHODS.has(method) ? method : "other";
      requests.inc({ method: m, route, status: String(status) });
      duration.observe({ method: m, route }, seconds);
      if (cache === "hit" || cache === "miss") pageCache.inc({ result: cache });
    },
    /** The exposition text, with the database's figures read now. */
    async scrape(): Promise<string> {
      readPool();
      await readDatabase();
      return registry.metrics();
    },
  };
}
