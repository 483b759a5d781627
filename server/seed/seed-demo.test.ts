import { readdir } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventTypes } from "#core/enums.ts";
import { achievementRules } from "#core/members/achievements/achievement-rules.ts";
import type { Database } from "#server/db/client.ts";
import {
  accounts,
  achievementDefinitions,
  achievementProgress,
  consultations,
  contactActivities,
  faqs,
  memberAchievements,
  memberEventBookings,
  memberProgramRegistrations,
  profiles,
  programImages,
  programs,
  trainingEvents,
} from "#server/db/schema.ts";
import { createTestContext, type TestContext } from "#tests/support/test-services.ts";
import { demoConsultations } from "./demo-content.ts";
import { makeConsultation, makeProgram } from "./factories.ts";
import { DEMO_MEMBER, seedDemo } from "./seed-demo.ts";

const countedTables = {
  programs,
  programImages,
  faqs,
  trainingEvents,
  achievementDefinitions,
  profiles,
  memberProgramRegistrations,
  memberEventBookings,
  memberAchievements,
  achievementProgress,
  consultations,
  contactActivities,
};

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(countedTables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const now = new Date();
let t: TestContext;

// How long the seed takes is measured by `npm run bench` (bench/seed-demo.ts), not asserted here.
beforeAll(async () => {
  t = await createTestContext();
  expect(await seedDemo(t.services, now)).toEqual({ seeded: true });
});
afterAll(() => t.close());

describe("seedDemo on an empty database", () => {
  it("inserts programmes whose features are all 'Name: description' lines", async () => {
    const rows = await t.services.db.select().from(programs).orderBy(programs.displayOrder);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeLessThanOrEqual(6);
    expect(rows.map((r) => r.displayOrder)).toEqual(rows.map((_, i) => i + 1));
    for (const program of rows) {
      const lines = program.features.split("\n");
      expect(lines.length).toBeGreaterThanOrEqual(4);
      for (const line of lines) expect(line).toMatch(/^[^:]+: .+/);
    }
  });

  it("gives every programme 2-4 stored WebP images with exactly one primary", async () => {
    const { db, storage } = t.services;
    const rows = await db.select().from(programs);
    for (const program of rows) {
      const images = await db
        .select()
        .from(programImages)
        .where(eq(programImages.programId, program.id))
        .orderBy(programImages.displayOrder);
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(4);
      expect(images.filter((i) => i.isPrimary)).toHaveLength(1);
      expect(images[0]!.isPrimary).toBe(true);
      for (const image of images) {
        expect(image.storageKey).toMatch(/^program-images\/.+\.webp$/);
        expect(image.imageUrl).toBe(storage.publicUrl(image.storageKey!));
        expect(image.altText.length).toBeGreaterThan(10);
        const file = await storage.get(image.storageKey!);
        expect(file).not.toBeNull();
        const data = await buffer(file!.body);
        expect(data.length).toBeLessThan(150 * 1024);
        const meta = await sharp(data).metadata();
        expect(meta).toMatchObject({ format: "webp", width: 1600, height: 1000 });
        expect({ width: image.width, height: image.height }).toEqual({ width: 1600, height: 1000 });
      }
    }
  });

  it("inserts active and inactive FAQs", async () => {
    const rows = await t.services.db.select().from(faqs);
    expect(rows.some((f) => f.isActive)).toBe(true);
    expect(rows.some((f) => !f.isActive)).toBe(true);
  });

  it("schedules upcoming events of every type, including full, mandatory and online ones", async () => {
    const rows = await t.services.db.select().from(trainingEvents);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((e) => e.eventType))).toEqual(new Set(eventTypes));
    for (const event of rows) {
      expect(event.status).toBe("scheduled");
      expect(event.startTime.getTime()).toBeGreaterThan(now.getTime());
      expect(event.startTime.getTime()).toBeLessThan(now.getTime() + 35 * 24 * 60 * 60 * 1000);
    }
    expect(rows.some((e) => e.maxCapacity !== null && e.currentCapacity === e.maxCapacity)).toBe(true);
    expect(rows.some((e) => e.isMandatory)).toBe(true);
    const online = rows.find((e) => e.meetingUrl);
    expect(online?.meetingUrl).toMatch(/^https:\/\/meet\.example\.com\//);
    expect(online?.requirements?.equipment.length).toBeGreaterThan(0);
    expect(online?.requirements?.prerequisites.length).toBeGreaterThan(0);
    expect(rows.some((e) => e.programId !== null)).toBe(true);
  });

  it("inserts achievement definitions of every rarity, one inactive", async () => {
    const rows = await t.services.db.select().from(achievementDefinitions);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((a) => a.rarity))).toEqual(new Set(["common", "rare", "epic", "legendary"]));
    expect(rows.filter((a) => !a.isActive)).toHaveLength(1);
    for (const a of rows) expect(a.badgeColor).toMatch(/^#[0-9a-f]{6}$/i);
    // Every rule earns something, so each event the product emits can be seen to count.
    expect(new Set(rows.filter((a) => a.isActive).map((a) => a.rule))).toEqual(new Set(achievementRules));
  });

  it("creates the verified demo member with a password account and a history", async () => {
    const { db } = t.services;
    const [member] = await db.select().from(profiles).where(eq(profiles.email, DEMO_MEMBER.email));
    expect(member).toMatchObject({
      firstName: DEMO_MEMBER.firstName,
      lastName: DEMO_MEMBER.lastName,
      emailVerified: true,
    });
    expect(member!.phone).toBeTruthy();
    const [credential] = await db.select().from(accounts).where(eq(accounts.userId, member!.id));
    expect(credential?.providerId).toBe("credential");

    const registrations = await db
      .select()
      .from(memberProgramRegistrations)
      .where(eq(memberProgramRegistrations.memberId, member!.id));
    expect(registrations.map((r) => [r.status, r.progressPercentage]).sort()).toEqual([
      ["active", 45],
      ["completed", 100],
      ["pending", 0],
    ]);
    expect(registrations.find((r) => r.status === "active")?.startDate).toBeInstanceOf(Date);

    const bookings = await db
      .select({ booking: memberEventBookings, event: trainingEvents })
      .from(memberEventBookings)
      .innerJoin(trainingEvents, eq(trainingEvents.id, memberEventBookings.eventId))
      .where(eq(memberEventBookings.memberId, member!.id));
    const confirmed = bookings.filter((b) => b.booking.bookingStatus === "confirmed");
    expect(confirmed).toHaveLength(2);
    for (const { event } of confirmed) {
      expect(event.startTime.getTime()).toBeGreaterThan(now.getTime());
      expect(event.currentCapacity).toBeGreaterThanOrEqual(1);
      if (event.maxCapacity !== null) expect(event.currentCapacity).toBeLessThanOrEqual(event.maxCapacity);
    }
    const cancelled = bookings.filter((b) => b.booking.bookingStatus === "cancelled");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.booking.cancelledAt).toBeInstanceOf(Date);
    expect(cancelled[0]!.booking.cancellationReason).toBe("Cancelled by member");

    // Earned by the rules engine from that history: two approvals, one completion, a full profile.
    const earned = await db
      .select({ name: achievementDefinitions.name })
      .from(memberAchievements)
      .innerJoin(achievementDefinitions, eq(achievementDefinitions.id, memberAchievements.achievementId))
      .where(eq(memberAchievements.memberId, member!.id));
    expect(earned.map((e) => e.name).sort()).toEqual(["Committed", "Personal Touch", "Programme Graduate"]);
    const progress = await db
      .select({ name: achievementDefinitions.name, current: achievementProgress.currentValue })
      .from(achievementProgress)
      .innerJoin(achievementDefinitions, eq(achievementDefinitions.id, achievementProgress.achievementId))
      .where(eq(achievementProgress.memberId, member!.id));
    expect(Object.fromEntries(progress.map((p) => [p.name, p.current]))).toMatchObject({
      "Well Rounded": 2,
      Guardian: 1,
      Sovereign: 1,
    });
  });

  it("adds leads with overdue, upcoming and completed follow-ups", async () => {
    const { db } = t.services;
    const leads = await db.select().from(consultations);
    expect(leads.length).toBeGreaterThanOrEqual(3);
    for (const lead of leads) {
      expect(lead.programId).not.toBeNull();
      expect(lead.age).toBeGreaterThanOrEqual(18);
    }
    const activities = await db.select().from(contactActivities);
    const pending = activities.filter((a) => a.activityType === "scheduled" && a.status === "pending");
    expect(pending.some((a) => a.scheduledAt! < now)).toBe(true);
    expect(
      pending.some(
        (a) => a.scheduledAt! > now && a.scheduledAt!.getTime() <= now.getTime() + 24 * 3600 * 1000,
      ),
    ).toBe(true);
    expect(activities.some((a) => a.status === "completed" && a.outcome && a.completedAt)).toBe(true);
  });

  it("is idempotent: a second call changes nothing", async () => {
    const before = await rowCounts(t.services.db);
    expect(await seedDemo(t.services, now)).toEqual({ seeded: false });
    expect(await rowCounts(t.services.db)).toEqual(before);
  });
});

