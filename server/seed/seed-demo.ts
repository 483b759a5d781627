// Fills an empty installation with demo content so every page has something to show: programmes
// with generated images, FAQs, upcoming events, achievements, a demo member with history, and a few
// leads for the back office. It never touches a database that already has content.
import { asc, count, eq, sql } from "drizzle-orm";
import { ageInYears } from "#core/dates/age.ts";
import { achievementRules } from "#core/members/achievements/achievement-rules.ts";
import { type Database, pgErrorCode } from "#server/db/client.ts";
import {
  achievementDefinitions,
  contactActivities,
  memberEventBookings,
  memberProgramRegistrations,
  profiles,
  programImages,
  programs,
  userRolesTable,
} from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import { refreshAllFirstContacts } from "#server/leads/consultations/first-contact.ts";
import { refreshAchievements } from "#server/members/achievements/record-achievement-event.ts";
import type { Services } from "#server/services.ts";
import { generateKey, type Storage } from "#server/storage/storage.ts";
import {
  DEMO_MEMBER,
  DEMO_MEMBER_PHONE,
  type DemoEvent,
  demoAchievements,
  demoActivities,
  demoBookings,
  demoConsultations,
  demoEvents,
  demoFaqs,
  demoPrograms,
  demoRegistrations,
} from "./demo-content.ts";
import { makeConsultation, makeFaq, makeMember, makeProgram, makeTrainingEvent } from "./factories.ts";
import {
  describeAbstractImage,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  imagePalettes,
  renderAbstractImage,
} from "./program-images.ts";

export { DEMO_MEMBER } from "./demo-content.ts";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type StoredImage = { key: string; url: string; altText: string };

