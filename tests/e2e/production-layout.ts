// The production layout from processes (decision 151), for the layout test and its benchmark
// (bench/layout.ts): a fresh PostgreSQL database, an S3 server, an SMTP sink, two production instances
// started at the same moment, and nginx with the shipped configuration in front of both, TRUST_PROXY on.
import pg from "pg";
import { type S3TestServer, startS3Server } from "#tests/support/s3-server.ts";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { E2E_ADMIN } from "./env.ts";
import { APPLICATION_SUBMITTED, applicationFor, postForm } from "./form-posts.ts";
import { type NginxProxy, nginxPath, startProxy } from "./nginx.ts";
import {
  freePort,
  freshPostgresDatabase,
  postgresUrl,
  type ServerProcess,
  startServer,
  untilHealthy,
} from "./processes.ts";

/** Turns on each instance's `/metrics`, which the proxy must not serve. */
export const LAYOUT_METRICS_TOKEN = "layout-metrics-token-0123456789";

export type Layout = {
  a: ServerProcess;
  b: ServerProcess;
  proxy: NginxProxy;
  /** PUBLIC_URL: the proxy's address, the one Origin forms are accepted from. */
  publicUrl: string;
  /** A connection to the instances' database. */
  sql: pg.Client;
  s3: S3TestServer;
  sink: SmtpSink;
  /** Stops everything it started and drops the database (also after a partial start). */
  stop(): Promise<void>;
};

export async function startLayout(): Promise<Layout> {
  nginxPath(); // fail before starting anything when it is missing
  if (!postgresUrl) {
    throw new Error(
      "TEST_DATABASE_URL is not set: the production layout runs on PostgreSQL (.ci/run sets it)",
    );
  }
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => {});
  };
  try {
    const database = await freshPostgresDatabase();
    started.push({ stop: database.drop });
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    started.push({ stop: () => sql.end() });
    const s3 = await startS3Server();
    started.push({ stop: s3.close });
    const sink = await startSmtpSink();
    started.push({ stop: sink.close });

    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const instance = (port: number) => {
      const server = startServer(port, {
        DATA_DIR: `.tmp/layout-${port}`,
        DATABASE_URL: database.url,
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: "true",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        BETTER_AUTH_SECRET: "production-layout-e2e-secret-0123456789abcdef",
        SMTP_URL: sink.url,
        OPERATIONS_EMAIL: "operations@layout.test",
        // The load posts many applications from one address as fast as it can.
        APPLICATION_MIN_FILL_MS: "0",
        APPLICATION_RATE_LIMIT: "0",
        LOG_LEVEL: "warn",
        METRICS_TOKEN: LAYOUT_METRICS_TOKEN,
        ...s3.env(),
      });
      started.push({
        stop: async () => {
          if (server.child.exitCode === null && server.child.signalCode === null)
            server.child.kill("SIGKILL");
          await server.exited;
        },
      });
      return server;
    };
    // Both start at once on the empty database and the empty bucket.
    const [a, b] = [instance(portA), instance(portB)];
    // The second waits for the first one's seed (the start-up lock) before its own start: twice as long.
    await Promise.all([untilHealthy(a, 120_000), untilHealthy(b, 120_000)]);
    // The shipped deploy/nginx/nginx.conf: it passes a request to the other instance when one cannot
    // be reached or answers 502/503, and a POST only if it never reached the first (no
    // `non_idempotent`): an application the dead instance may have stored is never stored twice.
    const proxy = await startProxy({ port: proxyPort, upstreams: [portA, portB] });
    started.push(proxy);
    return { a, b, proxy, publicUrl, sql, s3, sink, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What the senders of an application stream were answered, by applicant e-mail. */
export type ApplicationStream = {
  /** Answered 200 with the "submitted" page: the applicant was told it is stored. */
  acknowledged: string[];
  /** Answered 200, then the connection was cut before the page ended (the instance died mid-page). */
  cutAfter200: string[];
  /** Anything else: a status (the proxy's 502), or 0 when no answer came at all. */
  unanswered: { status: number; email: string }[];
  /** Stops the senders after their current request. */
  stop(): Promise<void>;
};

/** `senders` loops posting new applications through `base` (each its own e-mail) until stopped. */
export function streamApplications(
  base: string,
  origin: string,
  programId: string,
  senders: number,
  nextEmail: () => string,
): ApplicationStream {
  const stream: Omit<ApplicationStream, "stop"> = { acknowledged: [], cutAfter200: [], unanswered: [] };
  let stopping = false;
  const sender = async () => {
    while (!stopping) {
      const email = nextEmail();
      const answer = await postForm(`${base}/apply`, applicationFor(email, programId), { origin }).catch(
        () => null,
      );
      if (!answer) {
        stream.unanswered.push({ status: 0, email });
        continue;
      }
      const page = await answer.text().catch(() => null);
      if (answer.status === 200 && page === null) stream.cutAfter200.push(email);
      else if (answer.status === 200 && page?.includes(APPLICATION_SUBMITTED))
        stream.acknowledged.push(email);
      else stream.unanswered.push({ status: answer.status, email });
    }
  };
  const running = Array.from({ length: senders }, sender);
  return {
    ...stream,
    async stop() {
      stopping = true;
      await Promise.all(running);
    },
  };
}

/** How many rows each of these e-mails has in `consultations` (lower-cased), 0 for none. */
export async function storedApplications(
  sql: pg.Client,
  emails: string[],
): Promise<(email: string) => number> {
  const rows = (
    await sql.query(
      "SELECT lower(email) AS email, count(*)::int AS n FROM consultations WHERE lower(email) = ANY($1) GROUP BY 1",
      [emails.map((email) => email.toLowerCase())],
    )
  ).rows as { email: string; n: number }[];
  const counts = new Map(emails.map((email) => [email.toLowerCase(), 0]));
  for (const row of rows) counts.set(row.email, row.n);
  return (email) => counts.get(email.toLowerCase()) ?? 0;
}
