// [OPS] The move to the production layout, end to end (decisions 181, 183): data made through the product
// on the embedded database (an application, an activity, a booking, an uploaded image, an admin with
// two-factor sign-in), backed up with `npm run backup` while requests are being served, restored with
// `npm run restore` into a fresh PostgreSQL with an S3 bucket (s3rver) and, the same archive, into a
// fresh PGlite DATA_DIR; each started as the product and found whole: the rows, the files, sign-in
// with the password and a two-factor code. One test: its servers are started once.
import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { secretOfKey, totpCode } from "#server/auth/two-factor/totp.ts";
import { type S3TestServer, startS3Server } from "#tests/support/s3-server.ts";
import { DEMO_MEMBER } from "./env.ts";
import {
  APPLICATION_SUBMITTED,
  applicationFor,
  cookiesOf,
  firstProgramId,
  postForm,
  signInThroughForm,
} from "./form-posts.ts";
import {
  freePort,
  freshPostgresDatabase,
  killServers,
  postgresUrl,
  type ServerProcess,
  startServer,
  untilHealthy,
} from "./processes.ts";

const run = promisify(execFile);
const SECRET = "backup-restore-e2e-secret-0123456789abcdef";
const ADMIN = { email: "admin@backup-e2e.test", password: "backup-e2e-admin-password" };
const stamp = `${Date.now()}`;

let s3: S3TestServer | undefined;
const cleanUps: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  await killServers();
  for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  await s3?.close();
  s3 = undefined;
});

/** `npm run <tool>` as an operator runs it, with these settings; answers its output. */
async function npmRun(tool: "backup" | "restore", env: Record<string, string>, args: string[] = []) {
  const { stdout } = await run("node", ["scripts/tool.mjs", tool, ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", BETTER_AUTH_SECRET: SECRET, ...env },
  });
  return stdout;
}

function dataDir(name: string) {
  const dir = path.resolve(`.tmp/backup-e2e-${name}-${stamp}`);
  rmSync(dir, { recursive: true, force: true });
  cleanUps.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const server = startServer(await freePort(), {
    LOG_LEVEL: "warn",
    BETTER_AUTH_SECRET: SECRET,
    APPLICATION_MIN_FILL_MS: "0",
    APPLICATION_RATE_LIMIT: "0",
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    ...env,
  });
  await untilHealthy(server);
  return server;
}

/** Signs the admin in with the password, then the code; answers the session cookie. */
async function signInWithCode(server: ServerProcess, key: string): Promise<string> {
  const origin = server.url;
  const first = await postForm(
    `${server.url}/admin/login`,
    { intent: "sign-in", email: ADMIN.email, password: ADMIN.password },
    { origin },
  );
  expect(first.status, "the password step").toBe(302);
  expect(first.headers.get("location")).toContain("step=code");
  const pending = cookiesOf(first);
  expect(pending).not.toContain("session_token");
  const second = await postForm(
    `${server.url}/admin/login`,
    { intent: "two-factor-code", code: totpCode(secretOfKey(key)) },
    { origin, cookie: pending },
  );
  expect(second.status, "the code step").toBe(302);
  const session = cookiesOf(second);
  expect(session).toContain("session_token");
  return session;
}

