// The whole data model (SPEC section 3 plus the tables better-auth needs and our own operations), one
// file per domain under schema/; every module imports its tables from here, and drizzle-kit reads it.
// Column names are snake_case in the database (the client and drizzle-kit both use
// `casing: "snake_case"`).
export * from "./schema/audit.ts";
export * from "./schema/auth.ts";
export * from "./schema/backup.ts";
export * from "./schema/content.ts";
export * from "./schema/events.ts";
export * from "./schema/jobs.ts";
export * from "./schema/leads.ts";
export * from "./schema/mail.ts";
export * from "./schema/members.ts";
export * from "./schema/messages.ts";
export * from "./schema/notifications.ts";
export * from "./schema/resources.ts";
export * from "./schema/settings.ts";
