// The memory soak: the production build under mixed traffic for SOAK_SECONDS (600 by default; any
// number for a short run), on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL (a throw-away database).
// SOAK_CONNECTIONS (8) loops request, each picking by weight: public pages (from the page cache, and
// with a query string, which renders), the admin pages and the members' pages as a signed-in admin and
// member (documents and `.data` requests), /apply form posts, and now and then a new member sign-in
// whose session the members' requests then use.
// Every SOAK_SAMPLE_SECONDS (5) the server process's RSS is read from /proc/<pid>/status, and its V8
// heap and external memory (PGlite's WebAssembly memory is external) from bench/soak-memory-probe.mjs,
// loaded into the server with `node --import`. Prints the RSS at start (healthy, before traffic), the
// peak under traffic, the end of the traffic, and after SOAK_IDLE_SECONDS (20) idle; the RSS a minute in
// and at the end (the drift says whether it is flat); and a sample a minute.
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signIn, startBuild, stop, waitFor, withPostgresDatabase } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_SOAK_PORT ?? 3297);
const base = `http://localhost:${PORT}`;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 5);
const IDLE_SECONDS = Number(process.env.SOAK_IDLE_SECONDS ?? 20);
const MIN_FILL_MS = 3100;
const ADMIN = { email: "soak-admin@example.com", password: "SoakAdmin2026!" };
const MEMBER = { email: "member@demo.local", password: "DemoMember2026!" };
const MB = 1024 * 1024;

type Probe = { heapUsed: number; heapTotal: number; external: number; arrayBuffers: number };
type Sample = { second: number; rss: number; probe: Probe | null };
type Counts = { requests: number; failures: number; statuses: Map<number, number> };

/** RSS in bytes from /proc, the kernel's count (what an orchestrator's memory limit sees). */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}

/** The process's highest RSS so far (VmHWM). */
function hwmOf(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}

function lastProbe(file: string): Probe | null {
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, "utf8").trimEnd().split("\n");
  return lines.length && lines.at(-1) ? (JSON.parse(lines.at(-1)!) as Probe) : null;
}

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((line) => line.split(";")[0]!);
}

let address = 0;
/** A distinct client address per form post and sign-in (TRUST_PROXY=true), as many visitors would be. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

/** A sign-in from its own client address, as the soak's visitors each have one. */
const signInAs = (credentials: { email: string; password: string }) =>
  signIn(base, credentials, { "x-forwarded-for": nextAddress() });

type Traffic = { adminCookie: string; memberCookie: string; formCookie: string; programId: string };

async function prepare(): Promise<{ traffic: Traffic; programPath: string }> {
  const apply = await fetch(`${base}/apply`);
  const html = await apply.text();
  const formCookie = cookiesOf(apply).find((pair) => pair.startsWith("sd_form_token="));
  const programId = /<option value="([0-9a-f-]{36})"/.exec(html)?.[1];
  if (!formCookie || !programId) throw new Error("the /apply page set no form stamp or offers no program");
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const programPath = /<loc>https?:\/\/[^<]*?(\/programs\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!programPath) throw new Error("the sitemap lists no program");
  const traffic = {
    adminCookie: await signInAs(ADMIN),
    memberCookie: await signInAs(MEMBER),
    formCookie,
    programId,
  };
  // The form's stamp is accepted once the minimum fill time has passed.
  await new Promise((r) => setTimeout(r, MIN_FILL_MS));
  return { traffic, programPath };
}

type Pick = { weight: number; send: (n: number) => Promise<Response> };

