// An e-mail written in the same transaction as its change survives `kill -9` between the commit and
// the send, and is sent once after the restart (decisions 150, 151). The kill lands there for certain:
// TEST_MAIL_SEND_DELAY_MS holds every claimed e-mail before sending it, and the process logs when it
// does; the restart runs without it, with a short JOB_LEASE_SECONDS so the dead claim runs out soon.
import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink.ts";
import { uniqueEmail } from "./fixtures.ts";
import { APPLICATION_SUBMITTED, applicationFor, firstProgramId, postForm } from "./form-posts.ts";
import {
  databases,
  freePort,
  freshPostgresDatabase,
  killServers,
  startServer,
  untilHealthy,
  untilLogged,
} from "./processes.ts";

let sink: SmtpSink | undefined;
test.afterEach(async () => {
  await killServers();
  await sink?.close();
  sink = undefined;
});

for (const database of databases) {
  test(`[OPS] an e-mail committed with its change is sent once after kill -9 before the send (${database})`, async () => {
    test.setTimeout(120_000);
    sink = await startSmtpSink();
    const postgres = database === "postgres" ? await freshPostgresDatabase() : undefined;
    const port = await freePort();
    const dataDir = `.tmp/mail-after-kill-${port}`;
    rmSync(dataDir, { recursive: true, force: true });
    const settings = {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url,
      SMTP_URL: sink.url,
      OPERATIONS_EMAIL: "operations@kill.test",
      APPLICATION_MIN_FILL_MS: "0",
      JOB_LEASE_SECONDS: "5",
      BETTER_AUTH_SECRET: "mail-after-kill-e2e-secret-0123456789abcdef",
    };
    try {
      const first = startServer(port, { ...settings, TEST_MAIL_SEND_DELAY_MS: "120000" });
      await untilHealthy(first);
      const applicant = uniqueEmail("kill");
      const answer = await postForm(
        `${first.url}/apply`,
        applicationFor(applicant, await firstProgramId(first.url)),
        { origin: first.url },
      );
      expect(answer.status).toBe(200);
      expect(await answer.text(), "the application was acknowledged").toContain(APPLICATION_SUBMITTED);
      // Committed (the answer says so), claimed, and held before the send: now.
      await untilLogged(first, "test hook: holding a claimed e-mail before sending");
      first.child.kill("SIGKILL");
      await first.exited;
      expect(sink.received, "nothing was sent before the kill").toEqual([]);

      const second = startServer(port, settings);
      await untilHealthy(second);
      const toApplicant = () => sink!.received.filter((m) => m.to === applicant);
      const toOperations = () => sink!.received.filter((m) => m.to === "operations@kill.test");
      await expect
        .poll(() => toApplicant().length + toOperations().length, {
          message: "waiting for both e-mails of the application after the restart",
          timeout: 30_000,
        })
        .toBe(2);
      // A graceful stop lets a send under way finish: nothing more can go out after it.
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
      expect(toApplicant(), "the acknowledgement, once").toHaveLength(1);
      expect(toOperations(), "the operations alert, once").toHaveLength(1);
      expect(toApplicant()[0]!.data).toContain("Subject:");
    } finally {
      await killServers();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
