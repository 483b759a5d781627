// `npm run bench:layout`: the production layout's figures (docs/performance.md, decision 151). Starts the
// layout the CI test starts (tests/e2e/production-layout.ts: PostgreSQL at TEST_DATABASE_URL, s3rver,
// an SMTP sink, two instances, nginx), then measures through the proxy with autocannon
// (BENCH_LAYOUT_CONNECTIONS connections, default 16; BENCH_LAYOUT_SECONDS each, default 10):
// GET /, a signed-in page (the demo member's /members) and the apply action (a new e-mail each time);
// then kills one instance under a stream of applications and checks that each acknowledged one is
// stored exactly once (tests/e2e/production-layout.ts's stream, as the CI test uses it). Needs a production build (`npm run build`) and nginx.
import autocannon from "autocannon";
import { DEMO_MEMBER } from "#server/seed/demo-content.ts";
import { applicationFor, firstProgramId, signInThroughForm } from "../tests/e2e/form-posts.ts";
import { startLayout, storedApplications, streamApplications } from "../tests/e2e/production-layout.ts";

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

  // Kill one instance halfway through a stream of applications from CONNECTIONS senders.
  const stream = streamApplications(proxy.url, publicUrl, programId, CONNECTIONS, nextEmail);
  const started = Date.now();
  const until = async (ms: number) => {
    while (Date.now() - started < ms) await new Promise((r) => setTimeout(r, 50));
  };
  await until((SECONDS * 1000) / 2);
  b.child.kill("SIGKILL");
  const before = stream.acknowledged.length;
  await until(SECONDS * 1000);
  await stream.stop();
  const { acknowledged, cutAfter200, unanswered } = stream;
  const stored = await storedApplications(sql, [
    ...acknowledged,
    ...cutAfter200,
    ...unanswered.map((u) => u.email),
  ]);
  const once = (emails: string[]) => emails.filter((email) => stored(email) === 1).length;
  const twice = [...acknowledged, ...cutAfter200, ...unanswered.map((u) => u.email)].filter(
    (e) => stored(e) > 1,
  );
  const statuses = [...new Set(unanswered.map((u) => u.status))].join(", ") || "none";
  console.log(
    `\nKill one instance under load: ${acknowledged.length} applications acknowledged (${before} before the kill), ` +
      `${once(acknowledged)} of them in the database once; ${cutAfter200.length} answered 200 then cut off ` +
      `(${once(cutAfter200)} stored once); ${unanswered.length} unanswered (status ${statuses}); ${twice.length} stored twice.`,
  );
  if (
    once(acknowledged) !== acknowledged.length ||
    once(cutAfter200) !== cutAfter200.length ||
    twice.length > 0
  )
    process.exitCode = 1;
} finally {
  await layout.stop();
}
