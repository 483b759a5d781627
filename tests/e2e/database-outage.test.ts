// PostgreSQL only (runs when TEST_DATABASE_URL is set): the production server loses its database (a
// restart, seen through a proxy the test cuts), answers pages and sign-in with 503 and a plain message
// meanwhile, stays up, and serves again once the database is back.
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { cuttableProxy } from "#tests/support/cuttable-proxy.ts";
import {
  freePort,
  freshPostgresDatabase,
  killServers,
  postgresUrl,
  startServer,
  untilHealthy,
  untilLogged,
} from "./processes.ts";

test.afterEach(killServers);

const MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

for (const database of postgresUrl ? ["postgres"] : []) {
  test(`[OPS] on ${database}, a database restart answers 503 without SQL, and service resumes after it`, async () => {
    test.setTimeout(120_000);
    const fresh = await freshPostgresDatabase();
    const proxy = await cuttableProxy(fresh.url);
    const port = await freePort();
    const dataDir = `.tmp/outage-data-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    try {
      const server = startServer(port, {
        DATA_DIR: dataDir,
        DATABASE_URL: proxy.url,
        LOG_LEVEL: "info",
      });
      await untilHealthy(server);
      expect((await fetch(`${server.url}/programs`)).status).toBe(200);

      await proxy.cut();
      for (const path of ["/", "/programs", "/faqs"]) {
        const page = await fetch(`${server.url}${path}`, { redirect: "manual" });
        expect(page.status, path).toBe(503);
        expect(await page.text(), path).toBe(MESSAGE);
      }
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email: "someone@example.com", password: "some-password-1" }),
      });
      expect(signIn.status).toBe(503);
      expect(await signIn.text()).toBe(MESSAGE);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(503);

      await proxy.restore();
      expect((await fetch(`${server.url}/programs`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(server.child.exitCode, "the server stayed up").toBeNull();
      // Reported once when it starts (error) and once when it ends (info), not by each request. The
      // end is logged by the first query that succeeds; its line may reach the pipe after the answer.
      await untilLogged(server, '"msg":"database available again"');
      const lines = server.stdout().split("\n");
      const alarms = lines.filter((line) => /"level":(40|50)/.test(line));
      expect(alarms.filter((line) => line.includes('"msg":"database unavailable'))).toHaveLength(1);
      expect(alarms.filter((line) => !line.includes('"msg":"database unavailable'))).toEqual([]);
      expect(lines.filter((line) => line.includes('"msg":"database available again"'))).toHaveLength(1);
      expect(server.stdout()).not.toMatch(/select |insert into /i);

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      proxy.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
