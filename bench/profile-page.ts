import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { DEMO_MEMBER } from "#server/seed/demo-content.ts";
import { BENCH_ADMIN, signIn, startBuild, stop, waitFor, withPostgresDatabase } from "./processes.ts";

type Frame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: Frame; children?: number[] };
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
  startTime: number;
};

const root = path.resolve(import.meta.dirname, "..");
const page = process.argv[2] ?? "/admin";
const PORT = Number(process.env.PROFILE_PORT ?? 3297);
const MEASURE_S = 6;

/** A frame's owner: an npm package, a Node module, our bundle's file, or V8's own work. */
function ownerOf(frame: Frame): string {
  if (!frame.url) {
    if (frame.functionName === "(garbage collector)") return "GC";
    if (frame.functionName === "(idle)") return "idle";
    if (frame.functionName === "(program)") return "program";
    return `native ${frame.functionName}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url);
  if (pkg) return pkg[1]!;
  if (frame.url.startsWith("node:")) return frame.url;
  return `ours ${frame.url.split("/").pop()}`;
}

function summarise(profile: Profile, requests: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Self time per node over the measured window (the last MEASURE_S seconds).
  const self = new Map<number, number>();
  const from = profile.endTime - MEASURE_S * 1e6;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i]!;
    if (at >= from) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    const owner = ownerOf(frame);
    if (owner === "idle") continue;
    busy += us;
    add(byOwner, owner, us);
    add(byFunction, `${owner} ${frame.functionName || "(anonymous)"}:${frame.lineNumber}`, us);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => `${((us / busy) * 100).toFixed(1).padStart(5)} %  ${key}`);
  console.log(
    `busy ${(busy / 1000).toFixed(0)} ms of ${MEASURE_S * 1000}; ${(busy / 1000 / requests).toFixed(1)} ms per request`,
  );
  console.log(["by package:", ...top(byOwner, 20), "", "by function:", ...top(byFunction, 25)].join("\n"));
  if (process.env.PROFILE_INCLUSIVE) {
    // Time inside each function, its callees included (a recursive function counted once per sample):
    // where a framework's passes start, which self time alone scatters over many small helpers.
    const inclusive = new Map<string, number>();
    for (const [id, us] of self) {
      if (ownerOf(byId.get(id)!.callFrame) === "idle") continue;
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const frame = byId.get(at)!.callFrame;
        if (!frame.url) continue;
        const key = `${ownerOf(frame)} ${frame.functionName || "(anonymous)"}:${frame.lineNumber}`;
        if (!seen.has(key)) add(inclusive, key, us);
        seen.add(key);
      }
    }
    const limit = Number(process.env.PROFILE_INCLUSIVE) > 1 ? Number(process.env.PROFILE_INCLUSIVE) : 40;
    console.log(["", "inclusive, by function:", ...top(inclusive, limit)].join("\n"));
  }
  const wanted = process.env.PROFILE_STACKS_OF;
  if (wanted) {
    const stacks = new Map<string, number>();
    for (const [id, us] of self) {
      if (byId.get(id)!.callFrame.functionName !== wanted) continue;
      const chain: string[] = [];
      for (let p = parent.get(id); p !== undefined && chain.length < 14; p = parent.get(p)) {
        const frame = byId.get(p)!.callFrame;
        chain.push(`${frame.functionName}@${frame.url.split("/").pop()}:${frame.lineNumber}`);
      }
      add(stacks, chain.join(" < "), us);
    }
    console.log(["", `callers of ${wanted}:`, ...top(stacks, 6)].join("\n"));
  }
}

async function profile(databaseUrl: string) {
  const profileDir = mkdtempSync(path.join(tmpdir(), "sd-profile-"));
  const dataDir = mkdtempSync(path.join(tmpdir(), "sd-profile-data-"));
  const base = `http://localhost:${PORT}`;
  const app = startBuild(path.resolve(root, process.env.BUILD_DIR ?? "build"), {
    port: PORT,
    dataDir,
    databaseUrl,
    env: {
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
    // PROFILE_NODE_ARGS: Node or V8 flags (to compare settings).
    nodeArgs: [
      ...(process.env.PROFILE_NODE_ARGS?.split(" ").filter(Boolean) ?? []),
      "--cpu-prof",
      `--cpu-prof-dir=${profileDir}`,
    ],
  });
  try {
    await waitFor(`${base}/api/health`, 60_000);
    const credentials = page.startsWith("/members") ? DEMO_MEMBER : BENCH_ADMIN;
    const cookie = await signIn(base, credentials);
    const headers = { cookie, "accept-encoding": "gzip, deflate, br", accept: "text/html" };
    await autocannon({ url: base + page, connections: 10, duration: 2, headers });
    // The profile's timestamps are on the monotonic clock in microseconds: the window is the measured load.
    const from = Number(process.hrtime.bigint() / 1000n);
    const result = await autocannon({ url: base + page, connections: 10, duration: MEASURE_S, headers });
    const to = Number(process.hrtime.bigint() / 1000n);
    console.log(
      `${page} on ${databaseUrl ? "PostgreSQL" : "PGlite"}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} not 2xx`,
    );
    await stop(app); // SIGTERM: the profiler writes its file as the process exits
    // The main thread's (thread id 0: CPU.<date>.<time>.<pid>.0.<n>.cpuprofile); the embedded database's
    // worker thread writes its own beside it.
    const file = readdirSync(profileDir).find((name) =>
      /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(name),
    );
    if (!file) throw new Error("the server wrote no profile");
    // PROFILE_OUT keeps the profile (to open in DevTools, or to compare two builds).
    if (process.env.PROFILE_OUT) {
      copyFileSync(path.join(profileDir, file), process.env.PROFILE_OUT);
      writeFileSync(`${process.env.PROFILE_OUT}.window`, `${from} ${to} ${result.requests.total}\n`);
      const worker = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile") && name !== file);
      if (worker) {
        copyFileSync(path.join(profileDir, worker), `${process.env.PROFILE_OUT}.worker`);
        writeFileSync(`${process.env.PROFILE_OUT}.worker.window`, `${from} ${to} ${result.requests.total}\n`);
      }
    }
    summarise(
      JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile,
      result.requests.total,
    );
  } finally {
    await stop(app);
    rmSync(profileDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const adminUrl = process.env.PROFILE_DATABASE_URL;
await (adminUrl ? withPostgresDatabase(adminUrl, "profile_page", profile) : profile(""));
