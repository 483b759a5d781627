// My work at scale: 100,000 leads and 500,000 activities (the leads bench's 300,000 and 200,000 more
// follow-ups), owned and assigned among 20 operators, with 2,000 pending registrations and 500 failed
// e-mails; times one operator's whole page (getMyWork: every section's rows and counts) on PostgreSQL
// (BENCH_DATABASE_URL; a fresh database, dropped afterwards) and, unless BENCH_MY_WORK_PGLITE=false, on
// PGlite. The target is under 50 ms p99 on PostgreSQL.
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";
import { openDatabase } from "#server/db/client.ts";
import { getMyWork } from "#server/my-work/get-my-work.ts";
import { benchAdmin, onScratchPostgres, percentile, timeCalls } from "./bench-databases.ts";
import { seed as seedLeads } from "./leads.ts";

const OPERATORS = 20;
const MORE_ACTIVITIES = 200_000;
const RUNS = Number(process.env.BENCH_MY_WORK_RUNS ?? 50);
const TARGET_P99_MS = 50;
const TIME_ZONES = ["Europe/London", "Pacific/Auckland", "America/Los_Angeles"];

export async function seedMyWork(handle: DatabaseHandle) {
  await seedLeads(handle);
  const { db } = handle;
  // The bench's operator and 19 colleagues; every lead has an owner, every activity its lead's owner.
  await db.execute(sql`
    INSERT INTO profiles (id, email, name)
    SELECT CASE WHEN i = 1 THEN ${benchAdmin.id}::uuid ELSE gen_random_uuid() END,
      'operator' || i || '@example.com', 'Operator ' || i
    FROM generate_series(1, ${OPERATORS}) AS i`);
  await db.execute(sql`INSERT INTO user_roles (user_id, role) SELECT id, 'admin' FROM profiles`);
  await db.execute(sql`
    WITH ops AS (SELECT id, row_number() OVER (ORDER BY email) - 1 AS k FROM profiles)
    UPDATE consultations c SET owner_id = ops.id
    FROM (SELECT id, row_number() OVER (ORDER BY created_at) AS n FROM consultations) l, ops
    WHERE l.id = c.id AND ops.k = l.n % ${OPERATORS}`);
  await db.execute(sql`
    UPDATE contact_activities a SET assigned_to_user_id = c.owner_id
    FROM consultations c WHERE c.id = a.consultation_id`);
  // 200,000 more follow-ups over the last and the next 30 days, a tenth still pending.
  await db.execute(sql`
    WITH leads AS (SELECT id, owner_id, row_number() OVER (ORDER BY id) AS n FROM consultations)
    INSERT INTO contact_activities (consultation_id, activity_type, contact_method, status, priority,
      subject, scheduled_at, completed_at, assigned_to_user_id)
    SELECT l.id, 'scheduled', 'phone', CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'completed' END, 'normal',
      'Follow-up Call', now() + ((i % 86400) - 43200) * interval '1 minute',
      CASE WHEN i % 10 <> 0 THEN now() END, l.owner_id
    FROM generate_series(1, ${MORE_ACTIVITIES}) AS i
    JOIN leads l ON l.n = 1 + i % 100000`);
  // 2,000 members waiting for approval, 500 e-mails given up on.
  await db.execute(sql`
    INSERT INTO profiles (email, name) SELECT 'member' || i || '@example.com', 'Member ' || i
    FROM generate_series(1, 2000) AS i`);
  await db.execute(sql`
    INSERT INTO member_program_registrations (member_id, program_id, status, registration_date)
    SELECT p.id, (SELECT id FROM programs ORDER BY display_order LIMIT 1), 'pending',
      now() - (row_number() OVER (ORDER BY p.email)) * interval '1 hour'
    FROM profiles p WHERE p.email LIKE 'member%'`);
  await db.execute(sql`
    INSERT INTO jobs (kind, payload, status, attempts, last_error)
    SELECT 'mail', jsonb_build_object('to', 'x' || i || '@example.com', 'subject', 'Note ' || i), 'failed', 8,
      'mail not sent'
    FROM generate_series(1, 500) AS i`);
  await db.execute(sql`VACUUM ANALYZE`);
}

async function measure(label: string, handle: DatabaseHandle, checkTarget: boolean) {
  const started = performance.now();
  await seedMyWork(handle);
  console.log(
    `\n${label}: 100,000 leads, 500,000 activities, ${OPERATORS} operators seeded in ${Math.round(performance.now() - started)} ms`,
  );
  const rows = [];
  for (const timeZone of TIME_ZONES) {
    const run = () => getMyWork(handle.db, benchAdmin, { now: new Date(), timeZone });
    const work = await run(); // warm, as a page in use is
    const samples = await timeCalls(RUNS, run);
    const p99 = percentile(samples, 99);
    rows.push({
      path: `my work (${timeZone})`,
      "p50 ms": percentile(samples, 50).toFixed(1),
      "p99 ms": p99.toFixed(1),
      counts: `${work.leads.count} leads, ${work.followUps.overdue} overdue, ${work.followUps.today} today, ${work.registrations.count} registrations, ${work.failedMail.count} failed`,
      ...(checkTarget ? { [`p99 < ${TARGET_P99_MS} ms`]: p99 < TARGET_P99_MS ? "yes" : "NO" } : {}),
    });
  }
  console.table(rows);
}

export async function benchMyWork() {
  if (process.env.BENCH_MY_WORK_PGLITE !== "false") {
    const embedded = openDatabase({ memory: true });
    try {
      await measure("My work on PGlite", embedded, false);
    } finally {
      await embedded.close();
    }
  }
  await onScratchPostgres("bench_my_work", (server) => measure("My work on PostgreSQL", server, true));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMyWork();
