// The account (decision 145): the profile, which an erasure keeps as an anonymous row so bookings and
// registrations still count, and what signs it in (sessions, passwords, two-factor keys, pending
// links), which an erasure deletes and an export shows only as dates.
import { asc, eq, or } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { erasedAddress } from "#core/users/display-name.ts";
import {
  accounts,
  notificationPreferences,
  notificationsSent,
  profiles,
  sessions,
  twoFactors,
  userRolesTable,
  verifications,
} from "#server/db/schema.ts";
import { type DataSubject, mentions } from "../data-subject.ts";
import { definePlace } from "./place.ts";

const ofProfile = (column: PgColumn, s: DataSubject) => (s.profileId ? eq(column, s.profileId) : undefined);

export const profilePlace = definePlace({
  key: "profile",
  table: profiles,
  personal: [
    profiles.email,
    profiles.emailVerified,
    profiles.name,
    profiles.image,
    profiles.firstName,
    profiles.lastName,
    profiles.phone,
  ],
  read: async ({ db }, s) => {
    const where = ofProfile(profiles.id, s);
    if (!where) return null;
    const [profile] = await db
      .select({
        id: profiles.id,
        email: profiles.email,
        name: profiles.name,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        phone: profiles.phone,
        emailVerified: profiles.emailVerified,
        twoFactorEnabled: profiles.twoFactorEnabled,
        role: userRolesTable.role,
        createdAt: profiles.createdAt,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .leftJoin(userRolesTable, eq(userRolesTable.userId, profiles.id))
      .where(where);
    return profile ? { ...profile, role: profile.role ?? "member" } : null;
  },
  // The row stays, holding nothing personal: bookings and registrations still point at it.
  erase: async (tx, s, now) => {
    if (!s.profileId) return;
    await tx
      .update(profiles)
      .set({
        email: erasedAddress(s.profileId),
        name: "",
        twoFactorEnabled: false,
        firstName: null,
        lastName: null,
        phone: null,
        image: null,
        emailVerified: false,
        erasedAt: now,
      })
      .where(eq(profiles.id, s.profileId));
  },
});

export const sessionPlace = definePlace({
  key: "sessions",
  table: sessions,
  personal: [sessions.ipAddress, sessions.userAgent],
  credentials: [sessions.token],
  read: async ({ db }, s) => {
    const where = ofProfile(sessions.userId, s);
    if (!where) return [];
    return db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(where)
      .orderBy(asc(sessions.createdAt));
  },
  erase: async (tx, s) => {
    const where = ofProfile(sessions.userId, s);
    if (where) await tx.delete(sessions).where(where);
  },
});

export const signInMethodPlace = definePlace({
  key: "signInMethods",
  table: accounts,
  personal: [],
  credentials: [
    accounts.accountId,
    accounts.password,
    accounts.accessToken,
    accounts.refreshToken,
    accounts.idToken,
  ],
  read: async ({ db }, s) => {
    const where = ofProfile(accounts.userId, s);
    if (!where) return [];
    return db
      .select({ provider: accounts.providerId, createdAt: accounts.createdAt, updatedAt: accounts.updatedAt })
      .from(accounts)
      .where(where);
  },
  erase: async (tx, s) => {
    const where = ofProfile(accounts.userId, s);
    if (where) await tx.delete(accounts).where(where);
  },
});

export const twoFactorPlace = definePlace({
  key: "twoFactor",
  table: twoFactors,
  personal: [],
  credentials: [twoFactors.secret, twoFactors.backupCodes],
  read: async ({ db }, s) => {
    const where = ofProfile(twoFactors.userId, s);
    if (!where) return [];
    return db.select({ verified: twoFactors.verified }).from(twoFactors).where(where);
  },
  // The authenticator key and recovery codes (decision 146) go with the password.
  erase: async (tx, s) => {
    const where = ofProfile(twoFactors.userId, s);
    if (where) await tx.delete(twoFactors).where(where);
  },
});

/** A pending link (reset, verification) names the account by id or carries the address. */
const linksOf = (s: DataSubject) =>
  or(ofProfile(verifications.value, s), mentions(verifications.identifier, s.emails));

export const pendingLinkPlace = definePlace({
  key: "pendingLinks",
  table: verifications,
  personal: [],
  credentials: [verifications.identifier, verifications.value],
  read: async ({ db }, s) =>
    db
      .select({ createdAt: verifications.createdAt, expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(linksOf(s)),
  erase: async (tx, s) => {
    await tx.delete(verifications).where(linksOf(s));
  },
});

/**
 * Their notification choices and the time zone their digest follows (docs/notifications.md), and the
 * record of notices decided for them (ids and kinds only): erasure deletes both.
 */
export const notificationSettingsPlace = definePlace({
  key: "notificationSettings",
  table: notificationPreferences,
  personal: [notificationPreferences.choices, notificationPreferences.timeZone],
  read: async ({ db }, s) => {
    const where = ofProfile(notificationPreferences.userId, s);
    if (!where) return [];
    return db
      .select({
        choices: notificationPreferences.choices,
        timeZone: notificationPreferences.timeZone,
        updatedAt: notificationPreferences.updatedAt,
      })
      .from(notificationPreferences)
      .where(where);
  },
  erase: async (tx, s) => {
    const where = ofProfile(notificationPreferences.userId, s);
    if (where) await tx.delete(notificationPreferences).where(where);
    const sent = ofProfile(notificationsSent.userId, s);
    if (sent) await tx.delete(notificationsSent).where(sent);
  },
});
