// Where a person's data lives (decision 174): the one list that the export reads and that erasure
// walks, so what a person is shown and what an erasure removes can never differ. Every text or JSON
// column of every table, and every column whose name says it could be about a person, is either a
// place's (personal, or a credential) or declared in `notPersonal` with its reason; personal-data.test.ts
// reads the database's own schema and fails on a column that is neither.
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  accounts,
  achievementDefinitions,
  activityDayFigures,
  appSettings,
  auditEvents,
  backupRuns,
  contactActivities,
  contactActivityCounts,
  conversations,
  faqs,
  jobs,
  mailMessages,
  memberEventBookings,
  memberProgramRegistrations,
  messages,
  notificationsSent,
  programImages,
  programs,
  rateLimits,
  resources,
  throttleCounters,
  trainingEvents,
  userRolesTable,
} from "#server/db/schema.ts";
import type { Transaction } from "#server/db/transaction.ts";
import type { DataSubject } from "./data-subject.ts";
import {
  notificationSettingsPlace,
  pendingLinkPlace,
  profilePlace,
  sessionPlace,
  signInMethodPlace,
  twoFactorPlace,
} from "./places/account-places.ts";
import { auditPlace } from "./places/audit-place.ts";
import { activityPlace, applicationPlace } from "./places/lead-places.ts";
import { mailLogPlace, outboxPlace, queuedMailPlace } from "./places/mail-places.ts";
import { messagePlace } from "./places/message-places.ts";
import { type FileStores, heldCount, type Place, type PlaceReader } from "./places/place.ts";
import { sharedResourcePlace } from "./places/resource-places.ts";
import {
  achievementPlace,
  bookingPlace,
  progressPlace,
  registrationPlace,
} from "./places/training-places.ts";

/**
 * Every place, in the order erasure visits them: activities before the leads they point at (deleting
 * a lead first would delete its activities), the audit trail last (it scrubs rows about every record
 * the others touched). The export's keys follow the same order.
 */
export const personalDataPlaces = [
  profilePlace,
  activityPlace,
  applicationPlace,
  registrationPlace,
  bookingPlace,
  achievementPlace,
  progressPlace,
  sharedResourcePlace,
  messagePlace,
  sessionPlace,
  signInMethodPlace,
  twoFactorPlace,
  pendingLinkPlace,
  notificationSettingsPlace,
  mailLogPlace,
  queuedMailPlace,
  outboxPlace,
  auditPlace,
] as const;

type Places = (typeof personalDataPlaces)[number];
/** What the export holds, place by place. */
export type PersonalData = { [P in Places as P["key"]]: Awaited<ReturnType<P["read"]>> };

/** Columns that hold words but nothing about a person, each group with why. */
export const notPersonal: readonly { why: string; columns: PgColumn[] }[] = [
  {
    why: "the site's published content, written by operators",
    columns: [
      programs.name,
      programs.tagline,
      programs.duration,
      programs.targetAudience,
      programs.description,
      programs.features,
      programImages.imageUrl,
      programImages.storageKey,
      programImages.altText,
      faqs.question,
      faqs.answer,
      achievementDefinitions.name,
      achievementDefinitions.description,
      achievementDefinitions.icon,
      achievementDefinitions.category,
      achievementDefinitions.badgeColor,
      trainingEvents.title,
      trainingEvents.description,
      trainingEvents.location,
      trainingEvents.meetingUrl,
      trainingEvents.requirements,
    ],
  },
  {
    why: "values from a closed list (a status, a kind, a role), the same for everyone",
    columns: [
      userRolesTable.role,
      contactActivities.activityType,
      contactActivities.contactMethod,
      contactActivities.status,
      contactActivities.priority,
      contactActivities.outcome,
      contactActivities.emailDelivery,
      memberProgramRegistrations.status,
      memberEventBookings.bookingStatus,
      memberEventBookings.attendanceStatus,
      achievementDefinitions.rarity,
      achievementDefinitions.rule,
      trainingEvents.eventType,
      trainingEvents.status,
      mailMessages.kind,
      mailMessages.status,
      mailMessages.transport,
      jobs.kind,
      jobs.status,
      notificationsSent.kind,
      auditEvents.action,
      auditEvents.entity,
      accounts.providerId,
      accounts.scope,
      resources.category,
      resources.kind,
      resources.contentType,
      messages.side,
      messages.attachmentType,
    ],
  },
  {
    why: "ids and counts: what a job or an audit row is about names a record, not a person",
    columns: [
      jobs.groupKey,
      notificationsSent.key,
      auditEvents.entityId,
      contactActivityCounts.dimension,
      contactActivityCounts.value,
      activityDayFigures.contactMethod,
      conversations.messageCount,
      conversations.lastMessageAt,
    ],
  },
  {
    why: "operators' settings (the two-factor requirement)",
    columns: [appSettings.key, appSettings.value],
  },
  {
    why: "attempt counters keyed by a client network or a keyed hash of an address; they expire within minutes",
    columns: [rateLimits.key, throttleCounters.key],
  },
  {
    why: "the backups' own record: how each was taken, its archive's name, the host and our error text",
    columns: [backupRuns.trigger, backupRuns.status, backupRuns.fileName, backupRuns.host, backupRuns.error],
  },
];

/** Everything held about the subject, by place: the export's body and "what is held" summaries. */
export async function readPersonalData(reader: PlaceReader, s: DataSubject): Promise<PersonalData> {
  const places: readonly Place[] = personalDataPlaces;
  const read = await Promise.all(places.map(async (p) => [p.key, await p.read(reader, s)] as const));
  return Object.fromEntries(read) as PersonalData;
}

/** How much each place holds about the subject (places holding nothing left out). */
export async function countPersonalData(reader: PlaceReader, s: DataSubject) {
  const read = await readPersonalData(reader, s);
  return personalDataPlaces
    .map((p) => ({ key: p.key, count: heldCount(read[p.key]) }))
    .filter((h) => h.count > 0);
}

/** Erasure in the caller's transaction; the files follow once it has committed (eraseFiles). */
export async function erasePersonalData(tx: Transaction, s: DataSubject, now: Date): Promise<void> {
  for (const place of personalDataPlaces) await place.erase(tx, s, now);
}

/** The files no transaction covers: called after the erasure committed. */
export async function erasePersonalFiles(stores: FileStores, s: DataSubject): Promise<void> {
  for (const place of personalDataPlaces) await place.eraseFiles?.(stores, s);
}
