// The dashboard at scale (decision 147): 100,000 leads, 300,000 activities (bench/leads.ts's data),
// 50,000 bookings of 2,000 events, 20,000 registrations and 10,000 achievements earned, timing the
// whole dashboard (every figure's statements, side by side, as the page runs them) for each range, on
// PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL. Target: under 100 ms p99 on PostgreSQL.
import { sql } from "drizzle-orm";
import { parseDateRange } from "#core/dashboard/date-range.ts";
import { getDashboardInsights } from "#server/dashboard/get-dashboard-insights.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { benchAdmin, onBenchDatabases, percentile, timeCalls } from "./bench-databases.ts";
import { seed as seedLeads } from "./leads.ts";

const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 25);
const TARGET_P99_MS = 100;
const TIME_ZONE = "Europe/London";

export async function seed(handle: DatabaseHandle) {
  await seedLeads(handle);
  const { db } = handle;
  await db.execute(sql`
    INSERT INTO profiles (email, name, first_name, last_name, email_verified)
    SELECT 'member' || i || '@example.com', 'Member ' || i, 'Member', 'No' || i, true FROM generate_series(1, 5000) AS i`);
  // 2,000 events, one every ~4.6 hours from a year ago to a month ahead.
  await db.execute(sql`
    INSERT INTO training_events (title, event_type, status, start_time, end_time, location, max_capacity)
    SELECT 'Event ' || i, (ARRAY['training','assessment','meeting','workshop','exam'])[1 + i % 5],
      CASE WHEN now() - interval '365 days' + i * interval '4.6 hours' < now() THEN 'completed' ELSE 'scheduled' END,
      now() - interval '365 days' + i * interval '4.6 hours', now() - interval '364 days' + i * interval '4.6 hours',
      'Room ' || (i % 9), 40
    FROM generate_series(1, 2000) AS i`);
  // 50,000 bookings: 25 per event, each member at most once per event.
  await db.execute(sql`
    INSERT INTO member_event_bookings (event_id, member_id, booking_status, attendance_status, booking_date)
    SELECT e.id, m.id,
      CASE WHEN b.k = 24 THEN 'waitlist' WHEN b.k = 23 THEN 'cancelled' ELSE 'confirmed' END,
      CASE WHEN e.start_time < now() AND b.k < 23 THEN (ARRAY['attended','attended','attended','absent','excused'])[1 + (b.k + e.n) % 5] ELSE 'pending' END,
      e.start_time - interval '3 days'
    FROM (SELECT id, start_time, row_number() OVER (ORDER BY start_time) AS n FROM training_events) e
    CROSS JOIN generate_series(0, 24) AS b(k)
    JOIN (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM profiles WHERE email LIKE 'member%') m
      ON m.n = (b.k + e.n * 25) % 5000`);
  await db.execute(sql`
    UPDATE training_events e SET current_capacity = (SELECT count(*) FROM member_event_bookings b
      WHERE b.event_id = e.id AND b.booking_status = 'confirmed')`);
  // 20,000 registrations: four programs per member, over the last year.
  await db.execute(sql`
    INSERT INTO member_program_registrations (member_id, program_id, status, progress_percentage, registration_date)
    SELECT m.id, p.id, (ARRAY['pending','active','active','completed','cancelled'])[1 + (m.n + p.n) % 5],
      (m.n * 7 + p.n * 13) % 101, now() - ((m.n * 4 + p.n) % 365) * interval '1 day'
    FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM profiles WHERE email LIKE 'member%') m
    CROSS JOIN (SELECT id, display_order AS n FROM programs WHERE display_order <= 4) p`);
  await db.execute(sql`
    INSERT INTO achievement_definitions (name, description, icon, category, badge_color, rule, target)
    SELECT 'Badge ' || i, 'A badge', 'star', 'training', '#c4a269', 'events_attended', i FROM generate_series(1, 2) AS i`);
  await db.execute(sql`
    INSERT INTO member_achievements (member_id, achievement_id, earned_at)
    SELECT m.id, a.id, now() - ((m.n * 3 + a.n) % 365) * interval '1 day'
    FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM profiles WHERE email LIKE 'member%') m
    CROSS JOIN (SELECT id, target AS n FROM achievement_definitions) a`);
  await db.execute(sql`VACUUM ANALYZE`);
}

export async function benchDashboard() {
  await onBenchDatabases("bench_dashboard", async (label, handle) => {
    await seed(handle);
    const rows = [];
    for (const range of ["7", "30", "90", "year"]) {
      const run = () =>
        getDashboardInsights(
          handle.db,
          benchAdmin,
          parseDateRange(new URLSearchParams({ range }), TIME_ZONE),
          TIME_ZONE,
        );
      await run();
      const samples = await timeCalls(RUNS, run);
      const p99 = percentile(samples, 99);
      rows.push({
        range,
        "p50 ms": percentile(samples, 50).toFixed(1),
        "p99 ms": p99.toFixed(1),
        ...(label === "PostgreSQL"
          ? { [`p99 < ${TARGET_P99_MS} ms`]: p99 < TARGET_P99_MS ? "yes" : "NO" }
          : {}),
      });
    }
    console.log(
      `\nDashboard (100,000 leads, 300,000 activities, 50,000 bookings), ${label}, ${RUNS} runs per range`,
    );
    console.table(rows);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDashboard();