function mix(traffic: Traffic, programPath: string): Pick[] {
  const get = (pathname: string, cookie?: string) => () =>
    fetch(`${base}${pathname}`, {
      headers: { "accept-encoding": "gzip, br", ...(cookie ? { cookie } : {}) },
    });
  const pages = (weight: number, paths: string[], cookie?: () => string): Pick[] =>
    paths.map((p) => ({ weight: weight / paths.length, send: () => get(p, cookie?.())() }));
  return [
    ...pages(30, ["/", "/programs", programPath, "/faqs", "/apply", "/about", "/philosophy"]),
    // A query string is never served from the page cache: these render every time.
    { weight: 5, send: (n) => get(`/programs?from=soak-${n % 50}`)() },
    ...pages(
      30,
      [
        "/admin",
        "/admin/consultations",
        "/admin/activities",
        "/admin/training-events",
        "/admin/users",
        "/admin/audit-log",
        "/admin/programs",
        "/admin/member-registrations",
        "/admin/consultations.data",
        "/admin/consultations?q=bench",
      ],
      () => traffic.adminCookie,
    ),
    ...pages(
      22,
      ["/members", "/members/schedule", "/members/achievements", "/members/profile", "/members/programs"],
      () => traffic.memberCookie,
    ),
    {
      weight: 12,
      send: (n) =>
        fetch(`${base}/apply.data`, {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            cookie: traffic.formCookie,
            origin: base,
            "x-forwarded-for": nextAddress(),
          },
          body: new URLSearchParams({
            extra_info: "",
            title: "Ms",
            first_name: "Soak",
            last_name: `Applicant ${n}`,
            date_of_birth: "1984-03-09",
            occupation: "Director",
            company: "",
            email: `soak-${Date.now().toString(36)}-${n}@example.com`,
            phone_number: "+44 20 7946 0000",
            country: "United Kingdom",
            city: "London",
            social_media_links: "",
            program_id: traffic.programId,
          }).toString(),
        }),
    },
    {
      weight: 1,
      // A new sign-in: its session replaces the member's for the requests that follow.
      send: async () => {
        traffic.memberCookie = await signInAs(MEMBER);
        return new Response(null, { status: 200 });
      },
    },
  ];
}