describe("seedDemo on a database with content", () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestContext();
  });
  afterAll(() => other.close());

  it("does nothing when a programme already exists", async () => {
    const { db } = other.services;
    await makeProgram(db, { name: "Operator's Own Programme" });
    const before = await rowCounts(db);
    expect(await seedDemo(other.services)).toEqual({ seeded: false });
    expect(await rowCounts(db)).toEqual(before);
    const [member] = await db
      .select({ n: count() })
      .from(profiles)
      .where(sql`lower(${profiles.email}) = ${DEMO_MEMBER.email}`);
    expect(member?.n).toBe(0);
  });
});

describe("seedDemo when its transaction fails", () => {
  let other: TestContext;
  beforeAll(async () => {
    other = await createTestContext();
  });
  afterAll(() => other.close());

  it("leaves no rows, no demo member and no image files behind", async () => {
    const { db } = other.services;
    // A lead with a demo lead's e-mail makes the consultation insert violate its unique index.
    await makeConsultation(db, { email: demoConsultations[0]!.email });
    const before = await rowCounts(db);
    expect(await seedDemo(other.services)).toEqual({ seeded: false });
    expect(await rowCounts(db)).toEqual(before);
    const folder = path.join(other.dataDir, "files", "public-files", "program-images");
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  });
});
