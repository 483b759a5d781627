// `npm run backup` with the embedded database: PGlite belongs to the server process while it runs (it
// holds DATA_DIR/db.lock), so the command asks the server to take the backup, over a Unix socket in
// DATA_DIR/run/ (a folder only its owner may enter: whoever can reach the socket could read the data
// directory anyway). Nothing listens on a network port for this.
import { chmod, mkdir, rm } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import type { Logger } from "#server/logger.ts";
import type { BackupOutcome } from "./take-backup.ts";

export const backupSocketPath = (dataDir: string) => path.join(dataDir, "run", "backup.sock");

export type BackupListener = { close(): Promise<void> };

/** Serves `POST /backup` on the socket; a failure to listen is logged and leaves the server as it was. */
export async function listenForBackupRequests(
  dataDir: string,
  takeBackup: () => Promise<BackupOutcome>,
  logger: Logger,
): Promise<BackupListener> {
  const socket = backupSocketPath(dataDir);
  const server = http.createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/backup") {
      response.writeHead(404).end();
      return;
    }
    request.resume();
    takeBackup().then(
      (outcome) =>
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(outcome)),
      () => response.writeHead(500).end(),
    );
  });
  try {
    await mkdir(path.dirname(socket), { recursive: true, mode: 0o700 });
    await chmod(path.dirname(socket), 0o700);
    await rm(socket, { force: true }); // left by a process that died: we hold the database's lock now
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socket, () => resolve());
    });
  } catch (error) {
    logger.warn(
      { code: (error as NodeJS.ErrnoException).code },
      "backups on demand cannot reach this server (npm run backup): its socket could not be opened",
    );
    return { close: async () => {} };
  }
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Asks the server on DATA_DIR for a backup; null when no server answers there. */
export function requestBackupFromServer(dataDir: string): Promise<BackupOutcome | null> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: backupSocketPath(dataDir), path: "/backup", method: "POST" },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () => {
          if (response.statusCode !== 200)
            return reject(new Error(`the server answered ${response.statusCode}`));
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as BackupOutcome);
        });
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" || error.code === "ECONNREFUSED" ? resolve(null) : reject(error),
    );
    request.end();
  });
}