async function drive(picks: Pick[], until: number, counts: Counts) {
  let total = 0;
  const ends = picks.map((p) => (total += p.weight));
  let n = 0;
  const loop = async () => {
    while (Date.now() < until) {
      n += 1;
      // Spread over the mix by a fixed stride, so every run sends the same sequence.
      const roll = ((n * 7919) % 1000) / (1000 / total);
      const pick = picks.find((_, i) => roll < ends[i]!) ?? picks[0]!;
      try {
        const response = await pick.send(n);
        await response.arrayBuffer();
        counts.requests += 1;
        counts.statuses.set(response.status, (counts.statuses.get(response.status) ?? 0) + 1);
        if (response.status >= 500) counts.failures += 1;
      } catch {
        counts.failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
}

async function soak(buildDir: string, database: string, databaseUrl?: string) {
  // Another server on the port would be measured in place of this one.
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${PORT} is in use: set BENCH_SOAK_PORT`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "sd-bench-soak-"));
  const probeFile = path.join(dataDir, "probe.jsonl");
  const start = () =>
    startBuild(buildDir, {
      port: PORT,
      dataDir: `${dataDir}/data`,
      databaseUrl,
      env: {
        TRUST_PROXY: "true",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SOAK_PROBE_FILE: probeFile,
      },
      nodeArgs: [
        // SOAK_NODE_FLAGS adds V8 flags, to compare settings (e.g. "--max-semi-space-size=8", which
        // applies to the database thread too: decision 269).
        ...(process.env.SOAK_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
        "--import",
        path.join(import.meta.dirname, "soak-memory-probe.mjs"),
      ],
    });
  // The first start creates the database (PGlite's initdb), migrates and seeds: once in a data
  // directory's life. Its figures are printed; the soak runs on the next start, as a deployment does.
  let child: ChildProcess = start();
  try {
    await waitFor(`${base}/api/health`, 60_000);
    await new Promise((r) => setTimeout(r, 2000));
    const firstStart = { rss: rssOf(child.pid!), hwm: hwmOf(child.pid!) };
    await stop(child);
    child = start();
    await waitFor(`${base}/api/health`, 60_000);
    // The start: healthy, settled for a moment, before any traffic.
    await new Promise((r) => setTimeout(r, 2000));
    const pid = child.pid!;
    console.log(`Soak on ${database}: server process ${pid}`);
    const startRss = rssOf(pid);
    const startProbe = lastProbe(probeFile);
    const { traffic, programPath } = await prepare();
    const counts: Counts = { requests: 0, failures: 0, statuses: new Map() };
    const samples: Sample[] = [];
    const began = Date.now();
    const sampler = setInterval(() => {
      samples.push({
        second: Math.round((Date.now() - began) / 1000),
        rss: rssOf(pid),
        probe: lastProbe(probeFile),
      });
    }, SAMPLE_SECONDS * 1000);
    await drive(mix(traffic, programPath), began + SECONDS * 1000, counts);
    clearInterval(sampler);
    const endRss = rssOf(pid);
    const endProbe = lastProbe(probeFile);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idleRss = rssOf(pid);
    const idleProbe = lastProbe(probeFile);

    const peak = samples.reduce((max, s) => (s.rss > max.rss ? s : max), {
      second: SECONDS,
      rss: endRss,
      probe: endProbe,
    });
    const minuteIn = samples.find((s) => s.second >= Math.min(60, SECONDS / 4)) ?? samples[0];
    const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
    const heap = (probe: Probe | null) =>
      probe ? `heap ${mb(probe.heapUsed)} of ${mb(probe.heapTotal)}, external ${mb(probe.external)}` : "";
    const statuses = [...counts.statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}: ${c}`)
      .join(", ");
    console.log(
      `Soak on ${database}: ${SECONDS} s of mixed traffic, ${CONNECTIONS} connections, ${counts.requests} requests ` +
        `(${Math.round(counts.requests / SECONDS)}/s; ${statuses}), ${counts.failures} failures (5xx or no answer)`,
    );
    console.table([
      {
        database,
        at: "first start (initdb, migrations, seed)",
        rss: mb(firstStart.rss),
        node: `highest while starting ${mb(firstStart.hwm)}`,
      },
      { database, at: "start (healthy, before traffic)", rss: mb(startRss), node: heap(startProbe) },
      { database, at: `peak under traffic (${peak.second} s)`, rss: mb(peak.rss), node: heap(peak.probe) },
      {
        database,
        at: `${minuteIn?.second ?? 0} s in`,
        rss: mb(minuteIn?.rss ?? startRss),
        node: heap(minuteIn?.probe ?? null),
      },
      { database, at: "end of traffic", rss: mb(endRss), node: heap(endProbe) },
      { database, at: `after ${IDLE_SECONDS} s idle`, rss: mb(idleRss), node: heap(idleProbe) },
      {
        database,
        at: "drift, end minus the early sample",
        rss: mb(endRss - (minuteIn?.rss ?? startRss)),
        node: "",
      },
    ]);
    // About ten points over the run (a minute apart in the 10-minute soak).
    const every = Math.max(1, Math.round(samples.length / 10));
    const series = samples.filter((_, i) => i % every === every - 1 || i === samples.length - 1);
    console.log(
      `  RSS over time: ${series.map((s) => `${s.second}s ${Math.round(s.rss / MB)}`).join(", ")} (MB)`,
    );
    return { database, startRss, peakRss: peak.rss, endRss, idleRss, failures: counts.failures };
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The soak on PGlite and, with BENCH_DATABASE_URL, PostgreSQL. */
export async function benchSoak(buildDir: string) {
  // SOAK_DATABASES=postgres (or pglite) runs one of the two.
  const only = process.env.SOAK_DATABASES?.toLowerCase();
  const results = only === "postgres" ? [] : [await soak(buildDir, "PGlite")];
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (only === "pglite") return results;
  if (adminUrl) {
    results.push(
      await withPostgresDatabase(adminUrl, "bench_soak", (url) => soak(buildDir, "PostgreSQL", url)),
    );
  } else {
    console.log("(BENCH_DATABASE_URL not set: the PostgreSQL soak skipped)");
  }
  return results;
}

// `SOAK_SECONDS=60 npx tsx bench/soak.ts` runs the soak alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await benchSoak(path.resolve(root, process.env.BUILD_DIR ?? "build"));
}
