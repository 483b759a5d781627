// N members booking one event with K seats at the same instant: the race the conditional UPDATE must
// win (server/events/bookings/seats.ts). Shared by the integration test and `npm run bench`.
import { performance } from "node:perf_hooks";
import type { SessionUser } from "#server/auth/sessions/session-user.ts";
import type { Database } from "#server/db/client.ts";
import { profiles } from "#server/db/schema.ts";
import { bookEvent } from "#server/events/bookings/book-event.ts";
import { makeTrainingEvent, uniqueSuffix } from "#server/seed/factories.ts";

/** Members as bare profile rows (no password hashing): the storm is about bookings, not sign-in. */
export async function makeStormMembers(db: Database, n: number): Promise<SessionUser[]> {
  const run = uniqueSuffix();
  const rows = await db
    .insert(profiles)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `storm-${run}-${i}@example.com`,
        firstName: "Storm",
        lastName: `Member ${i}`,
        emailVerified: true,
      })),
    )
    .returning({ id: profiles.id, email: profiles.email });
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: "",
    firstName: "Storm",
    lastName: null,
    emailVerified: true,
    role: "member" as const,
  }));
}

export type StormResult = {
  eventId: string;
  confirmed: number;
  refused: Map<string, number>;
  unexpected: unknown[];
  latenciesMs: number[];
};

export async function bookingStorm(
  db: Database,
  members: SessionUser[],
  seats: number,
  options: { waitlist?: boolean } = {},
): Promise<StormResult> {
  const event = await makeTrainingEvent(db, { maxCapacity: seats, currentCapacity: 0 });
  const latenciesMs: number[] = [];
  const outcomes = await Promise.allSettled(
    members.map(async (member) => {
      const started = performance.now();
      try {
        return await bookEvent(db, member, event.id, options);
      } finally {
        latenciesMs.push(performance.now() - started);
      }
    }),
  );
  const refused = new Map<string, number>();
  const unexpected: unknown[] = [];
  let confirmed = 0;
  for (const o of outcomes) {
    if (o.status === "fulfilled") {
      if (o.value.status === "confirmed") confirmed++;
      else refused.set("waitlist", (refused.get("waitlist") ?? 0) + 1);
    } else if (o.reason?.name === "DomainError") {
      refused.set(o.reason.message, (refused.get(o.reason.message) ?? 0) + 1);
    } else unexpected.push(o.reason);
  }
  return { eventId: event.id, confirmed, refused, unexpected, latenciesMs };
}
