// The booking storm: N members book one event with K seats at the same instant, several rounds, on
// PGlite and (with BENCH_DATABASE_URL) PostgreSQL. Each round must end with exactly K confirmed
// bookings and current_capacity K, or the bench fails; it prints p50/p99 of one booking's latency.
import { and, eq } from "drizzle-orm";
import { eventMessages } from "#core/events/training-events/event-messages.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { memberEventBookings as bookings, trainingEvents } from "#server/db/schema.ts";
import { bookingStorm, makeStormMembers } from "#tests/support/booking-storm.ts";
import { onBenchDatabases, percentile } from "./bench-databases.ts";

const MEMBERS = Number(process.env.STORM_MEMBERS ?? 200);
const SEATS = Number(process.env.STORM_SEATS ?? 5);
const ROUNDS = 5;

async function measure(label: string, handle: DatabaseHandle) {
  await handle.migrate();
  const members = await makeStormMembers(handle.db, MEMBERS);
  const rows = [];
  for (const waitlist of [false, true]) {
    const latencies: number[] = [];
    let wall = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const result = await bookingStorm(handle.db, members, SEATS, { waitlist });
      wall += performance.now() - started;
      latencies.push(...result.latenciesMs);
      const [event] = await handle.db
        .select({ current: trainingEvents.currentCapacity })
        .from(trainingEvents)
        .where(eq(trainingEvents.id, result.eventId));
      const confirmed = await handle.db.$count(
        bookings,
        and(eq(bookings.eventId, result.eventId), eq(bookings.bookingStatus, "confirmed")),
      );
      const others = waitlist ? result.refused.get("waitlist") : result.refused.get(eventMessages.full);
      if (
        confirmed !== SEATS ||
        event?.current !== SEATS ||
        others !== MEMBERS - SEATS ||
        result.unexpected.length
      )
        throw new Error(
          `${label}: storm round ${round} ended with ${confirmed} confirmed, capacity ${event?.current}, ${others} others, ${result.unexpected.length} unexpected errors`,
        );
    }
    latencies.sort((a, b) => a - b);
    rows.push({
      path: waitlist ? "Join Waitlist (rest waitlisted)" : "Book (rest refused: full)",
      confirmed: `${SEATS} of ${MEMBERS}, every round`,
      "p50 ms": percentile(latencies, 50).toFixed(1),
      "p99 ms": percentile(latencies, 99).toFixed(1),
      "round ms": (wall / ROUNDS).toFixed(0),
    });
  }
  console.log(`\nBooking storm on ${label}: ${MEMBERS} members, ${SEATS} seats, ${ROUNDS} rounds`);
  console.table(rows);
}

export async function benchBookingStorm() {
  await onBenchDatabases("bench_storm", (label, handle) => measure(label, handle));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBookingStorm();
