// Process entry: configuration, database (open + migrate), first admin, demo content, then one HTTP
// server for everything. SIGTERM/SIGINT finish in-flight requests and close the database cleanly.
// The heap's growth is set before anything allocates much (server/heap-growth.ts).
import "./heap-growth.ts";
import { createRequestHandler, type ServerBuild } from "react-router";
import { backupJobHandlers, scheduleDailyBackup } from "#server/backup/backup-job.ts";
import { listenForBackupRequests } from "#server/backup/backup-socket.ts";
import { backupSourceOf, runBackup } from "#server/backup/take-backup.ts";
import { unavailabilityCode, watchDatabaseOutages } from "#server/db/availability.ts";
import { CONNECT_TIMEOUT_MS, openDatabase, pgErrorCode } from "#server/db/client.ts";
import { bookingJobHandlers } from "#server/events/bookings/booking-jobs.ts";
import { requestTimeouts } from "#server/http/connection-refusals.ts";
import { type ConnectMiddleware, createNodeServer } from "#server/http/node-server.ts";
import { reactRouterHandler } from "#server/http/route-tables.ts";
import { startJobWorker } from "#server/jobs/job-worker.ts";
import { recordEmailJobHandlers } from "#server/leads/activities/record-email-job.ts";
import { mailJobHandlers } from "#server/mail/mail-queue.ts";
import { databaseUpkeepJobHandlers, scheduleDatabaseUpkeep } from "#server/maintenance/database-upkeep.ts";
import { registrationJobHandlers } from "#server/members/registrations/registration-jobs.ts";
import { messageNoticeJobHandlers } from "#server/messages/message-notices.ts";
import {
  notificationJobHandlers,
  scheduleNotificationSweep,
} from "#server/notifications/notification-sweep.ts";
import { leadRetentionJobHandlers, scheduleLeadRetention } from "#server/privacy/lead-retention.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { runFirstStartWork } from "./first-start-work.ts";
import type { ReactRouterHandler } from "./load-context.ts";
import { createLogger } from "./logger.ts";
import { serverBuildFile } from "./paths.ts";
import { createServices } from "./services-factory.ts";
import { databaseStartupFailure, prepareDataDir, startupFailureLine } from "./startup-failure.ts";

const dev = process.argv.includes("--dev");

async function main() {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  const started = performance.now();

  // An outage is reported when it starts and when it ends, not by every request or job that meets it.
  watchDatabaseOutages({
    started: (code) =>
      logger.error({ code }, "database unavailable: requests are answered 503 until it is back"),
    ended: ({ code, ms }) => logger.info({ code, ms }, "database available again"),
  });
  prepareDataDir(config.dataDir);
  const target = config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` };
  // The pool replaces a dropped connection by itself; an outage that follows is reported on its own.
  const handle = openDatabase(target, (error) =>
    logger.info({ code: unavailabilityCode(error) ?? pgErrorCode(error) }, "database connection lost"),
  );
  try {
    await handle.migrate();
  } catch (error) {
    throw databaseStartupFailure(error, target, CONNECT_TIMEOUT_MS);
  }
  logger.info(
    `database ready (${handle.driver === "pglite" ? `embedded, ${config.dataDir}/db` : "PostgreSQL"})`,
  );

  const services = createServices(config, handle.db, logger);
  logger.info(
    config.storage.kind === "s3"
      ? `files in bucket ${config.storage.bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ""}`
      : `files in ${config.dataDir}/files`,
  );
  // One instance at a time: N starting together on an empty database make one admin and one seed.
  await runFirstStartWork(handle, services);
  if (config.jobs.testMailSendDelayMs > 0) {
    logger.warn(
      `TEST_MAIL_SEND_DELAY_MS is set: each queued e-mail waits ${config.jobs.testMailSendDelayMs} ms before it is sent (a test hook; unset it in any real installation)`,
    );
  }

  let reactRouter: ReactRouterHandler;
  let viteMiddleware: ConnectMiddleware | undefined;
  let routes: ServerBuild["routes"] | undefined; // the metrics' route patterns; development counts none
  if (dev) {
    const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
    viteMiddleware = vite.middlewares;
    const handler = createRequestHandler(
      () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      "development",
    );
    reactRouter = (request, context) => handler(request, context);
  } else {
    const build = (await import(serverBuildFile)) as ServerBuild;
    // Each request is matched against the routes its path can reach (decision 190).
    reactRouter = reactRouterHandler(build);
    routes = build.routes;
  }

  // Booking e-mails and reminders, registration decisions' e-mails: durable jobs every instance polls
  // for (server/jobs).
  // Lead retention, when on: a daily job (decision 145); every instance asks, one run stays pending.
  if (config.leadRetentionMonths > 0) await scheduleLeadRetention(services.db);
  // Backups (decision 181): daily when BACKUP_KEEP > 0, once across instances; on demand, `npm run
  // backup` asks this process over a socket in DATA_DIR when it holds the embedded database.
  const backupSource = backupSourceOf(handle, config.databaseUrl);
  if (config.backup.keepDays > 0) await scheduleDailyBackup(services.db);
  // Notifications (docs/notifications.md): a sweep every few minutes, once across instances.
  await scheduleNotificationSweep(services.db);
  // The embedded database's upkeep (autovacuum's work, which PGlite has no process for): hourly.
  await scheduleDatabaseUpkeep(services.db);
  const backupListener =
    backupSource.kind === "pglite"
      ? await listenForBackupRequests(
          config.dataDir,
          () => runBackup({ source: backupSource, ...services }, "on-demand"),
          logger,
        )
      : undefined;
  const jobWorker = startJobWorker(services, {
    ...bookingJobHandlers,
    ...registrationJobHandlers,
    ...leadRetentionJobHandlers,
    ...mailJobHandlers,
    ...recordEmailJobHandlers,
    ...backupJobHandlers(backupSource),
    ...notificationJobHandlers,
    ...messageNoticeJobHandlers,
    ...databaseUpkeepJobHandlers,
  });

  const app = createApp({ services, reactRouter, dev, routes });
  const { server, stop } = createNodeServer(app.fetch, {
    viteMiddleware,
    logger,
    timeouts: requestTimeouts(config.requestLimits),
  });

  server.listen(config.port, config.host, () => {
    logger.info(
      `${config.siteName} listening on ${config.publicUrl} (port ${config.port}, ${dev ? "development" : "production"}, ready in ${Math.round(performance.now() - started)} ms)`,
    );
  });

  // In-flight requests finish (10 s at most), idle connections close, then the database closes.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    const { forced } = await stop(10_000);
    if (forced) logger.warn("in-flight requests did not finish in 10 s; their connections were closed");
    // A job under way finishes first; one cut off mid-run is claimed again once its lease runs out.
    await jobWorker.stop();
    await backupListener?.close();
    try {
      await handle.close();
      logger.info("database closed; bye");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error while closing the database");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  const level = process.env.LOG_LEVEL?.trim().toLowerCase();
  console.error(startupFailureLine(error, level === "debug" || level === "trace"));
  process.exit(1);
});
