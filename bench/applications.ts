// Sustained application submissions against the production build: autocannon posting complete
// applications to /apply (the route action, as the browser's form does with JavaScript on) for about
// 20 s (BENCH_APPLY_SECONDS) after a 5 s warm-up, on the embedded PGlite and, when BENCH_DATABASE_URL
// is set, on PostgreSQL (a throw-away database is created on that server and dropped afterwards).
// Reports submissions/s, p50/p99, errors, and checks that the database holds exactly one consultation
// and one follow-up per acknowledged submission of the measured run.
//
// Every defence stays on: each request comes from its own address (TRUST_PROXY=true with a distinct
// X-Forwarded-For, so the per-address limit is exercised but never reached), and the form's signed
// time stamp is fetched once and used after the minimum fill time has passed.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";
import { startBuild, withPostgresDatabase } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_APPLY_PORT ?? 3291);
const base = `http://localhost:${PORT}`;
const DURATION_S = Number(process.env.BENCH_APPLY_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_APPLY_CONNECTIONS ?? 10);
const MIN_FILL_MS = Number(process.env.APPLICATION_MIN_FILL_MS ?? 3000);

type Target = { name: string; databaseUrl?: string; dataDir: string };
type Row = { measure: string; value: string };

function start(buildDir: string, target: Target): ChildProcess {
  return startBuild(buildDir, {
    port: PORT,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    env: { TRUST_PROXY: "true" },
  });
}

async function healthy() {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("server did not become healthy in 30 s");
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** The form as a browser would get it: its signed time stamp (a cookie) and the first program offered. */
async function formTokenAndProgram(): Promise<{ cookie: string; programId: string }> {
  const response = await fetch(`${base}/apply`);
  const html = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith("sd_form_token="));
  const programId = /<option value="([0-9a-f-]{36})"/.exec(html)?.[1];
  if (!cookie || !programId) throw new Error("the /apply page set no form stamp or offers no program");
  return { cookie, programId };
}

async function countRows(
  target: Target,
): Promise<{ consultations: number; followUps: number; mails: number }> {
  const handle = openDatabase(
    target.databaseUrl ? { url: target.databaseUrl } : { dataDir: `${target.dataDir}/db` },
  );
  try {
    const count = async (query: ReturnType<typeof sql>) =>
      Number((await handle.db.execute<{ n: number }>(query)).rows[0]!.n);
    return {
      consultations: await count(
        sql`SELECT count(*)::int AS n FROM consultations WHERE email LIKE 'bench-run-%'`,
      ),
      followUps: await count(
        sql`SELECT count(*)::int AS n FROM contact_activities a JOIN consultations c ON c.id = a.consultation_id WHERE c.email LIKE 'bench-run-%' AND a.subject = '48-hour follow-up'`,
      ),
      mails: await count(
        sql`SELECT count(*)::int AS n FROM mail_messages WHERE kind = 'application-received' AND to_address LIKE 'bench-run-%'`,
      ),
    };
  } finally {
    await handle.close();
  }
}

async function run(buildDir: string, target: Target): Promise<Row[]> {
  const child = start(buildDir, target);
  try {
    await healthy();
    const { cookie, programId } = await formTokenAndProgram();
    await new Promise((r) => setTimeout(r, MIN_FILL_MS + 100));
    let n = 0;
    const stamp = Date.now().toString(36);
    const submissions = (options: { prefix: string; amount?: number; duration?: number }) =>
      autocannon({
        url: base,
        connections: CONNECTIONS,
        ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
        requests: [
          {
            method: "POST",
            path: "/apply.data",
            setupRequest: (request) => {
              n += 1;
              const body = new URLSearchParams({
                extra_info: "",
                title: "Mr",
                first_name: "Bench",
                last_name: `Applicant ${n}`,
                date_of_birth: "1980-05-17",
                occupation: "Director",
                company: "",
                email: `${options.prefix}-${stamp}-${n}@example.com`,
                phone_number: "+44 20 7946 0000",
                country: "United Kingdom",
                city: "London",
                social_media_links: "",
                program_id: programId,
              }).toString();
              return {
                ...request,
                body,
                headers: {
                  "content-type": "application/x-www-form-urlencoded",
                  cookie,
                  origin: base,
                  "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                },
              };
            },
          },
        ],
      });
    // autocannon's `duration` abandons the requests in flight when time is up (the server may still
    // save them, unacknowledged). So a timed warm-up (its rows are not counted) measures the steady
    // rate, and the measured run is sized by count to about DURATION_S seconds and waits for every answer.
    const warmUp = await submissions({ prefix: "bench-warm", duration: 5 });
    if (warmUp["2xx"] === 0) {
      throw new Error(
        `no submission succeeded in the warm-up (errors ${warmUp.errors}, timeouts ${warmUp.timeouts}, status codes ${JSON.stringify(warmUp.statusCodeStats)})`,
      );
    }
    const result = await submissions({
      prefix: "bench-run",
      amount: Math.max(CONNECTIONS, Math.round(warmUp.requests.average * DURATION_S)),
    });
    // Let the e-mails that follow each acknowledged application finish before shutting down.
    await new Promise((r) => setTimeout(r, 2000));
    await stop(child);
    const acknowledged = result["2xx"];
    const rows = await countRows(target);
    const consistent = rows.consultations === acknowledged && rows.followUps === acknowledged;
    return [
      {
        measure: `POST /apply on ${target.name} (${CONNECTIONS} connections)`,
        value: `${Math.round(result.requests.total / result.duration)} submissions/s over ${result.duration.toFixed(1)} s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.errors + result.non2xx} errors`,
      },
      {
        measure: `  rows after the run on ${target.name}`,
        value: `${acknowledged} acknowledged, ${rows.consultations} consultations, ${rows.followUps} follow-ups${consistent ? " (equal)" : " (MISMATCH)"}, ${rows.mails} acknowledgement e-mails recorded`,
      },
    ];
  } finally {
    if (child.exitCode === null && child.signalCode === null) await stop(child);
  }
}

/** Runs the application benchmark on PGlite and, with BENCH_DATABASE_URL, PostgreSQL; prints a table. */
export async function benchApplications(buildDir: string): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "sd-bench-apply-"));
  try {
    rows.push(...(await run(buildDir, { name: "PGlite", dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const pgDataDir = mkdtempSync(path.join(tmpdir(), "sd-bench-apply-"));
    try {
      await withPostgresDatabase(adminUrl, "bench_apply", async (url) => {
        rows.push(...(await run(buildDir, { name: "PostgreSQL", databaseUrl: url, dataDir: pgDataDir })));
      });
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  } else {
    rows.push({ measure: "POST /apply on PostgreSQL", value: "skipped (set BENCH_DATABASE_URL)" });
  }
  console.table(rows);
  return rows;
}

// `npx tsx bench/applications.ts` runs this benchmark alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await benchApplications(path.resolve(root, process.env.BUILD_DIR ?? "build"));
}