/** "Empty" means no programme and no demo member: an operator's own content is never mixed with demo rows. */
async function hasContent(db: Database): Promise<boolean> {
  const [programRows] = await db.select({ n: count() }).from(programs);
  if ((programRows?.n ?? 0) > 0) return true;
  const [member] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${DEMO_MEMBER.email}`)
    .limit(1);
  return Boolean(member);
}

/**
 * Renders and stores every programme's images before the transaction, so it holds no lock while sharp
 * works; one at a time, so the first start's peak memory is one image's, not all of them at once.
 */
async function storeProgramImages(storage: Storage): Promise<StoredImage[][]> {
  const images: StoredImage[][] = [];
  for (const [p, program] of demoPrograms.entries()) {
    const stored: StoredImage[] = [];
    for (let i = 0; i < program.imageCount; i++) {
      const seed = (p + 1) * 10 + i;
      const palette = imagePalettes[(p + i) % imagePalettes.length]!;
      const key = generateKey("program-images", "webp");
      await storage.put(key, await renderAbstractImage(seed, palette), "image/webp");
      stored.push({ key, url: storage.publicUrl(key), altText: describeAbstractImage(seed, palette) });
    }
    images.push(stored);
  }
  return images;
}

function eventStart(start: DemoEvent["start"], now: Date): Date {
  if ("hoursFromNow" in start) {
    // Rounded up to the next quarter hour so it reads like a real booking.
    const quarter = 15 * 60 * 1000;
    return new Date(Math.ceil((now.getTime() + start.hoursFromNow * HOUR) / quarter) * quarter);
  }
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + start.dayOffset, start.hourUtc),
  );
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

async function insertDemoRows(db: Transaction, memberId: string, images: StoredImage[][], now: Date) {
  const programIds = new Map<string, string>();
  for (const [p, { imageCount: _, ...data }] of demoPrograms.entries()) {
    const program = await makeProgram(db, data);
    programIds.set(program.name, program.id);
    await db.insert(programImages).values(
      images[p]!.map((image, i) => ({
        programId: program.id,
        imageUrl: image.url,
        storageKey: image.key,
        width: IMAGE_WIDTH,
        height: IMAGE_HEIGHT,
        altText: `${program.name}: ${image.altText}`,
        displayOrder: i + 1,
        isPrimary: i === 0,
      })),
    );
  }
  const programId = (name: string) => {
    const id = programIds.get(name);
    if (!id) throw new Error(`Demo content refers to an unknown programme: ${name}`);
    return id;
  };

  for (const faq of demoFaqs) await makeFaq(db, faq);

  // The member's confirmed bookings take seats, so they are counted into the events' capacity here.
  const eventIds = new Map<string, string>();
  for (const event of demoEvents) {
    const seats = demoBookings.filter((b) => b.eventKey === event.key && b.status === "confirmed").length;
    if (seats > 0 && event.maxCapacity !== null && event.currentCapacity + seats > event.maxCapacity) {
      throw new Error(`Demo booking would overfill ${event.key}`);
    }
    const startTime = eventStart(event.start, now);
    const row = await makeTrainingEvent(db, {
      title: event.title,
      description: event.description,
      eventType: event.eventType,
      status: "scheduled",
      startTime,
      endTime: new Date(startTime.getTime() + event.durationMinutes * 60 * 1000),
      location: event.location,
      maxCapacity: event.maxCapacity,
      currentCapacity: event.currentCapacity + seats,
      isMandatory: event.isMandatory ?? false,
      meetingUrl: event.meetingUrl ?? null,
      requirements: event.requirements ?? null,
      programId: event.programName ? programId(event.programName) : null,
    });
    eventIds.set(event.key, row.id);
  }

  await db.insert(achievementDefinitions).values(demoAchievements);

  // The demo member's history.
  await db.insert(memberProgramRegistrations).values(
    demoRegistrations.map((r) => ({
      memberId,
      programId: programId(r.programName),
      status: r.status,
      progressPercentage: r.progressPercentage,
      registrationDate: ago(now, r.registeredDaysAgo * DAY),
      startDate: r.startedDaysAgo !== undefined ? ago(now, r.startedDaysAgo * DAY) : null,
      endDate: r.endedDaysAgo !== undefined ? ago(now, r.endedDaysAgo * DAY) : null,
      notes: r.notes,
    })),
  );
  await db.insert(memberEventBookings).values(
    demoBookings.map((b) => ({
      memberId,
      eventId: eventIds.get(b.eventKey)!,
      bookingStatus: b.status,
      attendanceStatus: "pending",
      bookingDate: ago(now, b.daysAgo * DAY),
      cancelledAt: b.cancelledDaysAgo !== undefined ? ago(now, b.cancelledDaysAgo * DAY) : null,
      cancellationReason: b.status === "cancelled" ? "Cancelled by member" : null,
    })),
  );
  // Earned as a member earns them: the rules engine counts the history above.
  await refreshAchievements(db, memberId, achievementRules);

  // Leads and their follow-ups, owned by and assigned to the first admin when one exists, so the hub
  // and My work have an owner.
  const [admin] = await db
    .select({ id: userRolesTable.userId })
    .from(userRolesTable)
    .where(eq(userRolesTable.role, "admin"))
    .orderBy(asc(userRolesTable.createdAt))
    .limit(1);
  const consultationIds = new Map<string, { id: string; createdAt: Date }>();
  for (const { programName, receivedDaysAgo, ...consultation } of demoConsultations) {
    const createdAt = ago(now, receivedDaysAgo * DAY);
    const row = await makeConsultation(db, {
      ...consultation,
      age: ageInYears(consultation.dateOfBirth, now),
      programId: programId(programName),
      ownerId: admin?.id ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    consultationIds.set(row.email, { id: row.id, createdAt });
  }
  await db.insert(contactActivities).values(
    demoActivities.map((a) => {
      const consultation = consultationIds.get(a.consultationEmail)!;
      return {
        consultationId: consultation.id,
        activityType: a.activityType,
        contactMethod: a.contactMethod,
        status: a.status,
        priority: a.priority,
        subject: a.subject,
        message: a.message,
        scheduledAt: new Date(now.getTime() + a.scheduledHoursFromNow * HOUR),
        completedAt: a.completed ? ago(now, a.completed.hoursAgo * HOUR) : null,
        durationMinutes: a.completed?.durationMinutes ?? null,
        outcome: a.completed?.outcome ?? null,
        notes: a.completed?.notes ?? null,
        followUpRequired: a.nextFollowUpHoursFromNow !== undefined,
        nextFollowUpDate:
          a.nextFollowUpHoursFromNow !== undefined
            ? new Date(now.getTime() + a.nextFollowUpHoursFromNow * HOUR)
            : null,
        assignedToUserId: admin?.id ?? null,
        completedByUserId: a.completed ? (admin?.id ?? null) : null,
        createdAt: new Date(consultation.createdAt.getTime() + 2 * HOUR),
      };
    }),
  );
  // The leads' 48-hour clocks stop at the demo's completed contacts.
  await refreshAllFirstContacts(db);

  return {
    programs: demoPrograms.length,
    images: images.flat().length,
    faqs: demoFaqs.length,
    events: demoEvents.length,
    achievements: demoAchievements.length,
    consultations: demoConsultations.length,
    activities: demoActivities.length,
  };
}

/**
 * Seeds the demo content into an empty database. Returns {seeded:false} without changes when there is
 * content already (or another instance is seeding at the same moment), so it is safe on every start.
 */
export async function seedDemo(services: Services, now = new Date()): Promise<{ seeded: boolean }> {
  const { db, storage, logger } = services;
  if (await hasContent(db)) return { seeded: false };
  const started = performance.now();

  const images = await storeProgramImages(storage);
  let memberId: string | undefined;
  try {
    // The account goes through better-auth's own adapter, which cannot join our transaction;
    // if the transaction fails, the account is removed again below.
    memberId = (await makeMember(services, { ...DEMO_MEMBER, phone: DEMO_MEMBER_PHONE })).id;
    const id = memberId;
    const counts = await db.transaction((tx) => insertDemoRows(tx, id, images, now));
    logger.info(
      { ...counts, member: DEMO_MEMBER.email, ms: Math.round(performance.now() - started) },
      "demo content seeded",
    );
    return { seeded: true };
  } catch (error) {
    await Promise.all(images.flat().map((image) => storage.delete(image.key).catch(() => {})));
    if (memberId) await db.delete(profiles).where(eq(profiles.id, memberId));
    // A unique violation means a concurrent start seeded first: that is success, not failure.
    if (pgErrorCode(error) === "23505") return { seeded: false };
    throw error;
  }
}
