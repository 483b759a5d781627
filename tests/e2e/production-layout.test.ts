// The production layout from processes (decision 151): PostgreSQL, an S3 server, an SMTP sink, TWO
// production instances started at the same moment on the empty database, and nginx running the shipped
// deploy/nginx/nginx.conf in front of both, with TRUST_PROXY (decision 179). Checks what must hold when
// any request may reach either instance:
// start-up made one admin and one demo seed; a session, an upload and the sign-in budget are shared;
// a booking's e-mail job is sent once while both poll; the forms post through the proxy; the proxy logs
// paths without their query strings and keeps /metrics internal; and when one instance is killed under
// a stream of applications, every acknowledged application is stored once.
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_MEMBER, demoFaqs, demoPrograms } from "#server/seed/demo-content.ts";
import { S3RVER_KEYS, TEST_BUCKET } from "#tests/support/s3-server.ts";
import { E2E_ADMIN } from "./env.ts";
import { uniqueEmail, uniqueSuffix } from "./fixtures.ts";
import {
  APPLICATION_SUBMITTED,
  applicationFor,
  firstProgramId,
  postForm,
  signInThroughForm,
} from "./form-posts.ts";
import { killServers } from "./processes.ts";
import {
  LAYOUT_METRICS_TOKEN,
  type Layout,
  startLayout,
  storedApplications,
  streamApplications,
} from "./production-layout.ts";

let layout: Layout | undefined;
test.afterEach(async () => {
  await layout?.stop();
  await killServers();
  layout = undefined;
});