test("[OPS] a PGlite backup taken under load restores whole into PostgreSQL with S3, and into PGlite", async () => {
  test.setTimeout(300_000);
  const sourceDir = dataDir("source");
  const source = await start({
    DATA_DIR: sourceDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const origin = source.url;
  const applicant = `backup-${stamp}@example.com`;
  let key = "";
  let imageUrl = "";

  await test.step("data made through the product", async () => {
    const programId = await firstProgramId(source.url);
    const applied = await postForm(`${source.url}/apply`, applicationFor(applicant, programId), { origin });
    expect(await applied.text()).toContain(APPLICATION_SUBMITTED);

    let admin = await signInThroughForm(source.url, "/admin/login", ADMIN, origin);
    const activity = await postForm(
      `${source.url}/admin/activities`,
      {
        intent: "create",
        activityType: "completed",
        contactMethod: "phone",
        subject: `Backup drill call ${stamp}`,
        completedAt: "2026-11-30T10:00",
      },
      { origin, cookie: admin },
    );
    expect(activity.status, "Add Activity").toBeLessThan(400);

    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 140, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("intent", "images-upload");
    form.set("id", programId);
    form.set("images", new Blob([new Uint8Array(png)], { type: "image/png" }), "backup.png");
    expect(
      (await postForm(`${source.url}/admin/programs`, form, { origin, cookie: admin })).status,
    ).toBeLessThan(400);
    const programs = await (
      await fetch(`${source.url}/admin/programs?edit=${programId}`, { headers: { cookie: admin } })
    ).text();
    imageUrl =
      [...programs.matchAll(/\/files\/public-files\/program-images\/[A-Za-z0-9._-]+\.webp/g)]
        .map((m) => m[0])
        .at(-1) ?? "";
    expect(imageUrl, "the uploaded image's address").not.toBe("");

    // Two-factor for the admin: the password, the key the page shows, a first code.
    const securityPage = () =>
      fetch(`${source.url}/admin/security`, { headers: { cookie: admin } }).then((r) => r.text());
    const adminId = /name="id" value="([0-9a-f-]{36})"/.exec(await securityPage())?.[1] ?? "";
    await postForm(
      `${source.url}/admin/security`,
      { intent: "two-factor-start", id: adminId, password: ADMIN.password },
      { origin, cookie: admin },
    );
    const shown = /data-testid="two-factor-secret"[^>]*>([^<]+)</.exec(await securityPage())?.[1] ?? "";
    key = shown.replace(/[^A-Z2-7]/g, "");
    expect(key).toMatch(/^[A-Z2-7]{40,}$/);
    const confirmed = await postForm(
      `${source.url}/admin/security`,
      { intent: "two-factor-confirm", id: adminId, code: totpCode(secretOfKey(key)) },
      { origin, cookie: admin },
    );
    expect(confirmed.status).toBeLessThan(400);
    admin = "";

    const member = await signInThroughForm(source.url, "/members/login", DEMO_MEMBER, origin);
    const schedule = await (
      await fetch(`${source.url}/members/schedule`, { headers: { cookie: member } })
    ).text();
    // Book Event sits in each event's details: the first event on the schedule that takes a booking.
    const ids = [
      ...new Set(
        [...schedule.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map(
          (m) => m[0],
        ),
      ),
    ];
    let booked = 0;
    for (const id of ids) {
      const answer = await postForm(
        `${source.url}/members/schedule`,
        { intent: "book-event", id },
        { origin, cookie: member },
      );
      if (answer.status < 400) {
        booked++;
        break;
      }
    }
    expect(booked, "a booking made on the schedule").toBe(1);
  });

  let archive = "";
  await test.step("npm run backup while requests are served", async () => {
    let stop = false;
    let served = 0;
    const load = (async () => {
      while (!stop) {
        const response = await fetch(`${source.url}/programs`);
        expect(response.status).toBe(200);
        served++;
      }
    })();
    const output = await npmRun("backup", { DATA_DIR: sourceDir });
    stop = true;
    await load;
    expect(served).toBeGreaterThan(0);
    expect(output).toContain("Asked the server running on");
    archive = /Backup written and verified: (\S+)/.exec(output)?.[1] ?? "";
    expect(archive).toMatch(/backup-\d{8}T\d{6}Z\.tar\.gz$/);
  });

  const expectWhole = async (server: ServerProcess) => {
    const ready = await (await fetch(`${server.url}/api/ready`)).json();
    expect(ready).toMatchObject({ status: "ready", database: "up", storage: "up" });
    const image = await fetch(`${server.url}${imageUrl}`);
    expect(image.status, "the uploaded image").toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const admin = await signInWithCode(server, key);
    const leads = await (
      await fetch(`${server.url}/admin/consultations?q=${encodeURIComponent(applicant)}`, {
        headers: { cookie: admin },
      })
    ).text();
    expect(leads).toContain(applicant);
    const activities = await (
      await fetch(`${server.url}/admin/activities`, { headers: { cookie: admin } })
    ).text();
    expect(activities).toContain(`Backup drill call ${stamp}`);
  };

  // PostgreSQL where a server is given (CI sets TEST_DATABASE_URL); the PGlite restore below runs always.
  if (postgresUrl) {
    await test.step("restored into a fresh PostgreSQL with an S3 bucket, the product finds it whole", async () => {
      s3 = await startS3Server(["moved-files"]);
      const database = await freshPostgresDatabase();
      cleanUps.push(() => database.drop());
      const env = { DATA_DIR: dataDir("postgres"), DATABASE_URL: database.url, ...s3.env("moved-files") };
      const output = await npmRun("restore", env, [archive]);
      expect(output).toContain("Restored");
      await expectWhole(await start(env));
    });
  }

  await test.step("the same backup restored into a fresh PGlite DATA_DIR, the product finds it whole", async () => {
    const env = { DATA_DIR: dataDir("pglite") };
    const output = await npmRun("restore", env, [archive]);
    expect(output).toContain("Restored");
    await expectWhole(await start(env));
  });
});
