// The ceiling the throughput benches compare with: a page captured exactly as the app answered it
// (status, headers, compressed bytes), then a bare node:http server, in its own process, sending those
// bytes and nothing else. Shared by bench/throughput.ts (public pages) and bench/signed-in-throughput.ts.
import { type ChildProcess, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { waitFor } from "./processes.ts";

export type CapturedPage = { path: string; status: number; headers: [string, string][]; body: string };

/** The page as the app answers `headers` (a cookie, accepted encodings). */
export function capturePage(
  base: string,
  pagePath: string,
  headers: Record<string, string>,
): Promise<CapturedPage> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pagePath}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const kept = Object.entries(response.headers)
            .filter(([name]) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(name))
            .map(([name, value]) => [name, String(value)] as [string, string]);
          const body = Buffer.concat(chunks).toString("base64");
          resolve({ path: pagePath, status: response.statusCode ?? 0, headers: kept, body });
        });
      })
      .on("error", reject);
  });
}

const BARE_SERVER = `
const http = require("node:http");
const pages = new Map(JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"))
  .map((page) => [page.path, { ...page, body: Buffer.from(page.body, "base64") }]));
http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) { res.writeHead(404); res.end(); return; }
  res.writeHead(page.status, Object.fromEntries(page.headers.filter(([n]) => n !== "content-length")));
  res.end(page.body);
}).listen(Number(process.argv[2]));
`;

/** Starts the bare server on `port` answering `pages` (written into `dir`), once it answers the first. */
export async function startBareServer(
  pages: CapturedPage[],
  dir: string,
  port: number,
): Promise<ChildProcess> {
  const pagesFile = path.join(dir, "bare-pages.json");
  writeFileSync(pagesFile, JSON.stringify(pages));
  const bare = spawn(process.execPath, ["-e", BARE_SERVER, pagesFile, String(port)], { stdio: "inherit" });
  await waitFor(`http://localhost:${port}${pages[0]?.path ?? "/"}`);
  return bare;
}