test("[OPS] two instances behind nginx on PostgreSQL, an S3 bucket and SMTP: one product", async () => {
  test.setTimeout(180_000);
  layout = await startLayout();
  const { a, b, proxy, publicUrl, s3, sink, sql } = layout;
  const count = async (query: string, params: unknown[] = []) =>
    Number((await sql.query(query, params)).rows[0].n);

  await test.step("start-up made one admin and one demo seed, its images once in the bucket", async () => {
    const images = demoPrograms.reduce((sum, program) => sum + program.imageCount, 0);
    expect(await count("SELECT count(*) AS n FROM programs")).toBe(demoPrograms.length);
    expect(await count("SELECT count(*) AS n FROM faqs")).toBe(demoFaqs.length);
    expect(await count("SELECT count(*) AS n FROM program_images")).toBe(images);
    for (const email of [E2E_ADMIN.email, DEMO_MEMBER.email])
      expect(await count("SELECT count(*) AS n FROM profiles WHERE lower(email) = $1", [email]), email).toBe(
        1,
      );
    expect(await count("SELECT count(*) AS n FROM user_roles WHERE role = 'admin'")).toBe(1);
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: S3RVER_KEYS,
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
    client.destroy();
    const keys = (listed.Contents ?? []).map((object) => object.Key).sort();
    const stored = (await sql.query("SELECT storage_key FROM program_images ORDER BY storage_key")).rows;
    expect(keys, "the bucket holds exactly the seeded rows' files").toEqual(stored.map((r) => r.storage_key));
  });

  const origin = publicUrl;
  let admin = "";
  await test.step("a session made through one instance works on the other and through the proxy", async () => {
    admin = await signInThroughForm(proxy.url, "/admin/login", E2E_ADMIN, origin);
    const onA = await signInThroughForm(a.url, "/admin/login", E2E_ADMIN, origin);
    for (const [cookie, where] of [
      [onA, [b.url, proxy.url]],
      [admin, [a.url, b.url]],
    ] as const) {
      for (const base of where) {
        const page = await fetch(`${base}/admin`, { headers: { cookie }, redirect: "manual" });
        expect(page.status, `${base}/admin`).toBe(200);
        expect(await page.text()).toContain("Dashboard");
      }
    }
  });

  await test.step("an image uploaded through one instance is served by the other", async () => {
    const programId = (await sql.query("SELECT id FROM programs ORDER BY created_at LIMIT 1")).rows[0].id;
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 90, b: 140 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("intent", "images-upload");
    form.set("id", programId);
    form.set("images", new Blob([new Uint8Array(png)], { type: "image/png" }), "layout.png");
    const upload = await postForm(`${a.url}/admin/programs`, form, { origin, cookie: admin });
    expect(upload.status, "the upload on instance A").toBeLessThan(400);
    const [image] = (
      await sql.query(
        "SELECT image_url FROM program_images WHERE program_id = $1 ORDER BY created_at DESC LIMIT 1",
        [programId],
      )
    ).rows;
    expect(image.image_url).toMatch(/^\/files\/public-files\/program-images\//);
    const served = await fetch(`${b.url}${image.image_url}`);
    expect(served.status, "served by instance B").toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  await test.step("sign-in failures spread over both instances spend one budget", async () => {
    const email = uniqueEmail("limits");
    const attempt = (base: string) =>
      fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify({ email, password: "not-the-password" }),
      });
    // 10 failures per address in 15 minutes (server/auth/throttling/auth-throttle.ts), alternating A and B.
    for (let i = 0; i < 10; i++)
      expect((await attempt(i % 2 ? b.url : a.url)).status, `attempt ${i + 1}`).toBe(401);
    const refused = await attempt(proxy.url);
    expect(refused.status, "the 11th, through the proxy").toBe(429);
  });

  await test.step("forms post through the proxy: admin create, member booking, application", async () => {
    const question = `Is parking available (layout ${uniqueSuffix()})?`;
    const created = await postForm(
      `${proxy.url}/admin/faqs`,
      { intent: "create", question, answer: "Yes, valet.", displayOrder: "900", isActive: "on" },
      { origin, cookie: admin },
    );
    expect(created.status, "Add FAQ").toBeLessThan(400);
    expect(await count("SELECT count(*) AS n FROM faqs WHERE question = $1", [question])).toBe(1);

    const applicant = uniqueEmail("layout");
    const applied = await postForm(
      `${proxy.url}/apply`,
      applicationFor(applicant, await firstProgramId(proxy.url)),
      { origin },
    );
    expect(applied.status).toBe(200);
    expect(await applied.text()).toContain(APPLICATION_SUBMITTED);
    expect(await count("SELECT count(*) AS n FROM consultations WHERE email = $1", [applicant])).toBe(1);

    const member = await signInThroughForm(proxy.url, "/members/login", DEMO_MEMBER, origin);
    const [event] = (
      await sql.query(
        `SELECT e.id, e.title FROM training_events e
          WHERE e.status = 'scheduled' AND e.start_time > now() + interval '2 hours'
            AND (e.max_capacity IS NULL OR e.current_capacity < e.max_capacity)
            AND NOT EXISTS (SELECT 1 FROM member_event_bookings b JOIN profiles p ON p.id = b.member_id
                             WHERE b.event_id = e.id AND lower(p.email) = $1)
          ORDER BY e.start_time LIMIT 1`,
        [DEMO_MEMBER.email],
      )
    ).rows;
    expect(event, "a demo event the demo member can book").toBeDefined();
    const booked = await postForm(
      `${proxy.url}/members/schedule`,
      { intent: "book-event", id: event.id },
      { origin, cookie: member },
    );
    expect(booked.status, "Book Event").toBeLessThan(400);

    // Its confirmation is a job both instances poll for: sent once.
    const confirmations = () =>
      sink.received.filter(
        (m) => m.to === DEMO_MEMBER.email && m.data.includes(`Booking confirmed: ${event.title}`),
      );
    const jobDone = async () =>
      count(
        `SELECT count(*) AS n FROM jobs j JOIN member_event_bookings b ON j.group_key = 'booking:' || b.id
          WHERE b.event_id = $1 AND j.kind = 'booking-confirmed' AND j.status = 'done'`,
        [event.id],
      );
    await expect
      .poll(jobDone, { message: "waiting for the booking's e-mail job to finish", timeout: 30_000 })
      .toBe(1);
    expect(confirmations(), "the booking confirmation, once").toHaveLength(1);
  });

  await test.step("the proxy logs paths, never query strings or a reset link's token", async () => {
    const search = `needle-${uniqueSuffix()}`;
    const token = `TokenInPath${uniqueSuffix()}`;
    const searched = await fetch(`${proxy.url}/admin/consultations?q=${search}`, {
      headers: { cookie: admin },
    });
    expect(searched.status).toBe(200);
    await searched.arrayBuffer();
    const resetLink = await fetch(
      `${proxy.url}/api/auth/reset-password/${token}?callbackURL=%2Freset-password`,
      { redirect: "manual" },
    );
    await resetLink.arrayBuffer();
    const requestId = searched.headers.get("x-request-id");
    // nginx writes a request's line once the answer is sent: wait for the second one's.
    await expect
      .poll(() => proxy.accessLog().includes("/api/auth/reset-password/[token]"), {
        message: "waiting for the reset link's line in nginx's access log",
      })
      .toBe(true);
    const lines = proxy
      .accessLog()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.requestId === requestId)).toMatchObject({
      method: "GET",
      path: "/admin/consultations",
      status: 200,
    });
    expect(proxy.accessLog()).not.toContain(search);
    expect(proxy.accessLog()).not.toContain(token);
    expect(proxy.accessLog()).not.toContain("callbackURL");
  });

  await test.step("/metrics answers on each instance, never through the proxy", async () => {
    const authorization = `Bearer ${LAYOUT_METRICS_TOKEN}`;
    expect((await fetch(`${a.url}/metrics`, { headers: { authorization } })).status).toBe(200);
    expect((await fetch(`${proxy.url}/metrics`, { headers: { authorization } })).status).toBe(404);
  });

  await test.step("one instance killed under load: every acknowledged application is stored once", async () => {
    const stream = streamApplications(proxy.url, origin, await firstProgramId(proxy.url), 4, () =>
      uniqueEmail("load"),
    );
    await expect.poll(() => stream.acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    b.child.kill("SIGKILL");
    await b.exited;
    const killedAt = stream.acknowledged.length;
    await expect
      .poll(() => stream.acknowledged.length - killedAt, {
        message: "waiting for applications acknowledged after the kill",
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(20);
    await stream.stop();

    const { acknowledged, cutAfter200, unanswered } = stream;
    // Only the requests B was answering when it died may fail: the proxy's 502, or no answer at all.
    expect(
      unanswered.filter((u) => u.status !== 502 && u.status !== 0),
      JSON.stringify(unanswered),
    ).toEqual([]);
    const stored = await storedApplications(sql, [
      ...acknowledged,
      ...cutAfter200,
      ...unanswered.map((u) => u.email),
    ]);
    for (const email of acknowledged) expect(stored(email), `acknowledged ${email}`).toBe(1);
    // A 200 is written after the commit: a page cut off after it still means stored, once.
    for (const email of cutAfter200) expect(stored(email), `answered 200, then cut: ${email}`).toBe(1);
    // One without an answer may have been stored before B died: then once, never twice.
    for (const { email } of unanswered) expect(stored(email), `unanswered ${email}`).toBeLessThanOrEqual(1);
    console.log(
      `kill one instance under load: ${acknowledged.length} applications acknowledged (${killedAt} before the kill), all stored once; ${cutAfter200.length} cut after their 200 (stored once); ${unanswered.length} unanswered (${unanswered.map((u) => u.status).join(", ")})`,
    );
  });
});
