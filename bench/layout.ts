// `npm run bench:layout`: the production layout's figures for the README (decision 151). Starts the
// layout the CI test starts (tests/e2e/production-layout.ts: PostgreSQL at TEST_DATABASE_URL, s3rver,
// an SMTP sink, two instances, nginx), then measures through the proxy with autocannon
// (BENCH_LAYOUT_CONNECTIONS connections, default 16; BENCH_LAYOUT_SECONDS each, default 10):
// GET /, a signed-in page (the demo member's /members) and the apply action (a new e-mail each time);
// then kills one instance under a stream of applications and checks that each acknowledged one is
// stored exactly once. Needs a production build (`npm run build`) and nginx.
import autocannon from "autocannon";
import { DEMO_MEMBER } from "#server/db/seed/demo-content.ts";
import {
  APPLICATION_SUBMITTED,
  applicationFor,
  firstProgramId,
  postForm,
  signInThroughForm,
} from "../tests/e2e/form-posts.ts";
import { startLayout } from "../tests/e2e/production-layout.ts";

const SECONDS = Number(process.env.BENCH_LAYOUT_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LAYOUT_CONNECTIONS ?? 16);

type Row = { what: string; rps: number; p50: number; p99: number; non2xx: number; errors: number };

async function measure(what: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    what,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

let sequence = 0;
const nextEmail = () => `bench.${process.pid}.${++sequence}@layout.test`;

const layout = await startLayout();
try {
  const { proxy, publicUrl, sql, b } = layout;
  const member = await signInThroughForm(proxy.url, "/members/login", DEMO_MEMBER, publicUrl);
  const programId = await firstProgramId(proxy.url);
  const rows: Row[] = [];
  const accept = { accept: "text/html", "accept-encoding": "gzip, deflate, br" };
  rows.push(await measure("GET /", { url: `${proxy.url}/`, headers: accept }));
  rows.push(
    await measure("GET /members (signed in)", {
      url: `${proxy.url}/members`,
      headers: { ...accept, cookie: member },
    }),
  );
  rows.push(
    await measure("POST /apply", {
      url: `${proxy.url}/apply`,
      requests: [
        {
          method: "POST",
          headers: { ...accept, origin: publicUrl, "content-type": "application/x-www-form-urlencoded" },
          setupRequest: (request) => ({
            ...request,
            body: new URLSearchParams(applicationFor(nextEmail(), programId)).toString(),
          }),
        },
      ],
    }),
  );
  console.log(`\nThrough nginx to two instances (${CONNECTIONS} connections, ${SECONDS} s each):`);
  console.table(rows);

  // Kill one instance while CONNECTIONS senders post applications, as the CI test does with 4.
  const acknowledged: string[] = [];
  const failed: { status: number; email: string }[] = [];
  let stopping = false;
  const sender = async () => {
    while (!stopping) {
      const email = nextEmail();
      const answer = await postForm(`${proxy.url}/apply`, applicationFor(email, programId), {
        origin: publicUrl,
      });
      const text = await answer.text();
      if (answer.status === 200 && text.includes(APPLICATION_SUBMITTED)) acknowledged.push(email);
      else failed.push({ status: answer.status, email });
    }
  };
  const senders = Array.from({ length: CONNECTIONS }, sender);
  const started = Date.now();
  while (Date.now() - started < (SECONDS * 1000) / 2) await new Promise((r) => setTimeout(r, 50));
  b.child.kill("SIGKILL");
  const before = acknowledged.length;
  while (Date.now() - started < SECONDS * 1000) await new Promise((r) => setTimeout(r, 50));
  stopping = true;
  await Promise.all(senders);
  const stored = await sql.query(
    "SELECT count(*)::int AS n, count(DISTINCT lower(email))::int AS distinct FROM consultations WHERE lower(email) = ANY($1)",
    [acknowledged],
  );
  const { n, distinct } = stored.rows[0];
  const statuses = [...new Set(failed.map((f) => f.status))].join(", ") || "none";
  console.log(
    `\nKill one instance under load: ${acknowledged.length} applications acknowledged (${before} before the kill), ` +
      `${distinct} of them in the database, ${n - distinct} twice; ${failed.length} not acknowledged (status ${statuses}).`,
  );
  if (distinct !== acknowledged.length || n !== distinct) process.exitCode = 1;
} finally {
  await layout.stop();
}
